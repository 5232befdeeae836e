import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '../../../api/index.ts';
import { DataList, type DataColumn } from '../../../components/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { ProcessForm } from '../form/index.ts';
import { CategoryName } from '../category/CategoryName.tsx';
import { useProcessCategories } from '../category/categoryApi.ts';
import { byCategory } from './definitionsByCategory.ts';
import { instanceApi, type BpmDefinition } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

const FORM_TYPE_BUSINESS = 20;

/**
 * 发起流程 (/bpm/process-instance/create): the active definitions; choosing one with a process form (formType 10) shows
 * the form and starts the instance with its values; a business form (20) is its own page (formCustomCreatePath).
 * The definitions come in the order of the tenant's process categories, and a chip above them shows one category only.
 */
export default function ProcessInstanceCreatePage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const navigate = useNavigate();
  const [definitions, setDefinitions] = useState<BpmDefinition[] | null>(null);
  const [chosen, setChosen] = useState<BpmDefinition | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = useProcessCategories();
  const [category, setCategory] = useState<string | null>(null);
  const shown = useMemo(() => definitions && byCategory(definitions, categories, category), [definitions, categories, category]);

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

  const columns: DataColumn<BpmDefinition>[] = [
    { key: 'name', label: t('create.name'), card: 'title', cell: (d) => d.name },
    { key: 'category', label: t('create.category'), card: 'status', cell: (d) => <CategoryName row={d} /> },
    { key: 'version', label: t('create.version'), card: 'none', cell: (d) => `v${d.version}` },
    { key: 'description', label: t('create.description'), wrap: true, cell: (d) => d.description ?? '' },
  ];
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="process-create-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} role="group" aria-label={t('create.category')} data-testid="process-create-categories">
        {[{ code: null, name: t('create.allCategories') }, ...categories].map((c) => (
          <Chip key={c.code ?? ''} label={c.name} clickable color={category === c.code ? 'primary' : 'default'} variant={category === c.code ? 'filled' : 'outlined'}
            aria-pressed={category === c.code} onClick={() => setCategory(c.code)} data-testid={`process-create-category-${c.code ?? 'all'}`} />
        ))}
      </Box>
      <DataList
        columns={columns}
        rows={shown ?? undefined}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-testid': `definition-row-${d.key}` })}
        actions={(d) => [{ key: 'choose', label: t('create.choose'), onClick: () => choose(d), testId: 'definition-choose' }]}
        actionsLabel={t('common.actions')}
        empty={t('create.noDefinitions')}
        loading={!definitions}
        testId="process-create-table"
      />
    </Box>
  );
}
