import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier, saveBlob } from '../../../api/index.ts';
import { DataList, Pagination, type DataColumn, type ListAction } from '../../../components/index.ts';
import { ListFrame } from '../../../resources/index.ts';
import { codegenApi, refreshSession, type CodegenTable } from './codegenApi.ts';

const ImportDialog = lazy(() => import('./CodegenImportDialog.tsx'));
const PreviewDialog = lazy(() => import('./CodegenPreviewDialog.tsx'));

type Pending = { action: 'sync' | 'generate' | 'remove' | 'delete'; table: CodegenTable };

/**
 * 代码生成 (yudao's infra/codegen/index.vue): the imported tables, searched by name and comment; 导入, and per table
 * 预览, 编辑, 删除, 同步, 下载 as in yudao, and ours: 生成 adds the table to the running platform as a resource (its
 * menu appears at once), 移除 takes it out again and keeps the rows.
 */
export default function CodegenListPage() {
  const translate = useTranslate();
  const t = (key: string, data?: Record<string, unknown>): string => translate(`app.codegen.${key}`, data);
  const navigate = useNavigate();
  const [filters, setFilters] = useState({ tableName: '', tableComment: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [rows, setRows] = useState<{ list: CodegenTable[]; total: number }>({ list: [], total: 0 });
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const load = useCallback(() => codegenApi.page({ pageNo: page, pageSize, ...applied }).then(setRows, () => undefined), [page, pageSize, applied]);
  useEffect(() => {
    void load();
  }, [load]);
  const closePreview = useCallback(() => setPreviewing(null), []);

  // The text as translated now: the toast would translate a key again without the name.
  const done = (key: string, name: string) => notifier.toast('success', t(key, { name }));
  const run = async ({ action, table }: Pending) => {
    setPending(null);
    if (action === 'sync') {
      await codegenApi.sync(table.id);
      done('syncDone', table.classComment);
    } else if (action === 'generate') {
      await codegenApi.generate(table.id);
      await refreshSession();
      done('generateDone', table.classComment);
    } else if (action === 'remove') {
      await codegenApi.remove(table.id);
      await refreshSession();
      done('removeDone', table.classComment);
    } else {
      await codegenApi.delete(table.id);
      if (table.generated) await refreshSession();
      done('deleteDone', table.classComment);
    }
    await load();
  };
  const download = async (table: CodegenTable) => saveBlob(await codegenApi.download(table.id), `codegen-${table.tableName}.zip`);

  const data = { 'data-i18n': 'data' };
  const columns: DataColumn<CodegenTable>[] = [
    { key: 'tableName', label: t('tableName'), card: 'title', cellProps: data, cell: (table) => table.tableName },
    { key: 'tableComment', label: t('tableComment'), wrap: true, cellProps: data, cell: (table) => table.tableComment },
    { key: 'className', label: t('className'), cellProps: data, cell: (table) => table.className },
    { key: 'status', label: t('status'), card: 'status', cell: (table) => <Chip size="small" color={table.generated ? 'success' : 'default'} label={t(table.generated ? 'generated' : 'notGenerated')} /> },
    { key: 'createTime', label: t('createTime'), card: 'none', cell: (table) => formatDate(table.createTime) },
    { key: 'updateTime', label: t('updateTime'), cell: (table) => formatDate(table.updateTime) },
  ];
  const action = (key: string, onClick: () => void, color: ListAction['color'] = 'primary'): ListAction => ({ key, label: t(key), onClick, color, testId: `codegen-${key}` });
  const actions = (table: CodegenTable): ListAction[] => [
    action('preview', () => setPreviewing(table.id)),
    action('edit', () => navigate(`/codegen/edit/${table.id}`)),
    action('sync', () => setPending({ action: 'sync', table }), 'warning'),
    table.generated
      ? action('removeGenerated', () => setPending({ action: 'remove', table }), 'warning')
      : action('generate', () => setPending({ action: 'generate', table }), 'success'),
    action('download', () => void download(table)),
    action('delete', () => setPending({ action: 'delete', table }), 'error'),
  ];
  return (
    <ListFrame testId="codegen-page">
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }} component="form" onSubmit={(e) => {
        e.preventDefault();
        setPage(1);
        setApplied(filters);
      }}>
        <TextField size="small" sx={{ width: { xs: '100%', sm: 220 } }} label={t('tableName')} value={filters.tableName} onChange={(e) => setFilters({ ...filters, tableName: e.target.value })} />
        <TextField size="small" sx={{ width: { xs: '100%', sm: 220 } }} label={t('tableComment')} value={filters.tableComment} onChange={(e) => setFilters({ ...filters, tableComment: e.target.value })} />
        <Button type="submit" variant="contained">{t('search')}</Button>
        <Button onClick={() => {
          const empty = { tableName: '', tableComment: '' };
          setFilters(empty);
          setApplied(empty);
        }}>{t('reset')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" color="info" onClick={() => setImporting(true)} data-testid="codegen-import">{t('import')}</Button>
      </Stack>
      <DataList
        columns={columns}
        rows={rows.list}
        rowKey={(table) => table.id}
        rowProps={(table) => ({ 'data-testid': `codegen-row-${table.tableName}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
      />
      <Pagination total={rows.total} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(size, first) => {
        setPageSize(size);
        setPage(first);
      }} />
      <Suspense fallback={null}>
        {importing && <ImportDialog open onClose={() => setImporting(false)} onImported={() => {
          setImporting(false);
          void load();
        }} />}
        <PreviewDialog tableId={previewing} onClose={closePreview} />
      </Suspense>
      <Confirm
        isOpen={pending !== null}
        title={pending ? t(pending.action === 'remove' ? 'removeGenerated' : pending.action) : ''}
        content={pending ? t(`${pending.action}Confirm`, { name: pending.action === 'sync' || pending.action === 'delete' ? pending.table.tableName : pending.table.classComment }) : ''}
        confirm={t('confirm')}
        cancel={t('cancel')}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
    </ListFrame>
  );
}
