import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatDate, notifier } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import { ListFrame, listHeadSx } from '../../../resources/index.ts';
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

  const head = (key: string) => <TableCell key={key} sx={listHeadSx}>{t(key)}</TableCell>;
  return (
    <ListFrame testId="data-source-page">
      {canCreate && (
        <Box sx={{ mb: 1.5 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="data-source-create">{t('create')}</Button>
        </Box>
      )}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>{['id', 'name', 'url', 'username', 'createTime', 'actions'].map(head)}</TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && <TableRow><TableCell colSpan={6} align="center" sx={{ py: 3, color: 'text.secondary' }}>{t('empty')}</TableCell></TableRow>}
            {rows?.map((source) => (
              <TableRow key={source.id} hover data-testid={`data-source-row-${source.id}`}>
                <TableCell>{source.id}</TableCell>
                <TableCell data-i18n="data">{source.name}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{source.url}</TableCell>
                <TableCell>{source.username}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(source.createTime)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {source.id === MASTER_ID ? (
                    <Chip size="small" label={t('master')} />
                  ) : (
                    <>
                      {canUpdate && <Button size="small" onClick={() => setEditing(source)} data-testid="data-source-edit">{t('edit')}</Button>}
                      {canDelete && <Button size="small" color="error" onClick={() => setDeleting(source)} data-testid="data-source-delete">{t('delete')}</Button>}
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
