import Box from '@mui/material/Box';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { Page, ProposalItem } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';

/** A column after 标题 / 类型 / 状态 (its label a string: the column chooser lists it). */
export type Column = DataColumn<ProposalItem> & { label: string };

interface ProposalListProps {
  testId: string;
  load(query: Record<string, unknown>): Promise<Page<ProposalItem>>;
  /** Columns after 标题 / 类型 / 状态. */
  columns: readonly Column[];
  actions(row: ProposalItem, reload: () => void): ListAction[];
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
  const fixed: Record<(typeof FIXED)[number], DataColumn<ProposalItem>> = {
    serialNo: { key: 'serialNo', label: t('field.serialNo'), cell: (row) => (row.serialNo ? t('detail.serial', { n: row.serialNo }) : '—') },
    title: { key: 'title', label: t('field.title'), card: 'title', wrap: true, cell: (row) => row.title, cellProps: { 'data-i18n': 'data', 'data-testid': 'row-title' } },
    type: { key: 'type', label: t('field.type'), cell: (row) => <DictTag type="renda_proposal_type" value={row.type} /> },
    status: { key: 'status', label: t('field.status'), card: 'status', cell: (row) => <DictTag type="renda_proposal_status" value={row.status} />, cellProps: { 'data-testid': 'row-status' } },
  };
  const shown = [...FIXED.filter(chrome.shown).map((key) => fixed[key]), ...columns.filter((c) => chrome.shown(c.key))];

  return (
    <ListFrame testId={testId}>
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {toolbar}
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={reload} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={shown}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `${testId}-row-${row.id}` })}
        actions={(row) => actions(row, reload)}
        actionsLabel={t('list.actions')}
        empty={t('list.empty')}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </ListFrame>
  );
}
