import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addDateRange, formatDate } from '../../../api/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, useListChrome, type SearchInput } from '../../../resources/index.ts';
import { instanceApi, type Page } from '../instance/instanceApi.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';
import { TaskSummary } from './TaskSummary.tsx';
import { taskRow, type TaskRowModel } from './taskRows.ts';

type Column = 'item' | 'step' | 'summary' | 'outcome' | 'reason' | 'createTime' | 'endTime' | 'duration';
const TODO: readonly Column[] = ['item', 'step', 'summary', 'createTime'];
const DONE: readonly Column[] = ['item', 'step', 'outcome', 'reason', 'summary', 'endTime', 'duration'];
const LABEL: Record<Column, string> = {
  item: 'inbox.item', step: 'inbox.step', summary: 'inbox.kind', outcome: 'inbox.outcome', reason: 'task.reason', createTime: 'common.createTime',
  endTime: 'task.endTime', duration: 'task.duration',
};

/**
 * 待办任务 and 已办任务 (v1.6.2 todo / done, docs/inbox.md): the caller's tasks as business items — the item's title,
 * the step in its words, kind, who asks, deadline and 已逾期 — filtered by kind, overdue, step name and creation
 * time, the nearest deadline first. A click on a row's title or button opens the page where the task is done (the
 * proposal's panel, the process's 通过 / 不通过) in one step. Rows are a table on a desk and cards on a phone, both
 * drawn from one row model (taskRows.ts).
 */
export function TaskListPage({ done }: { done: boolean }) {
  const { t, duration } = useBpmRunText();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<TaskRowModel>>({ list: [], total: 0 });
  const kind = done ? 'done' : 'todo';
  const all = done ? DONE : TODO;
  const chrome = useListChrome(`bpm.task.${kind}`, useMemo(() => all.map((key) => ({ key, label: t(LABEL[key]) })), [all, t]));
  const inputs: SearchInput[] = useMemo(() => [
    {
      filter: { field: 'kind', op: 'eq' },
      property: { type: 'string', title: t('inbox.kind'), enum: ['proposal', 'leave', 'process'], labels: { proposal: t('inbox.kinds.proposal'), leave: t('inbox.kinds.leave'), process: t('inbox.kinds.process') } },
    },
    { filter: { field: 'overdue', op: 'eq' }, property: { type: 'boolean', title: t('inbox.overdue') } },
    { filter: { field: 'name', op: 'like' }, property: { type: 'string', title: t('task.name') } },
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('common.createTime') } },
  ], [t]);

  const load = useCallback(() => {
    const { name, createTime, kind: itemKind, overdue } = applied;
    const query = addDateRange({
      ...paging, ...(name ? { name } : {}), ...(itemKind ? { kind: itemKind } : {}), ...(overdue === undefined || overdue === '' ? {} : { overdue }),
    }, (createTime as string[] | undefined) ?? null);
    (done ? instanceApi.donePage(query) : instanceApi.todoPage(query))
      .then((p) => setPage({ total: p.total, list: p.list.map(taskRow) }))
      .catch(() => undefined);
  }, [applied, paging, done]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => {
    setApplied(filter);
    setPaging({ ...paging, pageNo: 1 });
  };
  const actionLabel = t(done ? 'inbox.view' : 'inbox.handle');
  const title = (row: TaskRowModel) => (
    <MuiLink component={Link} to={row.link} underline="hover" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-i18n="data" data-testid="task-title">{row.title}</MuiLink>
  );
  const outcome = (row: TaskRowModel) => (row.outcome
    ? <Typography component="span" variant="body2" data-i18n="data">{row.outcome}</Typography>
    : <DictTag type="bpm_process_instance_result" value={row.result} />);

  const column: Record<Column, DataColumn<TaskRowModel>> = {
    item: { key: 'item', label: t(LABEL.item), card: 'title', wrap: true, cell: title },
    step: { key: 'step', label: t(LABEL.step), cell: (row) => row.step, cellProps: { 'data-i18n': 'data', 'data-testid': 'task-step' } },
    summary: { key: 'summary', label: t(LABEL.summary), wrap: true, cell: (row) => <TaskSummary row={row} done={done} /> },
    outcome: { key: 'outcome', label: t(LABEL.outcome), card: 'status', cell: outcome, cellProps: { 'data-testid': 'task-result' } },
    reason: { key: 'reason', label: t(LABEL.reason), wrap: true, cell: (row) => row.reason ?? '', cellProps: { className: 'opinion' } },
    createTime: { key: 'createTime', label: t(LABEL.createTime), cell: (row) => formatDate(row.createTime) },
    endTime: { key: 'endTime', label: t(LABEL.endTime), card: 'none', cell: (row) => (row.endTime ? formatDate(row.endTime) : '') },
    duration: { key: 'duration', label: t(LABEL.duration), card: 'none', cell: (row) => duration(row.durationInMillis) },
  };
  const columns = all.filter(chrome.shown).map((key) => column[key]);

  return (
    <ListFrame testId={`${kind}-task-page`}>
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={applied} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `task-row-${row.instanceId}` })}
        actions={(row) => [{ key: 'open', label: actionLabel, onClick: () => navigate(row.link), testId: `task-${done ? 'detail' : 'approve'}` }]}
        actionsLabel={t('common.actions')}
        empty={t('common.empty')}
        testId={`${kind}-task-table`}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
    </ListFrame>
  );
}
