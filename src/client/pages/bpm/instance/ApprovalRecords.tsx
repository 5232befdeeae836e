import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { RecordWording } from './businessViews.ts';
import { OPERATION, type BpmOperation, type BpmTask } from './instanceApi.ts';
import { RecordOutcome } from './RecordOutcome.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/** Icon and colour by task result (v1.6.2: 1 clock/primary, 2 check/success, 3 close/danger, 4 remove/info). */
const LOOK = {
  1: { Icon: ScheduleIcon, color: 'primary.main' },
  2: { Icon: CheckCircleIcon, color: 'success.main' },
  3: { Icon: HighlightOffIcon, color: 'error.main' },
  4: { Icon: RemoveCircleOutlineIcon, color: 'text.disabled' },
  5: { Icon: UndoIcon, color: 'warning.main' },
} as const;

/** v1.6.2's order: open tasks first (newest first), then finished ones by end time, newest first. */
export function recordOrder(tasks: readonly BpmTask[]): BpmTask[] {
  const open = tasks.filter((task) => !task.endTime).sort((a, b) => b.createTime - a.createTime);
  const closed = tasks.filter((task) => task.endTime).sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0));
  return [...open, ...closed];
}

/**
 * The operations' trail under a task or an instance (issue 37): who delegated, transferred, sent back, withdrew,
 * ended it — to whom, when and why — in the order they happened.
 */
export function OperationLines({ operations }: { operations: readonly BpmOperation[] }) {
  const { tData, colon } = useBpmRunText();
  const translate = useTranslate();
  if (!operations.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.25 }} data-testid="record-operations">
      {operations.map((op, i) => (
        <Typography key={i} component="li" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="record-operation" data-type={op.type}>
          {formatDate(op.createTime)} {op.type === OPERATION.ADD_SIGN
            // 加签's target is its person; its name field says how they were added
            ? tData(`detail.operations.8.${op.targetName === 'after' ? 'after' : 'before'}`, { user: op.user?.nickname ?? '', target: op.targetUser?.nickname ?? '' })
            : tData(`detail.operations.${op.type}`, { user: op.user?.nickname ?? '', target: op.targetName ?? op.targetUser?.nickname ?? '' })}
          {op.reason && <>{translate('app.bpmRun.detail.operationSeparator')}{translate('app.bpmRun.detail.operationReason')}{colon}<span data-i18n="data">{op.reason}</span></>}
        </Typography>
      ))}
    </Box>
  );
}

const GENERIC: RecordWording = { assignee: 'app.bpmRun.detail.assignee', dept: 'app.bpmRun.detail.dept', endTime: 'app.bpmRun.detail.taskEndTime', opinion: 'app.bpmRun.detail.opinion' };

/**
 * 审批记录: every task of the instance with its assignee, department, times, duration, result and opinion. A business
 * process words them its own way (`wordings`, by task id: businessViews.ts wordingsOf): a proposal's record speaks
 * of 审核人, 答复单位, 退回修改, 满意 — not of 审批人, 审批建议 and 通过.
 */
export function ApprovalRecords({ tasks, wordings }: { tasks: readonly BpmTask[]; wordings?: ReadonlyMap<string, RecordWording> }) {
  const translate = useTranslate();
  const { duration, colon } = useBpmRunText();
  const line = (label: string, value: string | null | undefined) =>
    value ? <Typography key={label} variant="body2" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}><Box component="b" sx={{ fontWeight: 600 }}>{label}{colon}</Box><span data-i18n="data">{value}</span></Typography> : null;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="approval-records">
      {recordOrder(tasks).map((task, i, all) => {
        const { Icon, color } = LOOK[task.result as keyof typeof LOOK] ?? LOOK[1];
        const wording = wordings?.get(task.id) ?? GENERIC;
        const who = [line(translate(wording.assignee), task.assigneeUser?.nickname), line(translate(wording.dept), task.assigneeUser?.deptName)];
        return (
          <Box component="li" key={task.id} sx={{ display: 'flex', gap: 1.5 }} data-testid={`record-${task.id}`} data-result={task.result}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Icon sx={{ color }} fontSize="small" />
              {i < all.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Paper variant="outlined" sx={{ flex: 1, p: 1.5, mb: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography variant="subtitle2" component="span" data-i18n="data">{task.name}</Typography>
                {task.parentTaskId && <Typography variant="caption" component="span" color="text.secondary" data-testid="record-sign">{translate('app.bpmRun.detail.signMark')}</Typography>}
                {wording.outcome ? <RecordOutcome outcome={wording.outcome} /> : (
                  <span data-i18n="data" data-testid="record-outcome"><DictTag type="bpm_process_instance_result" value={task.result} /></span>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', rowGap: 0.5 }}>
                {wording.byDept ? who.reverse() : who}
                {line(translate('app.bpmRun.detail.taskCreateTime'), formatDate(task.createTime))}
                {line(translate(wording.endTime), task.endTime ? formatDate(task.endTime) : null)}
                {line(translate('app.bpmRun.detail.duration'), duration(task.durationInMillis))}
              </Box>
              {task.signType === 'before' && !task.endTime && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="record-sign-waiting">{translate('app.bpmRun.detail.signWaiting', { name: task.ownerUser?.nickname ?? '' })}</Typography>
              )}
              {/* a 退回's reason is the task's opinion too: said once, below */}
              <OperationLines operations={(task.operations ?? []).map((op) => (op.reason === task.reason ? { ...op, reason: null } : op))} />
              {task.reason && <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}><Box component="b" sx={{ fontWeight: 600 }}>{translate(wording.opinion)}{colon}</Box><span data-i18n="data">{task.reason}</span></Typography>}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
