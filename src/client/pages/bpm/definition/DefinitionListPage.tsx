import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { SuspensionChip } from '../model/SuspensionChip.tsx';
import { definitionApi, type ProcessDefinition } from './definitionApi.ts';

const TaskAssignRuleDialog = lazy(() => import('../rule/TaskAssignRuleDialog.tsx'));
const ProcessViewer = lazy(() => import('../viewer/ProcessViewer.tsx').then((m) => ({ default: m.ProcessViewer })));

/**
 * /bpm/manager/definition (流程定义): the deployed versions, of one key when opened from the model list
 * (`?key=`), newest first — state, deploy time, the rules each version runs with (read-only) and its diagram.
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

  const showDiagram = async (row: ProcessDefinition) => setDiagram({ name: row.name, xml: await definitionApi.bpmnXml(row.id) });

  return (
    <Box sx={{ p: 2 }} data-testid="definition-page">
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="definition-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('definitionId')}</TableCell>
              <TableCell>{t('processName')}</TableCell>
              <TableCell>{t('category')}</TableCell>
              <TableCell>{t('formInfo')}</TableCell>
              <TableCell>{t('version')}</TableCell>
              <TableCell>{t('state')}</TableCell>
              <TableCell>{t('deploymentTime')}</TableCell>
              <TableCell>{t('description')}</TableCell>
              <TableCell>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`definition-row-${row.version}`}>
                <TableCell sx={{ maxWidth: 220, wordBreak: 'break-all' }}>{row.id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell><DictTag type="bpm_model_category" value={row.category} /></TableCell>
                <TableCell>{row.formType === 20 ? row.formCustomCreatePath : <DictTag type="bpm_model_form_type" value={row.formType} />}</TableCell>
                <TableCell><Chip size="small" label={`v${row.version}`} /></TableCell>
                <TableCell data-testid="definition-state"><SuspensionChip state={row.suspensionState} /></TableCell>
                <TableCell>{formatDate(row.deploymentTime)}</TableCell>
                <TableCell>{row.description}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <HasPermi value={['bpm:task-assign-rule:query']}>
                    <Button size="small" onClick={() => setRulesOf({ processDefinitionId: row.id })} data-testid="definition-rules">{t('rules')}</Button>
                  </HasPermi>
                  <Button size="small" onClick={() => void showDiagram(row)} data-testid="definition-xml">{t('viewXml')}</Button>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && (
              <TableRow><TableCell colSpan={9} align="center">{t('empty')}</TableCell></TableRow>
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
    </Box>
  );
}
