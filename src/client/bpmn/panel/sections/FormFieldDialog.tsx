import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FORM_FIELD_TYPES, type FormFieldForm } from '../rules/index.ts';
import { FormInput, PairTable, PanelSelect } from '../ui/index.ts';

interface Props {
  initial: FormFieldForm;
  onSave(field: FormFieldForm): void;
  onClose(): void;
}

/** One form field: id, type, label, default value, date pattern, enum values, constraints and properties. */
export function FormFieldDialog({ initial, onSave, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.form.${key}`);
  const [field, setField] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const set = (patch: Partial<FormFieldForm>) => setField({ ...field, ...patch });
  const save = () => {
    if (!field.id.trim()) return setError(t('fieldIdRequired'));
    onSave({ ...field, id: field.id.trim() });
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 600 } } }} data-testid="form-field-dialog">
      <DialogTitle>{t('fieldTitle')}</DialogTitle>
      <DialogContent>
        <FormInput label={t('fieldId')} value={field.id} onChange={(id) => set({ id })} error={error} required testId="form-field-id" />
        <PanelSelect label={t('fieldType')} value={field.type} options={FORM_FIELD_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} onChange={(type) => set({ type })} testId="form-field-type" />
        {field.type === 'custom' && <FormInput label={t('customType')} value={field.customType} onChange={(customType) => set({ customType })} testId="form-field-custom-type" />}
        <FormInput label={t('fieldLabel')} value={field.label} onChange={(label) => set({ label })} testId="form-field-label" />
        {field.type === 'date' && <FormInput label={t('datePattern')} value={field.datePattern} onChange={(datePattern) => set({ datePattern })} testId="form-field-date-pattern" />}
        <FormInput label={t('defaultValue')} value={field.defaultValue} onChange={(defaultValue) => set({ defaultValue })} testId="form-field-default" />
        {field.type === 'enum' && (
          <PairTable title={t('enumValues')} keys={['id', 'name']} labels={[t('enumId'), t('enumName')]} rows={field.values} onChange={(values) => set({ values })} testId="form-field-values" />
        )}
        <PairTable title={t('constraints')} keys={['name', 'config']} labels={[t('constraintName'), t('constraintConfig')]} rows={field.constraints} onChange={(constraints) => set({ constraints })} testId="form-field-constraints" />
        <PairTable title={t('properties')} keys={['id', 'value']} labels={[t('propertyId'), t('propertyValue')]} rows={field.properties} onChange={(properties) => set({ properties })} testId="form-field-properties" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.bpm.common.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="form-field-save">{translate('app.bpm.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
