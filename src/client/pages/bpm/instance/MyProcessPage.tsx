import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addDateRange, formatDate } from '../../../api/index.ts';
import { HasPermi, useHasPermi } from '../../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { instanceApi, type BpmInstanceItem, type Page } from './instanceApi.ts';
import { CategoryName } from '../category/CategoryName.tsx';
import { useProcessCategories } from '../category/categoryApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

type Column = 'id' | 'name' | 'category' | 'currentTasks' | 'status' | 'result' | 'createTime' | 'endTime';
const COLUMNS: readonly Column[] = ['id', 'name', 'category', 'currentTasks', 'status', 'result', 'createTime', 'endTime'];

/**
 * 我的流程 (/bpm/task/my): the instances the user started, their current step and result; details and 取消 — in
 * every list's frame (search area with dictionary selects and date pickers, 发起流程, right toolbar, table, pages).
 */
export default function MyProcessPage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<BpmInstanceItem>>({ list: [], total: 0 });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const chrome = useListChrome('bpm.process.my', useMemo(() => COLUMNS.map((key) => ({ key, label: t(`my.${key}`) })), [t]));
  // 流程分类 is chosen among the tenant's categories (by code), named as they are
  const categories = useProcessCategories();
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'name', op: 'like' }, property: { type: 'string', title: t('my.name') } },
    { filter: { field: 'category', op: 'eq' }, property: { type: 'string', enum: categories.map((c) => c.code), labels: Object.fromEntries(categories.map((c) => [c.code, c.name])), title: t('my.category') } },
    { filter: { field: 'status', op: 'eq' }, property: { type: 'integer', dict: 'bpm_process_instance_status', title: t('my.status') } },
    { filter: { field: 'result', op: 'eq' }, property: { type: 'integer', dict: 'bpm_process_instance_result', title: t('my.result') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('my.createTime') } },
  ], [t, categories]);

  const load = useCallback(() => {
    const { createTime, ...given } = applied;
    instanceApi.myPage(addDateRange({ ...paging, ...given }, (createTime as string[] | undefined) ?? null)).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const canCancel = useHasPermi(['bpm:process-instance:cancel']);
  const column: Record<Column, DataColumn<BpmInstanceItem>> = {
    id: { key: 'id', label: t('my.id'), card: 'none', cell: (row) => <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.id.slice(0, 8)}</Box> },
    name: { key: 'name', label: t('my.name'), card: 'title', wrap: true, cell: (row) => row.name },
    category: { key: 'category', label: t('my.category'), card: 'none', cell: (row) => <CategoryName row={row} /> },
    currentTasks: { key: 'currentTasks', label: t('my.currentTasks'), wrap: true, cell: (row) => row.tasks.map((task) => task.name).join('、') },
    status: { key: 'status', label: t('my.status'), card: 'none', cell: (row) => <DictTag type="bpm_process_instance_status" value={row.status} /> },
    result: { key: 'result', label: t('my.result'), card: 'status', cell: (row) => <DictTag type="bpm_process_instance_result" value={row.result} />, cellProps: { 'data-testid': 'my-result' } },
    createTime: { key: 'createTime', label: t('my.createTime'), cell: (row) => formatDate(row.createTime) },
    endTime: { key: 'endTime', label: t('my.endTime'), cell: (row) => (row.endTime ? formatDate(row.endTime) : '') },
  };
  const columns = COLUMNS.filter(chrome.shown).map((key) => column[key]);

  return (
    <ListFrame testId="my-process-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:process-instance:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate('/bpm/process-instance/create')} data-testid="my-start">{t('my.start')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `my-row-${row.id}` })}
        actions={(row) => [
          { key: 'detail', label: t('common.detail'), onClick: () => navigate(`/bpm/process-instance/detail?id=${row.id}`), testId: 'my-detail' },
          ...(row.result === 1 && canCancel ? [{ key: 'cancel', label: t('my.cancel'), color: 'error' as const, onClick: () => setCancelling(row.id), testId: 'my-cancel' }] : []),
        ]}
        actionsLabel={t('common.actions')}
        empty={t('common.empty')}
        testId="my-process-table"
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </ListFrame>
  );
}
