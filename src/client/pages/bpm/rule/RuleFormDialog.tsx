import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { useDict } from '../../../dict/index.ts';
import { ruleApi, sourceOf, type AssignRule, type OptionSource } from './ruleApi.ts';
import type { Choice } from './ruleChoices.ts';

interface Props {
  rule: AssignRule;
  choices: Record<OptionSource, Choice[]>;
  onClose(): void;
  onSaved(): void;
}

/**
 * 修改任务分配规则 (yudao taskAssignRuleDialog's form): the rule type, then the picker of that type — roles,
 * departments (indented as the tree), posts, users, user groups or scripts; the one matching the type is saved as
 * `options`. A task without a rule yet is created, one with a rule updated.
 */
export function RuleFormDialog({ rule, choices, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRule.${key}`, options);
  const types = useDict('bpm_task_assign_rule_type');
  const [type, setType] = useState<number | null>(rule.type);
  const [selected, setSelected] = useState<Record<string, number[]>>(() => {
    const source = sourceOf(rule.type);
    return source ? { [source]: rule.options } : {};
  });
  const [errors, setErrors] = useState<{ type?: string; options?: string }>({});
  const [saving, setSaving] = useState(false);
  const source = sourceOf(type);

  const save = async () => {
    const options = source ? selected[source] ?? [] : [];
    if (type === null) return setErrors({ type: t('ruleTypeRequired') });
    if (!source || !options.length) return setErrors({ options: t('optionsRequired', { label: t(source ?? 'roleIds') }) });
    setSaving(true);
    try {
      if (rule.id === null) await ruleApi.create({ modelId: rule.modelId!, taskDefinitionKey: rule.taskDefinitionKey, type, options });
      else await ruleApi.update({ id: rule.id, type, options });
      notifier.toast('success', t('updated'));
      onSaved();
    } catch {
      // the http client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const picked = source ? choices[source].filter((c) => (selected[source] ?? []).includes(c.id)) : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="rule-form-dialog">
      <DialogTitle>{t('editTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField size="small" label={t('taskName')} value={rule.taskDefinitionName} disabled />
          <TextField size="small" label={t('taskKey')} value={rule.taskDefinitionKey} disabled />
          <TextField
            size="small" select required label={t('ruleType')} value={type ?? ''} error={Boolean(errors.type)} helperText={errors.type}
            onChange={(e) => { setType(Number(e.target.value)); setErrors({}); }}
            slotProps={{ htmlInput: { 'data-testid': 'rule-type' } }}
          >
            {types.map((d) => <MenuItem key={d.value} value={Number(d.value)} data-testid={`rule-type-${d.value}`}>{d.label}</MenuItem>)}
          </TextField>
          {source && (
            <Autocomplete
              multiple size="small" options={choices[source]} value={picked} disableCloseOnSelect
              getOptionLabel={(c) => c.label} isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, value) => { setSelected({ ...selected, [source]: value.map((c) => c.id) }); setErrors({}); }}
              renderOption={({ key, ...props }, c) => (
                <li key={key} {...props} style={{ paddingLeft: 16 + (c.depth ?? 0) * 16 }} data-testid="rule-option">{c.label}</li>
              )}
              renderInput={(params) => (
                <TextField {...params} required label={t(source)} error={Boolean(errors.options)} helperText={errors.options} data-testid={`rule-${source}`} />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="rule-save">{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
