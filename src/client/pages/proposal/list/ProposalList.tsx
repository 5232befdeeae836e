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
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import type { Page, ProposalItem } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';

const NO_FILTERS = { title: '', type: '', status: '' };

export interface Column {
  key: string;
  label: string;
  cell(row: ProposalItem): ReactNode;
  /** A long name that may take two lines. */
  wrap?: boolean;
}

interface ProposalListProps {
  testId: string;
  load(query: Record<string, unknown>): Promise<Page<ProposalItem>>;
  /** Columns after 标题 / 类型 / 状态. */
  columns: readonly Column[];
  actions(row: ProposalItem, reload: () => void): ReactNode;
  toolbar?: ReactNode;
}

/** The frame of 我的建议 and 办理建议: search by title, type and status, the rows with their actions, the pager. */
export function ProposalList({ testId, load, columns, actions, toolbar }: ProposalListProps) {
  const { t } = useProposalText();
  const types = useDict('renda_proposal_type');
  const statuses = useDict('renda_proposal_status');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<ProposalItem>>({ list: [], total: 0 });
  // kept alive between visits: each visit lists what is there now (a draft just submitted, a reply just sent)
  const visit = useLocation().key;

  const reload = useCallback(() => {
    const given = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== ''));
    load({ ...paging, ...given }).then(setPage).catch(() => undefined);
  }, [applied, paging, load]);
  useEffect(reload, [reload, visit]);

  const search = () => {
    setApplied(filters);
    setPaging({ ...paging, pageNo: 1 });
  };
  const select = (key: 'type' | 'status', options: readonly { value: string; label: string }[]) => (
    <TextField size="small" select label={t(`field.${key}`)} value={filters[key]} sx={{ width: 140 }} onChange={(e) => setFilters({ ...filters, [key]: e.target.value })} data-testid={`${testId}-filter-${key}`}>
      <MenuItem value="">&nbsp;</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );

  return (
    <Box sx={{ p: 2 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField size="small" sx={{ width: 220 }} label={t('field.title')} value={filters.title} onChange={(e) => setFilters({ ...filters, title: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        {select('type', types)}
        {select('status', statuses)}
        <Button variant="contained" onClick={search}>{t('list.search')}</Button>
        <Button onClick={() => { setFilters(NO_FILTERS); setApplied(NO_FILTERS); setPaging({ ...paging, pageNo: 1 }); }}>{t('list.reset')}</Button>
      </Box>
      {toolbar}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td.title': { whiteSpace: 'normal', minWidth: 200 }, '& td.wrap': { whiteSpace: 'normal', minWidth: 100 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('field.serialNo')}</TableCell>
              <TableCell>{t('field.title')}</TableCell>
              <TableCell>{t('field.type')}</TableCell>
              <TableCell>{t('field.status')}</TableCell>
              {columns.map((c) => <TableCell key={c.key}>{c.label}</TableCell>)}
              <TableCell>{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`${testId}-row-${row.id}`}>
                <TableCell>{row.serialNo ? t('detail.serial', { n: row.serialNo }) : '—'}</TableCell>
                <TableCell className="title" data-i18n="data">{row.title}</TableCell>
                <TableCell><DictTag type="renda_proposal_type" value={row.type} /></TableCell>
                <TableCell data-testid="row-status"><DictTag type="renda_proposal_status" value={row.status} /></TableCell>
                {columns.map((c) => <TableCell key={c.key} className={c.wrap ? 'wrap' : undefined}>{c.cell(row)}</TableCell>)}
                <TableCell>{actions(row, reload)}</TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={columns.length + 5} align="center">{t('list.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </Box>
  );
}
