import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../api/index.ts';
import { FactList, type Fact } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { leaveDays } from '../../../../shared/bpm/leaveDays.ts';
import { leaveApi, type Leave } from './leaveApi.ts';
import { useLeaveText } from './useLeaveText.ts';

/**
 * The leave an approver decides on, beside 通过 / 不通过 on the process detail: its type, dates, days (counted as the
 * server counted them when it was applied for) and reason. Read quietly: a leave the approver may not read leaves
 * the card as it was, with no error over it.
 */
export default function LeaveTaskContext({ businessKey }: { businessKey: string }) {
  const t = useLeaveText();
  const [leave, setLeave] = useState<Leave | null | 'missing'>(null);
  useEffect(() => {
    leaveApi.get(businessKey, true).then(setLeave, () => setLeave('missing'));
  }, [businessKey]);

  if (leave === null) return null;
  if (leave === 'missing') return <Typography variant="body2" color="text.secondary">{t('notFound')}</Typography>;
  const facts: Fact[] = [
    { key: 'type', label: t('type'), value: <DictTag type="bpm_oa_leave_type" value={leave.type} /> },
    { key: 'startTime', label: t('startTime'), value: formatDate(leave.startTime) },
    { key: 'endTime', label: t('endTime'), value: formatDate(leave.endTime) },
    { key: 'day', label: t('day'), value: t('dayValue', { n: leaveDays(leave.startTime, leave.endTime) }) },
    { key: 'reason', label: t('reason'), value: <span data-i18n="data">{leave.reason}</span> },
  ];
  return <FactList facts={facts.map((f) => ({ ...f, testId: `leave-context-${f.key}` }))} testId="leave-task-context" />;
}
