import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi, useHasPermi } from '../../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { ManifestResource } from '../../../api/index.ts';
import { ListFrame, useListChrome, useResource } from '../../../resources/index.ts';
import { useExport } from '../../../resources/hooks/useListActions.ts';
import { SearchForm } from '../../../resources/list/SearchForm.tsx';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import type { MenuPageProps } from '../../../routes/types.ts';
import { modelApi, type BpmModel, type BpmModelForm, type ModelQuery } from './modelApi.ts';
import { ModelFormDialog } from './ModelFormDialog.tsx';
import { ModelImportDialog } from './ModelImportDialog.tsx';
import { modelDeployApi, SUSPENSION } from './modelDeployApi.ts';
import { SuspensionChip } from './SuspensionChip.tsx';
import { CategoryName } from '../category/CategoryName.tsx';

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
  const r = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRule.${key}`, options);
  const canUpdate = useHasPermi(['bpm:model:update']);
  const canSeeRules = useHasPermi(['bpm:task-assign-rule:query']);
  const canDeploy = useHasPermi(['bpm:model:deploy']);
  const canSeeDefinitions = useHasPermi(['bpm:process-definition:query']);
  const canDelete = useHasPermi(['bpm:model:delete']);

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
    const { bpmnXml: _xml, createTime: _created, categoryName: _categoryName, ...form } = full;
    setEditing(form);
  };

  const titles: Record<Column, string> = {
    key: t('key'), name: t('name'), category: t('category'), formType: t('formType'),
    createTime: t('createTime'), version: r('version'), state: r('state'), deploymentTime: r('deploymentTime'),
  };
  const columns: Record<Column, DataColumn<BpmModel>> = {
    key: { key: 'key', label: titles.key, card: 'none', cell: (row) => row.key },
    name: { key: 'name', label: titles.name, card: 'title', wrap: true, minWidth: 120, cell: (row) => row.name },
    category: { key: 'category', label: titles.category, cell: (row) => <CategoryName row={row} /> },
    formType: { key: 'formType', label: titles.formType, card: 'none', cell: (row) => <DictTag type="bpm_model_form_type" value={row.formType} /> },
    createTime: { key: 'createTime', label: titles.createTime, card: 'none', cell: (row) => (row.createTime ? formatDate(row.createTime) : '') },
    version: {
      key: 'version', label: titles.version, cellProps: { 'data-testid': 'model-version' },
      cell: (row) => (row.processDefinition ? <Chip size="small" label={`v${row.processDefinition.version}`} /> : <Chip size="small" color="warning" variant="outlined" label={r('notDeployed')} />),
    },
    state: { key: 'state', label: titles.state, card: 'status', cellProps: { 'data-testid': 'model-state' }, cell: (row) => row.processDefinition && <SuspensionChip state={row.processDefinition.suspensionState} /> },
    deploymentTime: { key: 'deploymentTime', label: titles.deploymentTime, cell: (row) => (row.processDefinition ? formatDate(row.processDefinition.deploymentTime) : '') },
  };
  // The model's actions, each behind its permission; 设计 first, the card's button on a phone.
  const actions = (row: BpmModel): ListAction[] => {
    const active = row.processDefinition?.suspensionState === SUSPENSION.ACTIVE;
    return [
      ...(canUpdate ? [
        { key: 'design', label: t('design'), onClick: () => navigate(`/bpm/manager/model/design?modelId=${row.id}`), testId: 'model-design' },
        { key: 'edit', label: t('edit'), onClick: () => void edit(row), testId: 'model-edit' },
      ] : []),
      ...(canSeeRules ? [{ key: 'rules', label: r('rules'), onClick: () => setRulesOf({ modelId: row.id }), testId: 'model-rules' }] : []),
      ...(canDeploy ? [{ key: 'deploy', label: r('deploy'), onClick: () => void deploy(row), testId: 'model-deploy' }] : []),
      ...(canSeeDefinitions ? [{ key: 'definitions', label: r('definitions'), onClick: () => navigate(`/bpm/manager/definition?key=${encodeURIComponent(row.key)}`), testId: 'model-definitions' }] : []),
      ...(row.processDefinition && canUpdate ? [active
        ? { key: 'suspend', label: r('suspend'), color: 'warning' as const, onClick: () => void changeState(row, SUSPENSION.SUSPENDED), testId: 'model-suspend' }
        : { key: 'activate', label: r('activate'), color: 'success' as const, onClick: () => void changeState(row, SUSPENSION.ACTIVE), testId: 'model-activate' }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('delete'), color: 'error' as const, onClick: () => void remove(row), testId: 'model-delete' }] : []),
    ];
  };
  const chrome = useListChrome('bpm.model', useMemo(() => COLUMNS.map((key) => ({ key, label: titles[key] })), [translate])); // eslint-disable-line react-hooks/exhaustive-deps -- titles follow translate
  const visible = COLUMNS.filter(chrome.shown);

  return (
    <ListFrame testId="model-list-page">
      {chrome.showSearch && resource && (
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
          showSearch={chrome.showSearch}
          onToggleSearch={chrome.toggleSearch}
          onRefresh={load}
          columns={chrome.columns}
          onToggleColumn={chrome.toggleColumn}
        />
      </Box>
      <DataList
        columns={visible.map((c) => columns[c])}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `model-row-${row.key}` })}
        actions={actions}
        actionsLabel={translate('app.bpm.common.actions')}
        empty={translate('app.bpm.common.empty')}
        testId="model-table"
      />
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
    </ListFrame>
  );
}
