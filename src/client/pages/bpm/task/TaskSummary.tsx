import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../../api/index.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';
import type { TaskRowModel } from './taskRows.ts';

/**
 * The summary line of a task: its kind, who asks, its deadline (or when it arrived) and 已逾期 — what tells 41 审核
 * apart at a glance. The kind is a word of the interface; who asks is data, kept as written (decision 40).
 */
export function TaskSummary({ row, done }: { row: TaskRowModel; done: boolean }) {
  const { t } = useBpmRunText();
  const when = row.deadline ? t('inbox.deadline', { date: formatDate(row.deadline, 'yyyy-MM-dd') })
    : done ? null : t('inbox.received', { date: formatDate(row.createTime, 'yyyy-MM-dd') });
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, color: 'text.secondary' }} data-testid="task-summary">
      <span>{t(`inbox.kinds.${row.kind}`)}</span>
      {row.who && <span data-i18n="data">· {row.who}</span>}
      {when && <span>· {when}</span>}
      {row.overdue && <Chip size="small" color="error" variant="outlined" label={t('inbox.overdueTag')} data-testid="task-overdue" />}
    </Box>
  );
}
