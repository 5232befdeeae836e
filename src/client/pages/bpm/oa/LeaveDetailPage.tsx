import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { FactList, MessagePage, PageLoading, type Fact } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { leaveApi, type Leave } from './leaveApi.ts';
import { useLeaveText } from './useLeaveText.ts';

/**
 * 查看请假 (/bpm/oa/leave/detail?id=, the oa_leave model's formCustomViewPath, which the process detail links to):
 * the leave's fields and its result, and the way to its approval progress.
 */
export default function LeaveDetailPage(_props: MenuPageProps) {
  const t = useLeaveText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [leave, setLeave] = useState<Leave | null | 'missing'>(null);

  useEffect(() => {
    if (!id) {
      setLeave('missing');
      return;
    }
    leaveApi.get(id).then(setLeave).catch(() => setLeave('missing'));
  }, [id]);

  if (leave === null) return <PageLoading />;
  if (leave === 'missing') return <MessagePage title={t('notFound')} actions={<Button variant="contained" onClick={() => navigate('/bpm/oa/leave')}>{t('back')}</Button>} />;

  const facts: Fact[] = [
    { key: 'id', label: t('id'), value: leave.id },
    { key: 'type', label: t('type'), value: <DictTag type="bpm_oa_leave_type" value={leave.type} /> },
    { key: 'startTime', label: t('startTime'), value: formatDate(leave.startTime) },
    { key: 'endTime', label: t('endTime'), value: formatDate(leave.endTime) },
    { key: 'reason', label: t('reason'), value: <span data-i18n="data">{leave.reason}</span> },
    { key: 'result', label: t('result'), value: <DictTag type="bpm_process_instance_result" value={leave.result} /> },
    { key: 'createTime', label: t('createTime'), value: formatDate(leave.createTime) },
  ];
  return (
    <Box sx={{ p: { xs: 0, sm: 2 } }} data-testid="leave-detail-page">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{t('detailTitle')}</Typography>
        <FactList facts={facts.map((f) => ({ ...f, testId: `leave-detail-${f.key}` }))} />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {leave.processInstanceId && (
            <Button variant="contained" onClick={() => navigate(`/bpm/process-instance/detail?id=${leave.processInstanceId}`)} data-testid="leave-detail-progress">{t('progress')}</Button>
          )}
          <Button onClick={() => navigate(-1)}>{t('back')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
