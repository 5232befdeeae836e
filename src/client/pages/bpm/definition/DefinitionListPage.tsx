import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { ListFrame, useListChrome } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { SuspensionChip } from '../model/SuspensionChip.tsx';
import { definitionApi, type ProcessDefinition } from './definitionApi.ts';
import { CategoryName } from '../category/CategoryName.tsx';

type Column = 'definitionId' | 'processName' | 'category' | 'formInfo' | 'version' | 'state' | 'deploymentTime' | 'description';
const COLUMNS: readonly Column[] = ['definitionId', 'processName', 'category', 'formInfo', 'version', 'state', 'deploymentTime', 'description'];

const TaskAssignRuleDialog = lazy(() => import('../rule/TaskAssignRuleDialog.tsx'));
const ProcessViewer = lazy(() => import('../viewer/ProcessViewer.tsx').then((m) => ({ default: m.ProcessViewer })));

/**
 * /bpm/manager/definition (流程定义): the deployed versions, of one key when opened from the model list
 * (`?key=`), newest first — state, deploy time, the rules each version runs with (read-only) and its diagram. Every
 * list's frame; no search area (yudao's has none: the model list leads here by key).
 */
export default function DefinitionListPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmRule.${key}`);
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const [query, setQuery] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: ProcessDefinition[]; total: number }>({ list: [], total: 0 });
  const [rulesOf, setRulesOf] = useState<{ processDefinitionId: string } | null>(null);
  const [diagram, setDiagram] = useState<{ name: string; xml: string | null } | null>(null);

  const load = useCallback(() => {
    definitionApi.page({ ...query, ...(key ? { key } : {}) }).then(setPage).catch(() => undefined);
  }, [query, key]);
  useEffect(load, [load]);

  const chrome = useListChrome('bpm.definition', useMemo(() => COLUMNS.map((c) => ({ key: c, label: translate(`app.bpmRule.${c}`) })), [translate]));
  const canSeeRules = useHasPermi(['bpm:task-assign-rule:query']);
  const column: Record<Column, DataColumn<ProcessDefinition>> = {
    definitionId: { key: 'definitionId', label: t('definitionId'), card: 'none', cell: (row) => <Box component="span" sx={{ wordBreak: 'break-all' }}>{row.id}</Box> },
    processName: { key: 'processName', label: t('processName'), card: 'title', cell: (row) => row.name },
    category: { key: 'category', label: t('category'), card: 'none', cell: (row) => <CategoryName row={row} /> },
    formInfo: { key: 'formInfo', label: t('formInfo'), card: 'none', cell: (row) => (row.formType === 20 ? row.formCustomCreatePath : <DictTag type="bpm_model_form_type" value={row.formType} />) },
    version: { key: 'version', label: t('version'), cell: (row) => <Chip size="small" label={`v${row.version}`} /> },
    state: { key: 'state', label: t('state'), card: 'status', cell: (row) => <SuspensionChip state={row.suspensionState} />, cellProps: { 'data-testid': 'definition-state' } },
    deploymentTime: { key: 'deploymentTime', label: t('deploymentTime'), cell: (row) => formatDate(row.deploymentTime) },
    description: { key: 'description', label: t('description'), wrap: true, card: 'none', cell: (row) => row.description },
  };
  const columns = COLUMNS.filter(chrome.shown).map((c) => column[c]);
  const showDiagram = async (row: ProcessDefinition) => setDiagram({ name: row.name, xml: await definitionApi.bpmnXml(row.id) });
  const actions = (row: ProcessDefinition): ListAction[] => [
    ...(canSeeRules ? [{ key: 'rules', label: t('rules'), onClick: () => setRulesOf({ processDefinitionId: row.id }), testId: 'definition-rules' }] : []),
    { key: 'xml', label: t('viewXml'), onClick: () => void showDiagram(row), testId: 'definition-xml' },
  ];

  return (
    <ListFrame testId="definition-page">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <RightToolbar onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `definition-row-${row.version}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
        testId="definition-table"
      />
      <Pagination total={page.total} page={query.pageNo} pageSize={query.pageSize} onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} hideWhenEmpty />
      {rulesOf && (
        <Suspense fallback={null}>
          <TaskAssignRuleDialog owner={rulesOf} onClose={() => setRulesOf(null)} />
        </Suspense>
      )}
      {diagram && (
        <Dialog open onClose={() => setDiagram(null)} fullWidth maxWidth="lg" data-testid="definition-diagram">
          <DialogTitle>{`${t('xmlTitle')} - ${diagram.name}`}</DialogTitle>
          <DialogContent>
            <Suspense fallback={null}>
              <ProcessViewer xml={diagram.xml} activities={[]} tasks={[]} />
            </Suspense>
          </DialogContent>
        </Dialog>
      )}
    </ListFrame>
  );
}
