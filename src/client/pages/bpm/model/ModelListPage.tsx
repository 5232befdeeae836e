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
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import type { MenuPageProps } from '../../../routes/types.ts';
import { modelApi, type BpmModel, type BpmModelForm, type ModelQuery } from './modelApi.ts';
import { ModelFormDialog } from './ModelFormDialog.tsx';

const EMPTY: BpmModelForm = { key: '', name: '', category: '1', description: '', formType: null, formId: null, formCustomCreatePath: '', formCustomViewPath: '' };

/** /bpm/manager/model: the process models, their base form, and the way into the designer. */
export default function ModelListPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.model.${key}`);
  const navigate = useNavigate();
  const categories = useDict('bpm_model_category');
  const [filters, setFilters] = useState({ key: '', name: '', category: '' });
  const [query, setQuery] = useState<ModelQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: BpmModel[]; total: number }>({ list: [], total: 0 });
  const [editing, setEditing] = useState<BpmModelForm | null>(null);
  const [dialog, confirm] = useConfirm();

  const load = useCallback(() => {
    modelApi.page(query).then(setPage).catch(() => undefined);
  }, [query]);
  useEffect(load, [load]);

  const search = () => setQuery({ ...query, ...filters, pageNo: 1 });
  const remove = async (row: BpmModel) => {
    if (!(await confirm(t('deleteConfirm')))) return;
    await modelApi.remove(row.id);
    notifier.toast('success', t('deleted'));
    load();
  };
  const edit = async (row: BpmModel) => {
    const full = await modelApi.get(row.id);
    const { bpmnXml: _xml, createTime: _created, ...form } = full;
    setEditing(form);
  };

  return (
    <Box sx={{ p: 2 }} data-testid="model-list-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField size="small" sx={{ width: 200 }} label={t('key')} value={filters.key} onChange={(e) => setFilters({ ...filters, key: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <TextField size="small" sx={{ width: 200 }} label={t('name')} value={filters.name} onChange={(e) => setFilters({ ...filters, name: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <TextField size="small" select label={t('category')} value={filters.category} onChange={(e) => setFilters({ ...filters, category: e.target.value })} sx={{ width: 160 }}>
          <MenuItem value="">&nbsp;</MenuItem>
          {categories.map((c) => <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>)}
        </TextField>
        <Button variant="contained" onClick={search}>{t('search')}</Button>
        <Button onClick={() => { setFilters({ key: '', name: '', category: '' }); setQuery({ pageNo: 1, pageSize: query.pageSize }); }}>{t('reset')}</Button>
      </Box>
      <HasPermi value={['bpm:model:create']}>
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => setEditing({ ...EMPTY })} data-testid="model-create">{t('create')}</Button>
      </HasPermi>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="model-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('key')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('category')}</TableCell>
              <TableCell>{t('formType')}</TableCell>
              <TableCell>{t('enginePrefix')}</TableCell>
              <TableCell>{t('createTime')}</TableCell>
              <TableCell>{translate('app.bpm.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`model-row-${row.key}`}>
                <TableCell>{row.key}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell><DictTag type="bpm_model_category" value={row.category} /></TableCell>
                <TableCell><DictTag type="bpm_model_form_type" value={row.formType} /></TableCell>
                <TableCell>{row.enginePrefix}</TableCell>
                <TableCell>{row.createTime ? formatDate(row.createTime) : ''}</TableCell>
                <TableCell>
                  <HasPermi value={['bpm:model:update']}>
                    <Button size="small" onClick={() => navigate(`/bpm/manager/model/design?modelId=${row.id}`)} data-testid="model-design">{t('design')}</Button>
                    <Button size="small" onClick={() => void edit(row)} data-testid="model-edit">{t('edit')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:model:delete']}>
                    <Button size="small" color="error" onClick={() => void remove(row)} data-testid="model-delete">{t('delete')}</Button>
                  </HasPermi>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && (
              <TableRow><TableCell colSpan={7} align="center">{translate('app.bpm.common.empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={query.pageNo} pageSize={query.pageSize} onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} hideWhenEmpty />
      {editing && (
        <ModelFormDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notifier.toast('success', t(editing.id ? 'updated' : 'created'));
            setEditing(null);
            load();
          }}
        />
      )}
      {dialog}
    </Box>
  );
}
