import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDict } from '../../../dict/index.ts';
import { useProcessCategories } from '../category/categoryApi.ts';
import { formApi, type BpmForm } from '../form/formApi.ts';
import { modelApi, type BpmModelForm } from './modelApi.ts';
import { modelPayload, validateModel, validateModelField, type ModelField } from './modelForm.ts';

interface Props {
  initial: BpmModelForm;
  onClose(): void;
  onSaved(): void;
}

/** The model base form (800px): key and name checked on blur, category, description and the form binding. */
export function ModelFormDialog({ initial, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.model.${key}`);
  // the tenant's process categories (/bpm/category/simple-list), by code
  const categories = useProcessCategories();
  const formTypes = useDict('bpm_model_form_type');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ModelField, string>>>({});
  const [busy, setBusy] = useState(false);
  // 流程表单 is chosen by name among the designed forms (yudao's select), never typed as a number
  const [forms, setForms] = useState<Pick<BpmForm, 'id' | 'name'>[]>([]);
  useEffect(() => {
    let live = true;
    formApi.simpleList().then((list) => live && setForms(list)).catch(() => undefined);
    return () => { live = false; };
  }, []);
  const editing = initial.id !== undefined;
  const set = (patch: Partial<BpmModelForm>) => setForm({ ...form, ...patch });
  const blur = (field: ModelField) => setErrors({ ...errors, [field]: validateModelField(field, form) ?? undefined });
  const text = (field: keyof BpmModelForm, extra: object = {}) => ({
    size: 'small' as const, fullWidth: true, margin: 'dense' as const, label: t(field),
    value: (form[field] as string | null | undefined) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    slotProps: { htmlInput: { 'data-testid': `model-${field}` } },
    ...extra,
  });
  const submit = async () => {
    const found = validateModel(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (editing) await modelApi.update(modelPayload(form));
      else await modelApi.create(modelPayload(form));
      onSaved();
    } catch {
      // the http layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }} data-testid="model-form">
      <DialogTitle>{t(editing ? 'editTitle' : 'createTitle')}</DialogTitle>
      <DialogContent>
        <TextField {...text('key')} required disabled={editing} placeholder={t('keyPlaceholder')} onBlur={() => blur('key')} error={Boolean(errors.key)} helperText={errors.key ? t(errors.key) : undefined} />
        <TextField {...text('name')} required placeholder={t('namePlaceholder')} onBlur={() => blur('name')} error={Boolean(errors.name)} helperText={errors.name ? t(errors.name) : undefined} />
        <TextField {...text('category')} select value={categories.some((c) => c.code === form.category) ? form.category : ''}>
          {categories.map((c) => <MenuItem key={c.code} value={c.code} data-testid={`model-category-option-${c.code}`}>{c.name}</MenuItem>)}
        </TextField>
        <TextField {...text('description')} multiline minRows={2} />
        <TextField
          {...text('formType')}
          select
          value={form.formType ? String(form.formType) : ''}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => set({ formType: e.target.value ? Number(e.target.value) : null })}
        >
          {formTypes.map((c) => <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>)}
        </TextField>
        {form.formType === 10 && (
          <TextField
            {...text('formId')}
            select
            value={forms.some((f) => f.id === form.formId) ? String(form.formId) : ''}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => set({ formId: e.target.value ? Number(e.target.value) : null })}
          >
            {forms.map((f) => <MenuItem key={f.id} value={String(f.id)} data-testid={`model-form-option-${f.id}`}>{f.name}</MenuItem>)}
          </TextField>
        )}
        {form.formType === 20 && (
          <>
            <TextField {...text('formCustomCreatePath')} />
            <TextField {...text('formCustomViewPath')} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.bpm.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit} data-testid="model-submit">{translate('app.bpm.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
