import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { validateField, type ListenerField } from '../rules/index.ts';
import { FormInput, PanelSelect } from '../ui/index.ts';

/** A listener's injected field (600px wide, SPEC §2.6): name, type, then the string or the expression. */
export function FieldDialog({ initial, onSave, onClose }: { initial: ListenerField; onSave(field: ListenerField): void; onClose(): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.listener.${key}`);
  const [field, setField] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (patch: Partial<ListenerField>) => {
    setField({ ...field, ...patch });
    setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in patch))));
  };
  const err = (k: string) => (errors[k] ? t(`errors.${errors[k]}`) : undefined);
  const save = () => {
    const found = validateField(field);
    setErrors(found);
    if (!Object.keys(found).length) onSave(field);
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }} data-testid="listener-field-dialog">
      <DialogTitle>{t('fieldTitle')}</DialogTitle>
      <DialogContent>
        <FormInput label={t('fieldName')} value={field.name} onChange={(name) => set({ name })} error={err('name')} required testId="listener-field-name" />
        <PanelSelect
          label={t('fieldType')}
          value={field.fieldType}
          options={(['string', 'expression'] as const).map((v) => ({ value: v, label: t(`fieldTypes.${v}`) }))}
          onChange={(fieldType) => set({ fieldType })}
          error={err('fieldType')}
          testId="listener-field-type"
        />
        {field.fieldType === 'string' && <FormInput label={t('fieldValue')} value={field.string} onChange={(string) => set({ string })} error={err('string')} required testId="listener-field-string" />}
        {field.fieldType === 'expression' && <FormInput label={t('fieldExpression')} value={field.expression} onChange={(expression) => set({ expression })} error={err('expression')} required testId="listener-field-expression" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.bpm.common.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="listener-field-save">{translate('app.bpm.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
