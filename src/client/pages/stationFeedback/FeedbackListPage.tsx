import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { addDateRange, formatDate } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { FilterSearchForm, ListFrame, type SearchInput } from '../../resources/index.ts';
import { FeedbackDetailDialog } from './FeedbackDetailDialog.tsx';
import { FEEDBACK_STATUS, stationFeedbackApi, type FeedbackRow } from './stationFeedbackApi.ts';

const summary = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * 联络站反馈 (staff: every feedback of the tenant) and 我的联络站反馈 (a deputy: assigned to them or at their stations),
 * docs/stations.md "Handling": filters by station, type, status, time and 超期; a table on a desk, cards on a phone;
 * a row opens its detail, where it is assigned, replied to, finished or made a proposal. `?id=` (the link of the
 * assignment message) opens that feedback at once.
 */
export function FeedbackListPage({ mine }: { mine: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.stationFeedback.${key}`);
  const [search, setSearch] = useSearchParams();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: FeedbackRow[]; total: number }>({ list: [], total: 0 });
  const [stations, setStations] = useState<{ id: number; name: string }[]>([]);
  const canListStations = useHasPermi(['renda:station:query']);
  const opened = Number(search.get('id')) || null;
  const open = (id: number | null) => setSearch(id ? { id: String(id) } : {}, { replace: true });

  useEffect(() => {
    if (!mine && canListStations) stationFeedbackApi.stations().then(setStations).catch(() => undefined);
  }, [mine, canListStations]);

  const inputs: SearchInput[] = useMemo(() => [
    ...(stations.length ? [{
      filter: { field: 'stationId', op: 'eq' as const },
      property: { type: 'integer' as const, title: t('station'), enum: stations.map((s) => s.id), labels: Object.fromEntries(stations.map((s) => [String(s.id), s.name])) },
    }] : []),
    { filter: { field: 'feedbackType', op: 'eq' }, property: { type: 'string', title: t('type'), dict: 'renda_station_feedback_type' } },
    { filter: { field: 'status', op: 'eq' }, property: { type: 'string', title: t('status'), dict: 'renda_station_feedback_status' } },
    { filter: { field: 'overdue', op: 'eq' }, property: { type: 'boolean', title: t('overdue') } },
    { filter: { field: 'trackingNo', op: 'eq' }, property: { type: 'string', title: t('trackingNo') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('createTime') } },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ] as SearchInput[], [stations, translate]);

  const load = useCallback(() => {
    const { createTime, ...rest } = applied;
    const query = addDateRange({ ...paging, ...rest }, (createTime as string[] | undefined) ?? null);
    stationFeedbackApi.page(query, mine).then(setPage).catch(() => undefined);
  }, [applied, paging, mine]);
  useEffect(load, [load]);

  const columns: DataColumn<FeedbackRow>[] = [
    { key: 'content', label: t('content'), card: 'title', wrap: true, minWidth: 200, cell: (row) => summary(row.content), cellProps: { 'data-i18n': 'data' } },
    {
      key: 'status', label: t('status'), card: 'status', width: 130,
      cell: (row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
          <DictTag type="renda_station_feedback_status" value={row.status} />
          {row.overdue && <Chip size="small" color="error" label={t('overdue')} data-testid="row-overdue" />}
        </Box>
      ),
      cellProps: { 'data-testid': 'row-status' },
    },
    { key: 'station', label: t('station'), cell: (row) => row.stationName ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'type', label: t('type'), width: 110, cell: (row) => <DictTag type="renda_station_feedback_type" value={row.feedbackType} /> },
    { key: 'createTime', label: t('createTime'), width: 170, cell: (row) => formatDate(row.createTime) },
    { key: 'trackingNo', label: t('trackingNo'), card: 'none', width: 170, cell: (row) => row.trackingNo },
    {
      key: 'assignees', label: t('assignees'), card: 'none', wrap: true,
      cell: (row) => [...row.assignees.map((a) => a.nickname), ...(row.handleDeptName ? [row.handleDeptName] : [])].join('、'), cellProps: { 'data-i18n': 'data' },
    },
  ];
  const actions = (row: FeedbackRow): ListAction[] => [{
    key: 'detail', primary: true, testId: 'row-detail', onClick: () => open(row.id),
    label: t(row.status === FEEDBACK_STATUS.PENDING && !mine ? 'handle' : 'view'),
  }];

  return (
    <ListFrame testId={mine ? 'my-station-feedback' : 'station-feedback'}>
      <FilterSearchForm inputs={inputs} current={applied} onSearch={(filter) => { setApplied(filter); setPaging({ ...paging, pageNo: 1 }); }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <RightToolbar onRefresh={load} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `feedback-row-${row.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
        testId="feedback-list"
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {opened && <FeedbackDetailDialog key={opened} id={opened} onClose={() => open(null)} onChanged={load} />}
    </ListFrame>
  );
}
