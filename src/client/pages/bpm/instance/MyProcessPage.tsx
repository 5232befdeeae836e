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
import { addDateRange, formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { DateRangeFields, type DayRange } from './DateRangeFields.tsx';
import { instanceApi, type BpmInstanceItem, type Page } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

const NO_FILTERS = { name: '', category: '', status: '', result: '', range: ['', ''] as DayRange };

/** 我的流程 (/bpm/task/my): the instances the user started, their current step and result; details and 取消. */
export default function MyProcessPage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const navigate = useNavigate();
  const categories = useDict('bpm_model_category');
  const statuses = useDict('bpm_process_instance_status');
  const results = useDict('bpm_process_instance_result');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<BpmInstanceItem>>({ list: [], total: 0 });
  const [cancelling, setCancelling] = useState<string | null>(null);

  const load = useCallback(() => {
    const { range, ...rest } = applied;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== ''));
    instanceApi.myPage(addDateRange({ ...paging, ...given }, range)).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const search = () => {
    setApplied(filters);
    setPaging({ ...paging, pageNo: 1 });
  };
  const select = (key: 'category' | 'status' | 'result', options: readonly { value: string; label: string }[]) => (
    <TextField size="small" select label={t(`my.${key}`)} value={filters[key]} sx={{ width: 140 }} onChange={(e) => setFilters({ ...filters, [key]: e.target.value })} data-testid={`my-filter-${key}`}>
      <MenuItem value="">&nbsp;</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );

  return (
    <Box sx={{ p: 2 }} data-testid="my-process-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField size="small" sx={{ width: 200 }} label={t('my.name')} value={filters.name} onChange={(e) => setFilters({ ...filters, name: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        {select('category', categories)}
        {select('status', statuses)}
        {select('result', results)}
        <DateRangeFields value={filters.range} onChange={(range) => setFilters({ ...filters, range })} />
        <Button variant="contained" onClick={search}>{t('common.search')}</Button>
        <Button onClick={() => { setFilters(NO_FILTERS); setApplied(NO_FILTERS); setPaging({ ...paging, pageNo: 1 }); }}>{t('common.reset')}</Button>
      </Box>
      <HasPermi value={['bpm:process-instance:create']}>
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => navigate('/bpm/process-instance/create')} data-testid="my-start">{t('my.start')}</Button>
      </HasPermi>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="my-process-table" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('my.id')}</TableCell>
              <TableCell>{t('my.name')}</TableCell>
              <TableCell>{t('my.category')}</TableCell>
              <TableCell>{t('my.currentTasks')}</TableCell>
              <TableCell>{t('my.status')}</TableCell>
              <TableCell>{t('my.result')}</TableCell>
              <TableCell>{t('my.createTime')}</TableCell>
              <TableCell>{t('my.endTime')}</TableCell>
              <TableCell>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`my-row-${row.id}`}>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.id.slice(0, 8)}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell><DictTag type="bpm_model_category" value={row.category} /></TableCell>
                <TableCell>{row.tasks.map((task) => task.name).join('、')}</TableCell>
                <TableCell><DictTag type="bpm_process_instance_status" value={row.status} /></TableCell>
                <TableCell data-testid="my-result"><DictTag type="bpm_process_instance_result" value={row.result} /></TableCell>
                <TableCell>{formatDate(row.createTime)}</TableCell>
                <TableCell>{row.endTime ? formatDate(row.endTime) : ''}</TableCell>
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
            {!page.list.length && <TableRow><TableCell colSpan={9} align="center">{t('common.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {cancelling && <CancelDialog instanceId={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); load(); }} />}
    </Box>
  );
}
