import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addBeginAndEndTime, formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, listHeadSx, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { CancelDialog } from '../instance/CancelDialog.tsx';
import { leaveApi, type Leave } from './leaveApi.ts';
import { useLeaveText } from './useLeaveText.ts';

type Column = 'id' | 'status' | 'startTime' | 'endTime' | 'type' | 'reason' | 'createTime';
const COLUMNS: readonly Column[] = ['id', 'status', 'startTime', 'endTime', 'type', 'reason', 'createTime'];

/**
 * 请假查询 (/bpm/oa/leave, yudao views/bpm/oa/leave/index): one's own leaves, 发起请假, details, approval progress, and
 * 取消请假 while it is 处理中 (its instance cancelled with a reason; the leave follows as 已取消) — in every list's frame.
 */
export default function LeaveListPage(_props: MenuPageProps) {
  const t = useLeaveText();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: Leave[]; total: number }>({ list: [], total: 0 });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const chrome = useListChrome('bpm.oa.leave', useMemo(() => COLUMNS.map((key) => ({ key, label: t(key) })), [t]));
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'type', op: 'eq' }, property: { type: 'integer', dict: 'bpm_oa_leave_type', title: t('type') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('createTime') } },
    { filter: { field: 'result', op: 'eq' }, property: { type: 'integer', dict: 'bpm_process_instance_result', title: t('result') } },
    { filter: { field: 'reason', op: 'like' }, property: { type: 'string', title: t('reason') } },
  ], [t]);

  const load = useCallback(() => {
    const { createTime, ...given } = applied;
    const [begin = '', end = ''] = (createTime as string[] | undefined) ?? [];
    leaveApi.page(addBeginAndEndTime({ ...paging, ...given }, [begin, end], 'createTime')).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const columns = COLUMNS.filter(chrome.shown);
  const cell = (column: Column, row: Leave) => {
    switch (column) {
      case 'id': return <TableCell key={column}>{row.id}</TableCell>;
      case 'status': return <TableCell key={column} data-testid="leave-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>;
      case 'startTime': return <TableCell key={column}>{formatDate(row.startTime)}</TableCell>;
      case 'endTime': return <TableCell key={column}>{formatDate(row.endTime)}</TableCell>;
      case 'type': return <TableCell key={column}><DictTag type="bpm_oa_leave_type" value={row.type} /></TableCell>;
      case 'reason': return <TableCell key={column} sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.reason}>{row.reason}</TableCell>;
      case 'createTime': return <TableCell key={column}>{formatDate(row.createTime)}</TableCell>;
    }
  };

  return (
    <ListFrame testId="leave-list-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:oa-leave:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate('/bpm/oa/leave/create')} data-testid="leave-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="leave-table">
          <TableHead>
            <TableRow>
              {columns.map((key) => <TableCell key={key} sx={listHeadSx}>{t(key)}</TableCell>)}
              <TableCell sx={listHeadSx}>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`leave-row-${row.id}`}>
                {columns.map((c) => cell(c, row))}
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
            {!page.list.length && <TableRow><TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </ListFrame>
  );
}
