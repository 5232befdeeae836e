import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '../../../api/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { ProcessForm } from '../form/index.ts';
import { instanceApi, type BpmDefinition } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

const FORM_TYPE_BUSINESS = 20;

/**
 * 发起流程 (/bpm/process-instance/create): the active definitions; choosing one with a process form (formType 10) shows
 * the form and starts the instance with its values; a business form (20) is its own page (formCustomCreatePath).
 */
export default function ProcessInstanceCreatePage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const navigate = useNavigate();
  const [definitions, setDefinitions] = useState<BpmDefinition[] | null>(null);
  const [chosen, setChosen] = useState<BpmDefinition | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    instanceApi.activeDefinitions().then(setDefinitions).catch(() => setDefinitions([]));
  }, []);

  const choose = (definition: BpmDefinition) => {
    if (definition.formType === FORM_TYPE_BUSINESS && definition.formCustomCreatePath) navigate(definition.formCustomCreatePath);
    else setChosen(definition);
  };
  const submit = async (variables: Record<string, unknown>) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const id = await instanceApi.create(chosen.id, variables);
      notifier.toast('success', t('create.started'));
      navigate(`/bpm/process-instance/detail?id=${id}`);
    } catch {
      // the http client has shown the server's message (a missing field, a suspended definition…)
    } finally {
      setBusy(false);
    }
  };

  if (chosen) {
    return (
      <Box sx={{ p: 2 }} data-testid="process-create-form">
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 860 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" data-i18n="data">{chosen.name}</Typography>
            <Button size="small" onClick={() => setChosen(null)} data-testid="process-create-other">{t('create.chooseOther')}</Button>
          </Box>
          {!chosen.formFields?.length && <Typography color="text.secondary" sx={{ mb: 1 }}>{t('create.noForm')}</Typography>}
          <ProcessForm conf={chosen.formConf ?? '{}'} fields={chosen.formFields ?? []} onSubmit={(values) => void submit(values)} submitLabel={t('create.submit')} disabled={busy} />
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ p: 2 }} data-testid="process-create-page">
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="process-create-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('create.name')}</TableCell>
              <TableCell>{t('create.category')}</TableCell>
              <TableCell>{t('create.version')}</TableCell>
              <TableCell>{t('create.description')}</TableCell>
              <TableCell>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(definitions ?? []).map((d) => (
              <TableRow key={d.id} data-testid={`definition-row-${d.key}`}>
                <TableCell>{d.name}</TableCell>
                <TableCell><DictTag type="bpm_model_category" value={d.category} /></TableCell>
                <TableCell>v{d.version}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{d.description ?? ''}</TableCell>
                <TableCell><Button size="small" variant="outlined" onClick={() => choose(d)} data-testid="definition-choose">{t('create.choose')}</Button></TableCell>
              </TableRow>
            ))}
            {definitions?.length === 0 && <TableRow><TableCell colSpan={5} align="center">{t('create.noDefinitions')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
