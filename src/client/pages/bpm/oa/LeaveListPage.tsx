import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addBeginAndEndTime, formatDate } from '../../../api/index.ts';
import { HasPermi, useHasPermi } from '../../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, useListChrome, type SearchInput } from '../../../resources/index.ts';
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
  const canCancel = useHasPermi(['bpm:process-instance:cancel']);
  // On a phone's card the leave is named by its type, with its result beside it and its dates and reason under it.
  const column: Record<Column, DataColumn<Leave>> = {
    id: { key: 'id', label: t('id'), card: 'none', cell: (row) => row.id },
    status: { key: 'status', label: t('status'), card: 'status', cell: (row) => <DictTag type="bpm_process_instance_result" value={row.result} />, cellProps: { 'data-testid': 'leave-result' } },
    startTime: { key: 'startTime', label: t('startTime'), cell: (row) => formatDate(row.startTime) },
    endTime: { key: 'endTime', label: t('endTime'), cell: (row) => formatDate(row.endTime) },
    type: { key: 'type', label: t('type'), card: 'title', cell: (row) => <DictTag type="bpm_oa_leave_type" value={row.type} /> },
    reason: { key: 'reason', label: t('reason'), wrap: true, cell: (row) => row.reason },
    createTime: { key: 'createTime', label: t('createTime'), card: 'none', cell: (row) => formatDate(row.createTime) },
  };
  const columns = COLUMNS.filter(chrome.shown).map((key) => column[key]);
  const actions = (row: Leave): ListAction[] => [
    { key: 'detail', label: t('detail'), onClick: () => navigate(`/bpm/oa/leave/detail?id=${row.id}`), testId: 'leave-detail' },
    ...(row.processInstanceId ? [{ key: 'progress', label: t('progress'), onClick: () => navigate(`/bpm/process-instance/detail?id=${row.processInstanceId}`), testId: 'leave-progress' }] : []),
    ...(row.result === 1 && row.processInstanceId && canCancel
      ? [{ key: 'cancel', label: t('cancel'), color: 'error' as const, onClick: () => setCancelling(row.processInstanceId), testId: 'leave-cancel' }]
      : []),
  ];

  return (
    <ListFrame testId="leave-list-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:oa-leave:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate('/bpm/oa/leave/create')} data-testid="leave-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `leave-row-${row.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
        testId="leave-table"
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </ListFrame>
  );
}
