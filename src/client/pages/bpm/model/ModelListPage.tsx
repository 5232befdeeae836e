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
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
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
import { ModelImportDialog } from './ModelImportDialog.tsx';
import { modelDeployApi, SUSPENSION } from './modelDeployApi.ts';
import { SuspensionChip } from './SuspensionChip.tsx';

const TaskAssignRuleDialog = lazy(() => import('../rule/TaskAssignRuleDialog.tsx'));

const EMPTY: BpmModelForm = { key: '', name: '', category: '1', description: '', formType: null, formId: null, formCustomCreatePath: '', formCustomViewPath: '' };

/** /bpm/manager/model: the process models, their base form, the way into the designer, their rules, deployment and state. */
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
  const [importing, setImporting] = useState(false);
  const [rulesOf, setRulesOf] = useState<{ modelId: number } | null>(null);
  const r = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRule.${key}`, options);

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
  const deploy = async (row: BpmModel) => {
    if (!(await confirm(r('deployConfirm')))) return;
    await modelDeployApi.deploy(row.id);
    notifier.toast('success', r('deployed'));
    load();
  };
  const changeState = async (row: BpmModel, state: number) => {
    const action = r(state === SUSPENSION.ACTIVE ? 'activate' : 'suspend');
    if (!(await confirm(r('stateConfirm', { action, name: row.name })))) return;
    await modelDeployApi.updateState(row.id, state);
    notifier.toast('success', r('stateDone', { action }));
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
        <TextField size="small" sx={{ width: 200 }} label={t('key')} value={filters.key} onChange={(e) => setFilters({ ...filters, key: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} slotProps={{ htmlInput: { 'data-testid': 'model-filter-key' } }} />
        <TextField size="small" sx={{ width: 200 }} label={t('name')} value={filters.name} onChange={(e) => setFilters({ ...filters, name: e.target.value })} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <TextField size="small" select label={t('category')} value={filters.category} onChange={(e) => setFilters({ ...filters, category: e.target.value })} sx={{ width: 160 }}>
          <MenuItem value="">&nbsp;</MenuItem>
          {categories.map((c) => <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>)}
        </TextField>
        <Button variant="contained" onClick={search}>{t('search')}</Button>
        <Button onClick={() => { setFilters({ key: '', name: '', category: '' }); setQuery({ pageNo: 1, pageSize: query.pageSize }); }}>{t('reset')}</Button>
      </Box>
      <HasPermi value={['bpm:model:create']}>
        <Button variant="outlined" sx={{ mb: 1, mr: 1 }} onClick={() => setEditing({ ...EMPTY })} data-testid="model-create">{t('create')}</Button>
      </HasPermi>
      <HasPermi value={['bpm:model:import']}>
        <Button variant="outlined" color="info" sx={{ mb: 1 }} onClick={() => setImporting(true)} data-testid="model-import-open">{r('import')}</Button>
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
              <TableCell>{r('version')}</TableCell>
              <TableCell>{r('state')}</TableCell>
              <TableCell>{r('deploymentTime')}</TableCell>
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
                <TableCell data-testid="model-version">
                  {row.processDefinition ? <Chip size="small" label={`v${row.processDefinition.version}`} /> : <Chip size="small" color="warning" variant="outlined" label={r('notDeployed')} />}
                </TableCell>
                <TableCell data-testid="model-state">
                  {row.processDefinition && <SuspensionChip state={row.processDefinition.suspensionState} />}
                </TableCell>
                <TableCell>{row.processDefinition ? formatDate(row.processDefinition.deploymentTime) : ''}</TableCell>
                <TableCell>
                  <HasPermi value={['bpm:model:update']}>
                    <Button size="small" onClick={() => navigate(`/bpm/manager/model/design?modelId=${row.id}`)} data-testid="model-design">{t('design')}</Button>
                    <Button size="small" onClick={() => void edit(row)} data-testid="model-edit">{t('edit')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:task-assign-rule:query']}>
                    <Button size="small" onClick={() => setRulesOf({ modelId: row.id })} data-testid="model-rules">{r('rules')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:model:deploy']}>
                    <Button size="small" onClick={() => void deploy(row)} data-testid="model-deploy">{r('deploy')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:process-definition:query']}>
                    <Button size="small" onClick={() => navigate(`/bpm/manager/definition?key=${encodeURIComponent(row.key)}`)} data-testid="model-definitions">{r('definitions')}</Button>
                  </HasPermi>
                  {row.processDefinition && (
                    <HasPermi value={['bpm:model:update']}>
                      {row.processDefinition.suspensionState === SUSPENSION.ACTIVE
                        ? <Button size="small" color="warning" onClick={() => void changeState(row, SUSPENSION.SUSPENDED)} data-testid="model-suspend">{r('suspend')}</Button>
                        : <Button size="small" color="success" onClick={() => void changeState(row, SUSPENSION.ACTIVE)} data-testid="model-activate">{r('activate')}</Button>}
                    </HasPermi>
                  )}
                  <HasPermi value={['bpm:model:delete']}>
                    <Button size="small" color="error" onClick={() => void remove(row)} data-testid="model-delete">{t('delete')}</Button>
                  </HasPermi>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && (
              <TableRow><TableCell colSpan={10} align="center">{translate('app.bpm.common.empty')}</TableCell></TableRow>
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
      {importing && <ModelImportDialog onClose={() => setImporting(false)} onImported={() => { setImporting(false); load(); }} />}
      {rulesOf && (
        <Suspense fallback={null}>
          <TaskAssignRuleDialog owner={rulesOf} onClose={() => setRulesOf(null)} />
        </Suspense>
      )}
      {dialog}
    </Box>
  );
}
