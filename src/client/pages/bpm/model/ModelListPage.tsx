import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useStore as useRaStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { ManifestResource } from '../../../api/index.ts';
import { useResource } from '../../../resources/index.ts';
import { useExport } from '../../../resources/hooks/useListActions.ts';
import { SearchForm } from '../../../resources/list/SearchForm.tsx';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import type { MenuPageProps } from '../../../routes/types.ts';
import { modelApi, type BpmModel, type BpmModelForm, type ModelQuery } from './modelApi.ts';
import { ModelFormDialog } from './ModelFormDialog.tsx';
import { ModelImportDialog } from './ModelImportDialog.tsx';
import { modelDeployApi, SUSPENSION } from './modelDeployApi.ts';
import { SuspensionChip } from './SuspensionChip.tsx';

const headSx = { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.100', whiteSpace: 'nowrap' } as const;

const TaskAssignRuleDialog = lazy(() => import('../rule/TaskAssignRuleDialog.tsx'));

const EMPTY: BpmModelForm = { key: '', name: '', category: '1', description: '', formType: null, formId: null, formCustomCreatePath: '', formCustomViewPath: '' };

/** The table's columns, in order; the column chooser hides any of them (kept per user, like a generated list's). */
// No 引擎前缀 column: which BPMN extension namespace a diagram was drawn with is the designer's business, not the list's.
const COLUMNS = ['key', 'name', 'category', 'formType', 'createTime', 'version', 'state', 'deploymentTime'] as const;
type Column = (typeof COLUMNS)[number];

/** 导出 of the models shown (the manifest's export route, ours: v1.6.2 has none; reading the list is all it needs). */
function ExportButton({ resource, filter }: { resource: ManifestResource; filter: Record<string, unknown> }) {
  const translate = useTranslate();
  const { exporting, exportExcel } = useExport(resource);
  return (
    <Button variant="outlined" color="warning" size="small" startIcon={<DownloadIcon />} disabled={exporting} aria-busy={exporting}
      onClick={() => exportExcel(filter, { field: 'id', order: 'DESC' })} data-testid="toolbar-export">
      {translate(exporting ? 'app.generated.exporting' : 'app.generated.export')}
    </Button>
  );
}

/**
 * /bpm/manager/model: the process models, their base form, the way into the designer, their rules, deployment and
 * state. The frame is every list's (issue 13): the manifest's search form, 新增 / 导入 / 导出 and the right toolbar
 * (search shown or not, refresh, columns), the table with the model's own actions and columns of its latest version.
 */
export default function ModelListPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.model.${key}`);
  const navigate = useNavigate();
  const { resource } = useResource('bpmModel');
  const [query, setQuery] = useState<ModelQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: BpmModel[]; total: number }>({ list: [], total: 0 });
  const [editing, setEditing] = useState<BpmModelForm | null>(null);
  const [dialog, confirm] = useConfirm();
  const [importing, setImporting] = useState(false);
  const [rulesOf, setRulesOf] = useState<{ modelId: number } | null>(null);
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useRaStore<string[]>('bpm.model.hiddenColumns', []);
  const r = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRule.${key}`, options);

  const load = useCallback(() => {
    modelApi.page(query).then(setPage).catch(() => undefined);
  }, [query]);
  useEffect(load, [load]);

  const { pageNo: _pageNo, pageSize: _pageSize, ...filter } = query;
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

  const titles: Record<Column, string> = {
    key: t('key'), name: t('name'), category: t('category'), formType: t('formType'),
    createTime: t('createTime'), version: r('version'), state: r('state'), deploymentTime: r('deploymentTime'),
  };
  const cells: Record<Column, (row: BpmModel) => ReactNode> = {
    key: (row) => row.key,
    name: (row) => row.name,
    category: (row) => <DictTag type="bpm_model_category" value={row.category} />,
    formType: (row) => <DictTag type="bpm_model_form_type" value={row.formType} />,
    createTime: (row) => (row.createTime ? formatDate(row.createTime) : ''),
    version: (row) => (row.processDefinition ? <Chip size="small" label={`v${row.processDefinition.version}`} /> : <Chip size="small" color="warning" variant="outlined" label={r('notDeployed')} />),
    state: (row) => row.processDefinition && <SuspensionChip state={row.processDefinition.suspensionState} />,
    deploymentTime: (row) => (row.processDefinition ? formatDate(row.processDefinition.deploymentTime) : ''),
  };
  const testIds: Partial<Record<Column, string>> = { version: 'model-version', state: 'model-state' };
  const visible = COLUMNS.filter((c) => !hidden.includes(c));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="model-list-page">
      {showSearch && resource && (
        <SearchForm resource={resource} filters={resource.list.filters} current={filter} onSearch={(f) => setQuery({ ...f, pageNo: 1, pageSize: query.pageSize })} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="list-toolbar">
        <HasPermi value={['bpm:model:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setEditing({ ...EMPTY })} data-testid="model-create">{translate('app.generated.add')}</Button>
        </HasPermi>
        <HasPermi value={['bpm:model:import']}>
          <Button variant="outlined" size="small" color="info" startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="model-import-open">{r('import')}</Button>
        </HasPermi>
        {resource && (
          <HasPermi value={['bpm:model:query']}>
            <ExportButton resource={resource} filter={filter} />
          </HasPermi>
        )}
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={load}
          columns={COLUMNS.map((key) => ({ key, label: titles[key], visible: !hidden.includes(key) }))}
          onToggleColumn={(key) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key])}
        />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="model-table" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {visible.map((c) => <TableCell key={c} align="center" sx={headSx}>{titles[c]}</TableCell>)}
              <TableCell align="center" sx={headSx}>{translate('app.bpm.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`model-row-${row.key}`}>
                {visible.map((c) => <TableCell key={c} align="center" data-testid={testIds[c]}>{cells[c](row)}</TableCell>)}
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
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
              <TableRow><TableCell colSpan={visible.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{translate('app.bpm.common.empty')}</TableCell></TableRow>
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
    </Paper>
  );
}
