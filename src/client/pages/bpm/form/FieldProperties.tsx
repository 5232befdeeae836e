import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usablePattern, type FormField } from '../../../../shared/bpm/formFields.ts';
import { CHOICE_TYPES, TEXT_TYPES } from './designerModel.ts';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';

export type DictTypeOption = { type: string; name: string };

/** A process variable's name: what yudao's expressions (`${days > 3}`) can read. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** What is wrong with a field's name among the form's others, or undefined. */
export function fieldNameError(field: FormField, others: readonly string[]): 'fieldNameInvalid' | 'fieldNameTaken' | undefined {
  if (!FIELD_NAME.test(field.field)) return 'fieldNameInvalid';
  return others.includes(field.field) ? 'fieldNameTaken' : undefined;
}

interface Props {
  field: FormField;
  /** The other fields' names, so a name is not used twice. */
  otherNames: string[];
  dictTypes: DictTypeOption[];
  onChange(field: FormField): void;
}

const MULTIPLE_TYPES = new Set(['select', 'userSelect', 'upload']);
const PLACEHOLDER_TYPES = new Set(['input', 'textarea', 'inputNumber', 'select', 'userSelect']);

/** The properties panel of the selected field (yudao's 组件属性). */
export function FieldProperties({ field, otherNames, dictTypes, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.designer.${key}`);
  const set = (patch: Partial<FormField>) => {
    const next: Record<string, unknown> = { ...field, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined || v === '' || v === false) delete next[k];
    onChange(next as unknown as FormField);
  };
  const nameError = fieldNameError(field, otherNames);
  const patternError = field.pattern !== undefined && !usablePattern(field.pattern);
  const fromDict = field.dictType !== undefined;
  const number = (text: string) => (text === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="field-properties">
      <TextField size="small" label={t('fieldType')} value={translate(`app.bpmForm.types.${field.type}`)} disabled />
      <TextField size="small" label={t('field')} value={field.field} required error={!!nameError} helperText={nameError ? t(nameError) : undefined}
        onChange={(e) => onChange({ ...field, field: e.target.value.trim() })} slotProps={{ htmlInput: { 'data-testid': 'prop-field', maxLength: 64 } }} />
      <TextField size="small" label={t('title')} value={field.title} required onChange={(e) => onChange({ ...field, title: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'prop-title', maxLength: 64 } }} />
      {PLACEHOLDER_TYPES.has(field.type) && (
        <TextField size="small" label={t('placeholder')} value={field.placeholder ?? ''} onChange={(e) => set({ placeholder: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'prop-placeholder' } }} />
      )}
      <FormControlLabel control={<Switch checked={!!field.required} onChange={(e) => set({ required: e.target.checked, ...(e.target.checked ? {} : { requiredMessage: undefined }) })} slotProps={{ input: { 'data-testid': 'prop-required' } as object }} />} label={t('required')} />
      {field.required && (
        <TextField size="small" label={t('requiredMessage')} value={field.requiredMessage ?? ''} placeholder={translate('app.bpmForm.designer.requiredDefault', { title: field.title })} onChange={(e) => set({ requiredMessage: e.target.value })} />
      )}
      {TEXT_TYPES.has(field.type) && field.type !== 'editor' && (
        <>
          <TextField size="small" label={t('pattern')} value={field.pattern ?? ''} placeholder="^1[3-9]\d{9}$" error={patternError} helperText={patternError ? t('patternInvalid') : undefined}
            onChange={(e) => set({ pattern: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'prop-pattern' } }} />
          {field.pattern && (
            <TextField size="small" label={t('patternMessage')} value={field.patternMessage ?? ''} placeholder={translate('app.bpmForm.designer.patternDefault', { title: field.title })} onChange={(e) => set({ patternMessage: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'prop-pattern-message' } }} />
          )}
        </>
      )}
      {field.type === 'inputNumber' && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField size="small" type="number" label={t('min')} value={field.min ?? ''} onChange={(e) => set({ min: number(e.target.value) })} />
          <TextField size="small" type="number" label={t('max')} value={field.max ?? ''} onChange={(e) => set({ max: number(e.target.value) })} />
        </Box>
      )}
      {MULTIPLE_TYPES.has(field.type) && (
        <FormControlLabel control={<Switch checked={!!field.multiple} onChange={(e) => set({ multiple: e.target.checked, value: undefined })} />} label={t('multiple')} />
      )}
      {CHOICE_TYPES.has(field.type) && (
        <Box>
          <Typography variant="body2" color="text.secondary">{t('optionSource')}</Typography>
          <RadioGroup row value={fromDict ? 'dict' : 'fixed'}
            onChange={(e) => onChange(e.target.value === 'dict'
              ? { ...withoutKeys(field, ['options', 'value']), dictType: dictTypes[0]?.type ?? '' }
              : { ...withoutKeys(field, ['dictType', 'dictValueType', 'value']), options: [{ label: '选项一', value: '1' }] })}>
            <FormControlLabel value="fixed" control={<Radio size="small" />} label={t('fixedOptions')} />
            <FormControlLabel value="dict" control={<Radio size="small" />} label={t('dictOptions')} data-testid="prop-from-dict" />
          </RadioGroup>
          {fromDict ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <TextField select size="small" label={t('dictType')} value={field.dictType} onChange={(e) => onChange({ ...field, dictType: e.target.value, value: undefined })}
                slotProps={{ htmlInput: { 'data-testid': 'prop-dict-type' } }}>
                {dictTypes.map((d) => <MenuItem key={d.type} value={d.type}>{d.name}（{d.type}）</MenuItem>)}
              </TextField>
              <FormControlLabel control={<Checkbox size="small" checked={field.dictValueType === 'int'} onChange={(e) => set({ dictValueType: e.target.checked ? 'int' : undefined, value: undefined })} />} label={t('dictValueInt')} />
            </Box>
          ) : (
            <OptionsEditor options={field.options ?? []} onChange={(options) => onChange({ ...field, options })} />
          )}
        </Box>
      )}
      {field.type !== 'upload' && field.type !== 'editor' && (
        <DefaultValueEditor field={field} onChange={(value) => set({ value })} />
      )}
    </Box>
  );
}

function withoutKeys(field: FormField, keys: (keyof FormField)[]): FormField {
  const copy = { ...field };
  for (const key of keys) delete copy[key];
  return copy;
}
