import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { ListFrame, listHeadSx, useListChrome } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { SuspensionChip } from '../model/SuspensionChip.tsx';
import { definitionApi, type ProcessDefinition } from './definitionApi.ts';

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
  const columns = COLUMNS.filter(chrome.shown);
  const cell = (column: Column, row: ProcessDefinition) => {
    switch (column) {
      case 'definitionId': return <TableCell key={column} sx={{ maxWidth: 220, wordBreak: 'break-all' }}>{row.id}</TableCell>;
      case 'processName': return <TableCell key={column}>{row.name}</TableCell>;
      case 'category': return <TableCell key={column}><DictTag type="bpm_model_category" value={row.category} /></TableCell>;
      case 'formInfo': return <TableCell key={column}>{row.formType === 20 ? row.formCustomCreatePath : <DictTag type="bpm_model_form_type" value={row.formType} />}</TableCell>;
      case 'version': return <TableCell key={column}><Chip size="small" label={`v${row.version}`} /></TableCell>;
      case 'state': return <TableCell key={column} data-testid="definition-state"><SuspensionChip state={row.suspensionState} /></TableCell>;
      case 'deploymentTime': return <TableCell key={column}>{formatDate(row.deploymentTime)}</TableCell>;
      case 'description': return <TableCell key={column}>{row.description}</TableCell>;
    }
  };
  const showDiagram = async (row: ProcessDefinition) => setDiagram({ name: row.name, xml: await definitionApi.bpmnXml(row.id) });

  return (
    <ListFrame testId="definition-page">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <RightToolbar onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="definition-table">
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c} sx={listHeadSx}>{t(c)}</TableCell>)}
              <TableCell sx={listHeadSx}>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`definition-row-${row.version}`}>
                {columns.map((c) => cell(c, row))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <HasPermi value={['bpm:task-assign-rule:query']}>
                    <Button size="small" onClick={() => setRulesOf({ processDefinitionId: row.id })} data-testid="definition-rules">{t('rules')}</Button>
                  </HasPermi>
                  <Button size="small" onClick={() => void showDiagram(row)} data-testid="definition-xml">{t('viewXml')}</Button>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && (
              <TableRow><TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
