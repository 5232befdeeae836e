import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatDate, notifier } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import { DataList, type DataColumn, type ListAction } from '../../../components/index.ts';
import { ListFrame } from '../../../resources/index.ts';
import { dataSourceApi, MASTER_ID, type DataSource } from './dataSourceApi.ts';

const FormDialog = lazy(() => import('./DataSourceFormDialog.tsx'));

/**
 * 数据源配置 (yudao's infra/dataSourceConfig/index.vue): the databases 代码生成 imports tables from. The master, the
 * platform's own database, comes first and cannot be changed here; further PostgreSQL databases are added, edited and
 * deleted (docs/codegen.md, data sources).
 */
export default function DataSourceConfigPage() {
  const translate = useTranslate();
  const t = (key: string, data?: Record<string, unknown>): string => translate(`app.dataSource.${key}`, data);
  const canCreate = useHasPermi(['infra:data-source-config:create']);
  const canUpdate = useHasPermi(['infra:data-source-config:update']);
  const canDelete = useHasPermi(['infra:data-source-config:delete']);
  const [rows, setRows] = useState<DataSource[] | null>(null);
  const [editing, setEditing] = useState<DataSource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DataSource | null>(null);

  const load = useCallback(() => dataSourceApi.list().then(setRows, () => setRows([])), []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (source: DataSource) => {
    setDeleting(null);
    await dataSourceApi.delete(source.id);
    notifier.toast('success', t('deleteDone', { name: source.name }));
    await load();
  };

  const columns: DataColumn<DataSource>[] = [
    { key: 'id', label: t('id'), card: 'none', cell: (source) => source.id },
    // The master is the platform's own database: it is neither edited nor deleted here, and says so beside its name.
    {
      key: 'name', label: t('name'), card: 'title',
      cell: (source) => (
        <>
          <span data-i18n="data">{source.name}</span>
          {source.id === MASTER_ID && <Chip size="small" label={t('master')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: 'url', label: t('url'), wrap: true, cell: (source) => <Box component="span" sx={{ wordBreak: 'break-all' }}>{source.url}</Box> },
    { key: 'username', label: t('username'), cell: (source) => source.username },
    { key: 'createTime', label: t('createTime'), cell: (source) => formatDate(source.createTime) },
  ];
  const actions = (source: DataSource): ListAction[] => (source.id === MASTER_ID ? [] : [
    ...(canUpdate ? [{ key: 'edit', label: t('edit'), onClick: () => setEditing(source), testId: 'data-source-edit' }] : []),
    ...(canDelete ? [{ key: 'delete', label: t('delete'), color: 'error' as const, onClick: () => setDeleting(source), testId: 'data-source-delete' }] : []),
  ]);
  return (
    <ListFrame testId="data-source-page">
      {canCreate && (
        <Box sx={{ mb: 1.5 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="data-source-create">{t('create')}</Button>
        </Box>
      )}
      <DataList
        columns={columns}
        rows={rows ?? undefined}
        rowKey={(source) => source.id}
        rowProps={(source) => ({ 'data-testid': `data-source-row-${source.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        loading={rows === null}
        empty={t('empty')}
        label={t('title')}
      />
      <Suspense fallback={null}>
        {editing && (
          <FormDialog
            source={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              notifier.toast('success', t(editing === 'new' ? 'createDone' : 'updateDone'));
              setEditing(null);
              void load();
            }}
          />
        )}
      </Suspense>
      <Confirm
        isOpen={deleting !== null}
        title={t('delete')}
        content={deleting ? t('deleteConfirm', { name: deleting.name }) : ''}
        confirm={t('confirm')}
        cancel={t('cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </ListFrame>
  );
}
