import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addBeginAndEndTime, formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { CancelDialog } from '../instance/CancelDialog.tsx';
import { leaveApi, type Leave } from './leaveApi.ts';
import { useLeaveText } from './useLeaveText.ts';

const NO_FILTERS = { type: '', result: '', reason: '', begin: '', end: '' };

/**
 * 请假查询 (/bpm/oa/leave, yudao views/bpm/oa/leave/index): one's own leaves, 发起请假, details, approval progress, and
 * 取消请假 while it is 处理中 (its instance cancelled with a reason; the leave follows as 已取消).
 */
export default function LeaveListPage(_props: MenuPageProps) {
  const t = useLeaveText();
  const navigate = useNavigate();
  const types = useDict('bpm_oa_leave_type');
  const results = useDict('bpm_process_instance_result');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: Leave[]; total: number }>({ list: [], total: 0 });
  const [cancelling, setCancelling] = useState<string | null>(null);

  const load = useCallback(() => {
    const { begin, end, ...rest } = applied;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== ''));
    leaveApi.page(addBeginAndEndTime({ ...paging, ...given }, [begin, end], 'createTime')).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const search = () => {
    setApplied(filters);
    setPaging({ ...paging, pageNo: 1 });
  };
  const select = (key: 'type' | 'result', options: readonly { value: string; label: string }[]) => (
    <TextField size="small" select label={t(key)} value={filters[key]} sx={{ width: 150 }} onChange={(e) => setFilters({ ...filters, [key]: e.target.value })} data-testid={`leave-filter-${key}`}>
      <MenuItem value="">&nbsp;</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );
  const day = (key: 'begin' | 'end', label: string) => (
    <TextField size="small" type="date" label={label} value={filters[key]} sx={{ width: 160 }} slotProps={{ inputLabel: { shrink: true } }}
      onChange={(e) => setFilters({ ...filters, [key]: e.target.value })} />
  );

  return (
    <Box sx={{ p: 2 }} data-testid="leave-list-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        {select('type', types)}
        {day('begin', `${t('createTime')} ${t('rangeStart')}`)}
        {day('end', `${t('createTime')} ${t('rangeEnd')}`)}
        {select('result', results)}
        <TextField size="small" sx={{ width: 200 }} label={t('reason')} placeholder={t('reasonPlaceholder')} value={filters.reason}
          onChange={(e) => setFilters({ ...filters, reason: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <Button variant="contained" onClick={search}>{t('search')}</Button>
        <Button onClick={() => { setFilters(NO_FILTERS); setApplied(NO_FILTERS); setPaging({ ...paging, pageNo: 1 }); }}>{t('reset')}</Button>
      </Box>
      <HasPermi value={['bpm:oa-leave:create']}>
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => navigate('/bpm/oa/leave/create')} data-testid="leave-create">{t('create')}</Button>
      </HasPermi>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="leave-table">
          <TableHead>
            <TableRow>
              {(['id', 'status', 'startTime', 'endTime', 'type', 'reason', 'createTime', 'actions'] as const).map((key) => <TableCell key={key}>{t(key)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`leave-row-${row.id}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell data-testid="leave-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>
                <TableCell>{formatDate(row.startTime)}</TableCell>
                <TableCell>{formatDate(row.endTime)}</TableCell>
                <TableCell><DictTag type="bpm_oa_leave_type" value={row.type} /></TableCell>
                <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.reason}>{row.reason}</TableCell>
                <TableCell>{formatDate(row.createTime)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => navigate(`/bpm/oa/leave/detail?id=${row.id}`)} data-testid="leave-detail">{t('detail')}</Button>
                  {row.processInstanceId && (
                    <Button size="small" onClick={() => navigate(`/bpm/process-instance/detail?id=${row.processInstanceId}`)} data-testid="leave-progress">{t('progress')}</Button>
                  )}
                  {row.result === 1 && row.processInstanceId && (
                    <HasPermi value={['bpm:process-instance:cancel']}>
                      <Button size="small" color="error" onClick={() => setCancelling(row.processInstanceId)} data-testid="leave-cancel">{t('cancel')}</Button>
                    </HasPermi>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={8} align="center">{t('empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </Box>
  );
}
