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
import { addDateRange, formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, listHeadSx, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { instanceApi, type BpmInstanceItem, type Page } from './instanceApi.ts';
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
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'name', op: 'like' }, property: { type: 'string', title: t('my.name') } },
    { filter: { field: 'category', op: 'eq' }, property: { type: 'string', dict: 'bpm_model_category', title: t('my.category') } },
    { filter: { field: 'status', op: 'eq' }, property: { type: 'integer', dict: 'bpm_process_instance_status', title: t('my.status') } },
    { filter: { field: 'result', op: 'eq' }, property: { type: 'integer', dict: 'bpm_process_instance_result', title: t('my.result') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('my.createTime') } },
  ], [t]);

  const load = useCallback(() => {
    const { createTime, ...given } = applied;
    instanceApi.myPage(addDateRange({ ...paging, ...given }, (createTime as string[] | undefined) ?? null)).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const columns = COLUMNS.filter(chrome.shown);
  const cell = (column: Column, row: BpmInstanceItem) => {
    switch (column) {
      case 'id': return <TableCell key={column} sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.id.slice(0, 8)}</TableCell>;
      case 'name': return <TableCell key={column}>{row.name}</TableCell>;
      case 'category': return <TableCell key={column}><DictTag type="bpm_model_category" value={row.category} /></TableCell>;
      case 'currentTasks': return <TableCell key={column}>{row.tasks.map((task) => task.name).join('、')}</TableCell>;
      case 'status': return <TableCell key={column}><DictTag type="bpm_process_instance_status" value={row.status} /></TableCell>;
      case 'result': return <TableCell key={column} data-testid="my-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>;
      case 'createTime': return <TableCell key={column}>{formatDate(row.createTime)}</TableCell>;
      case 'endTime': return <TableCell key={column}>{row.endTime ? formatDate(row.endTime) : ''}</TableCell>;
    }
  };

  return (
    <ListFrame testId="my-process-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:process-instance:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate('/bpm/process-instance/create')} data-testid="my-start">{t('my.start')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="my-process-table" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c} sx={listHeadSx}>{t(`my.${c}`)}</TableCell>)}
              <TableCell sx={listHeadSx}>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`my-row-${row.id}`}>
                {columns.map((c) => cell(c, row))}
                <TableCell>
                  <Button size="small" onClick={() => navigate(`/bpm/process-instance/detail?id=${row.id}`)} data-testid="my-detail">{t('common.detail')}</Button>
                  {row.result === 1 && (
                    <HasPermi value={['bpm:process-instance:cancel']}>
                      <Button size="small" color="error" onClick={() => setCancelling(row.id)} data-testid="my-cancel">{t('my.cancel')}</Button>
                    </HasPermi>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('common.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </ListFrame>
  );
}
