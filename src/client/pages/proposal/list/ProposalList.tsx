import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, listHeadSx, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { Page, ProposalItem } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';

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
  /** Buttons on the toolbar's left (新建建议). */
  toolbar?: ReactNode;
}

const FIXED = ['serialNo', 'title', 'type', 'status'] as const;

/**
 * 我的建议 and 办理建议 in every list's frame: search by title, type and status, the toolbar (its buttons, the right
 * toolbar with the column chooser), the rows with their actions, the pager.
 */
export function ProposalList({ testId, load, columns, actions, toolbar }: ProposalListProps) {
  const { t } = useProposalText();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<ProposalItem>>({ list: [], total: 0 });
  // kept alive between visits: each visit lists what is there now (a draft just submitted, a reply just sent)
  const visit = useLocation().key;
  const chrome = useListChrome(testId, useMemo(() => [...FIXED.map((key) => ({ key, label: t(`field.${key}`) })), ...columns.map(({ key, label }) => ({ key, label }))], [columns, t]));
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'title', op: 'like' }, property: { type: 'string', title: t('field.title') } },
    { filter: { field: 'type', op: 'eq' }, property: { type: 'string', dict: 'renda_proposal_type', title: t('field.type') } },
    { filter: { field: 'status', op: 'eq' }, property: { type: 'integer', dict: 'renda_proposal_status', title: t('field.status') } },
  ], [t]);

  const reload = useCallback(() => {
    load({ ...paging, ...applied }).then(setPage).catch(() => undefined);
  }, [applied, paging, load]);
  useEffect(reload, [reload, visit]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const shownFixed = FIXED.filter(chrome.shown);
  const shownColumns = columns.filter((c) => chrome.shown(c.key));
  const fixedCell = (key: (typeof FIXED)[number], row: ProposalItem) => {
    switch (key) {
      case 'serialNo': return <TableCell key={key}>{row.serialNo ? t('detail.serial', { n: row.serialNo }) : '—'}</TableCell>;
      case 'title': return <TableCell key={key} className="title" data-i18n="data">{row.title}</TableCell>;
      case 'type': return <TableCell key={key}><DictTag type="renda_proposal_type" value={row.type} /></TableCell>;
      case 'status': return <TableCell key={key} data-testid="row-status"><DictTag type="renda_proposal_status" value={row.status} /></TableCell>;
    }
  };

  return (
    <ListFrame testId={testId}>
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {toolbar}
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={reload} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td.title': { whiteSpace: 'normal', minWidth: 200 }, '& td.wrap': { whiteSpace: 'normal', minWidth: 100 } }}>
          <TableHead>
            <TableRow>
              {shownFixed.map((key) => <TableCell key={key} sx={listHeadSx}>{t(`field.${key}`)}</TableCell>)}
              {shownColumns.map((c) => <TableCell key={c.key} sx={listHeadSx}>{c.label}</TableCell>)}
              <TableCell sx={listHeadSx}>{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`${testId}-row-${row.id}`}>
                {shownFixed.map((key) => fixedCell(key, row))}
                {shownColumns.map((c) => <TableCell key={c.key} className={c.wrap ? 'wrap' : undefined}>{c.cell(row)}</TableCell>)}
                <TableCell>{actions(row, reload)}</TableCell>
              </TableRow>
            ))}
            {!page.list.length && <TableRow><TableCell colSpan={shownFixed.length + shownColumns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('list.empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </ListFrame>
  );
}
