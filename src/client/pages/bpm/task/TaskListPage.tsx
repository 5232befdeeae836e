import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addDateRange, formatDate } from '../../../api/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, listHeadSx, useListChrome, type SearchInput } from '../../../resources/index.ts';
import { instanceApi, type BpmTask, type Page } from '../instance/instanceApi.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';

type Column = 'id' | 'name' | 'process' | 'starter' | 'result' | 'reason' | 'createTime' | 'endTime' | 'duration' | 'state';
const TODO: readonly Column[] = ['id', 'name', 'process', 'starter', 'createTime', 'state'];
const DONE: readonly Column[] = ['id', 'name', 'process', 'starter', 'result', 'reason', 'createTime', 'endTime', 'duration'];
const LABEL: Record<Column, string> = { id: 'task.id', name: 'task.name', process: 'task.process', starter: 'task.starter', result: 'task.result', reason: 'task.reason', createTime: 'common.createTime', endTime: 'task.endTime', duration: 'task.duration', state: 'task.state' };

/**
 * 待办任务 and 已办任务 (v1.6.2 todo / done): the caller's tasks filtered by name and creation time, in every list's
 * frame (search area, right toolbar with refresh and columns, table, pages). 审批 and 详情 both open the instance's
 * detail page, where the decision is taken.
 */
export function TaskListPage({ done }: { done: boolean }) {
  const { t, duration } = useBpmRunText();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<BpmTask>>({ list: [], total: 0 });
  const kind = done ? 'done' : 'todo';
  const all = done ? DONE : TODO;
  const chrome = useListChrome(`bpm.task.${kind}`, useMemo(() => all.map((key) => ({ key, label: t(LABEL[key]) })), [all, t]));
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'name', op: 'like' }, property: { type: 'string', title: t('task.name') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('common.createTime') } },
  ], [t]);

  const load = useCallback(() => {
    const { name, createTime } = applied;
    const query = addDateRange({ ...paging, ...(name ? { name } : {}) }, (createTime as string[] | undefined) ?? null);
    (done ? instanceApi.donePage(query) : instanceApi.todoPage(query)).then(setPage).catch(() => undefined);
  }, [applied, paging, done]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const open = (row: BpmTask) => navigate(`/bpm/process-instance/detail?id=${row.processInstance.id}`);
  const columns = all.filter(chrome.shown);

  const cell = (column: Column, row: BpmTask) => {
    switch (column) {
      case 'id': return <TableCell key={column} sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.id.slice(0, 8)}</TableCell>;
      case 'name': return <TableCell key={column}>{row.name}</TableCell>;
      case 'process': return <TableCell key={column}>{row.processInstance.name}</TableCell>;
      case 'starter': return <TableCell key={column}>{row.processInstance.startUserNickname ?? ''}</TableCell>;
      case 'result': return <TableCell key={column} data-testid="task-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>;
      case 'reason': return <TableCell key={column} className="opinion" sx={{ minWidth: 160, maxWidth: 320, overflowWrap: 'anywhere' }}>{row.reason ?? ''}</TableCell>;
      case 'createTime': return <TableCell key={column}>{formatDate(row.createTime)}</TableCell>;
      case 'endTime': return <TableCell key={column}>{row.endTime ? formatDate(row.endTime) : ''}</TableCell>;
      case 'duration': return <TableCell key={column}>{duration(row.durationInMillis)}</TableCell>;
      case 'state': return (
        <TableCell key={column}>
          <Chip size="small" variant="outlined" color={row.suspensionState === 1 ? 'success' : 'warning'} label={t(row.suspensionState === 1 ? 'task.active' : 'task.suspended')} />
        </TableCell>
      );
    }
  };

  return (
    <ListFrame testId={`${kind}-task-page`}>
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid={`${kind}-task-table`} sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td.opinion': { whiteSpace: 'normal' } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c} sx={listHeadSx}>{t(LABEL[c])}</TableCell>)}
              <TableCell sx={listHeadSx}>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`task-row-${row.processInstance.id}`}>
                {columns.map((c) => cell(c, row))}
                <TableCell>
                  <Button size="small" onClick={() => open(row)} data-testid={`task-${done ? 'detail' : 'approve'}`}>{t(done ? 'common.detail' : 'task.approve')}</Button>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('common.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </ListFrame>
  );
}
