import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { MessagePage, PageLoading } from '../../../components/index.ts';
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

  const rows: [string, ReactNode][] = [
    [t('id'), leave.id],
    [t('type'), <DictTag key="type" type="bpm_oa_leave_type" value={leave.type} />],
    [t('startTime'), formatDate(leave.startTime)],
    [t('endTime'), formatDate(leave.endTime)],
    [t('reason'), leave.reason],
    [t('result'), <DictTag key="result" type="bpm_process_instance_result" value={leave.result} />],
    [t('createTime'), formatDate(leave.createTime)],
  ];
  return (
    <Box sx={{ p: 2 }} data-testid="leave-detail-page">
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{t('detailTitle')}</Typography>
        <Table size="small" sx={{ '& th': { width: 140, bgcolor: 'action.hover', fontWeight: 500 } }}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">{label}</TableCell>
                <TableCell data-testid={`leave-detail-${label}`}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
