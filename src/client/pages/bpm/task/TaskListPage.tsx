import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { addDateRange, formatDate } from '../../../api/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { DateRangeFields, type DayRange } from '../instance/DateRangeFields.tsx';
import { instanceApi, type BpmTask, type Page } from '../instance/instanceApi.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';

const NO_FILTERS = { name: '', range: ['', ''] as DayRange };

/**
 * 待办任务 and 已办任务 (v1.6.2 todo / done): the caller's tasks filtered by name and creation time. 审批 and 详情
 * both open the instance's detail page, where the decision is taken.
 */
export function TaskListPage({ done }: { done: boolean }) {
  const { t, duration } = useBpmRunText();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<BpmTask>>({ list: [], total: 0 });
  const kind = done ? 'done' : 'todo';

  const load = useCallback(() => {
    const query = addDateRange({ ...paging, ...(applied.name ? { name: applied.name } : {}) }, applied.range);
    (done ? instanceApi.donePage(query) : instanceApi.todoPage(query)).then(setPage).catch(() => undefined);
  }, [applied, paging, done]);
  useEffect(load, [load]);

  const search = () => {
    setApplied(filters);
    setPaging({ ...paging, pageNo: 1 });
  };
  const open = (row: BpmTask) => navigate(`/bpm/process-instance/detail?id=${row.processInstance.id}`);

  return (
    <Box sx={{ p: 2 }} data-testid={`${kind}-task-page`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField size="small" sx={{ width: 200 }} label={t('task.name')} value={filters.name} onChange={(e) => setFilters({ ...filters, name: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <DateRangeFields value={filters.range} onChange={(range) => setFilters({ ...filters, range })} />
        <Button variant="contained" onClick={search}>{t('common.search')}</Button>
        <Button onClick={() => { setFilters(NO_FILTERS); setApplied(NO_FILTERS); setPaging({ ...paging, pageNo: 1 }); }}>{t('common.reset')}</Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid={`${kind}-task-table`} sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td.opinion': { whiteSpace: 'normal' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('task.id')}</TableCell>
              <TableCell>{t('task.name')}</TableCell>
              <TableCell>{t('task.process')}</TableCell>
              <TableCell>{t('task.starter')}</TableCell>
              {done ? (
                <>
                  <TableCell>{t('task.result')}</TableCell>
                  <TableCell>{t('task.reason')}</TableCell>
                  <TableCell>{t('common.createTime')}</TableCell>
                  <TableCell>{t('task.endTime')}</TableCell>
                  <TableCell>{t('task.duration')}</TableCell>
                </>
              ) : (
                <>
                  <TableCell>{t('common.createTime')}</TableCell>
                  <TableCell>{t('task.state')}</TableCell>
                </>
              )}
              <TableCell>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`task-row-${row.processInstance.id}`}>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.id.slice(0, 8)}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.processInstance.name}</TableCell>
                <TableCell>{row.processInstance.startUserNickname ?? ''}</TableCell>
                {done ? (
                  <>
                    <TableCell data-testid="task-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>
                    <TableCell className="opinion" sx={{ minWidth: 160, maxWidth: 320, overflowWrap: 'anywhere' }}>{row.reason ?? ''}</TableCell>
                    <TableCell>{formatDate(row.createTime)}</TableCell>
                    <TableCell>{row.endTime ? formatDate(row.endTime) : ''}</TableCell>
                    <TableCell>{duration(row.durationInMillis)}</TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>{formatDate(row.createTime)}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={row.suspensionState === 1 ? 'success' : 'warning'} label={t(row.suspensionState === 1 ? 'task.active' : 'task.suspended')} />
                    </TableCell>
                  </>
                )}
                <TableCell>
                  <Button size="small" onClick={() => open(row)} data-testid={`task-${done ? 'detail' : 'approve'}`}>{t(done ? 'common.detail' : 'task.approve')}</Button>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={done ? 10 : 7} align="center">{t('common.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </Box>
  );
}
