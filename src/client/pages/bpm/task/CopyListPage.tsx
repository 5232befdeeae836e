import MuiLink from '@mui/material/Link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addDateRange, formatDate } from '../../../api/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, type DataColumn } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { FilterSearchForm, ListFrame, type SearchInput } from '../../../resources/index.ts';
import { instanceApi, type BpmCopy, type Page } from '../instance/instanceApi.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';

/** The page the server says the row opens (a proposal's detail), else the instance's. */
const detailLink = (row: BpmCopy) => row.link ?? `/bpm/process-instance/detail?id=${row.processInstanceId}`;

/**
 * 抄送我的 (today's yudao, /bpm/task/copy): the instances copied to the user, newest first — the process, who copied
 * it at which step and why, who started it and how it stands; a row opens the instance (a proposal its detail). A
 * table on a desk, cards on a phone (the one list).
 */
export default function CopyListPage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<BpmCopy>>({ list: [], total: 0 });
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'processInstanceName', op: 'like' }, property: { type: 'string', title: t('copy.name') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('copy.time') } },
  ], [t]);

  const load = useCallback(() => {
    const { processInstanceName, createTime } = applied;
    const query = addDateRange({ ...paging, ...(processInstanceName ? { processInstanceName } : {}) }, (createTime as string[] | undefined) ?? null);
    instanceApi.copyPage(query).then(setPage).catch(() => undefined);
  }, [applied, paging]);
  useEffect(load, [load]);

  const columns: DataColumn<BpmCopy>[] = [
    {
      key: 'name', label: t('copy.name'), card: 'title', wrap: true,
      cell: (row) => <MuiLink component={Link} to={detailLink(row)} underline="hover" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-i18n="data">{row.processInstanceName}</MuiLink>,
    },
    { key: 'result', label: t('copy.result'), card: 'status', cell: (row) => <DictTag type="bpm_process_instance_result" value={row.result} /> },
    { key: 'from', label: t('copy.from'), cell: (row) => row.createUser?.nickname ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'step', label: t('copy.step'), cell: (row) => row.activityName ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'reason', label: t('copy.reason'), wrap: true, cell: (row) => row.reason ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'starter', label: t('copy.starter'), card: 'none', cell: (row) => row.startUser?.nickname ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'time', label: t('copy.time'), cell: (row) => formatDate(row.createTime) },
  ];

  return (
    <ListFrame testId="copy-page">
      <FilterSearchForm inputs={inputs} current={applied} onSearch={(filter) => { setApplied(filter); setPaging({ ...paging, pageNo: 1 }); }} />
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `copy-row-${row.processInstanceId}` })}
        actions={(row) => [{ key: 'open', label: t('common.detail'), onClick: () => navigate(detailLink(row)), testId: 'copy-detail' }]}
        actionsLabel={t('common.actions')}
        empty={t('common.empty')}
        testId="copy-table"
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </ListFrame>
  );
}
