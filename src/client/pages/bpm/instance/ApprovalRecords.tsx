import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../api/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { BpmTask } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/** Icon and colour by task result (v1.6.2: 1 clock/primary, 2 check/success, 3 close/danger, 4 remove/info). */
const LOOK = {
  1: { Icon: ScheduleIcon, color: 'primary.main' },
  2: { Icon: CheckCircleIcon, color: 'success.main' },
  3: { Icon: HighlightOffIcon, color: 'error.main' },
  4: { Icon: RemoveCircleOutlineIcon, color: 'text.disabled' },
} as const;

/** v1.6.2's order: open tasks first (newest first), then finished ones by end time, newest first. */
export function recordOrder(tasks: readonly BpmTask[]): BpmTask[] {
  const open = tasks.filter((task) => !task.endTime).sort((a, b) => b.createTime - a.createTime);
  const closed = tasks.filter((task) => task.endTime).sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0));
  return [...open, ...closed];
}

/** 审批记录: every task of the instance with its assignee, department, times, duration, result and opinion. */
export function ApprovalRecords({ tasks }: { tasks: readonly BpmTask[] }) {
  const { t, duration, colon } = useBpmRunText();
  const line = (label: string, value: string | null | undefined) =>
    value ? <Typography variant="body2" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}><Box component="b" sx={{ fontWeight: 600 }}>{label}{colon}</Box><span data-i18n="data">{value}</span></Typography> : null;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="approval-records">
      {recordOrder(tasks).map((task, i, all) => {
        const { Icon, color } = LOOK[task.result as keyof typeof LOOK] ?? LOOK[1];
        return (
          <Box component="li" key={task.id} sx={{ display: 'flex', gap: 1.5 }} data-testid={`record-${task.id}`} data-result={task.result}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Icon sx={{ color }} fontSize="small" />
              {i < all.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Paper variant="outlined" sx={{ flex: 1, p: 1.5, mb: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography variant="subtitle2" component="span" data-i18n="data">{task.name}</Typography>
                <span data-i18n="data"><DictTag type="bpm_process_instance_result" value={task.result} /></span>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', rowGap: 0.5 }}>
                {line(t('detail.assignee'), task.assigneeUser?.nickname)}
                {line(t('detail.dept'), task.assigneeUser?.deptName)}
                {line(t('detail.taskCreateTime'), formatDate(task.createTime))}
                {line(t('detail.taskEndTime'), task.endTime ? formatDate(task.endTime) : null)}
                {line(t('detail.duration'), duration(task.durationInMillis))}
              </Box>
              {task.reason && <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}><Box component="b" sx={{ fontWeight: 600 }}>{t('detail.opinion')}{colon}</Box><span data-i18n="data">{task.reason}</span></Typography>}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
