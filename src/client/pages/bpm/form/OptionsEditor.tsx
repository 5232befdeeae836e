import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FieldOption } from '../../../../shared/bpm/formFields.ts';

/** The fixed options of a choice field: label and value each (values stay text, as the designer types them). */
export function OptionsEditor({ options, onChange }: { options: FieldOption[]; onChange(options: FieldOption[]): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.designer.${key}`);
  const set = (i: number, patch: Partial<FieldOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <Box data-testid="options-editor">
      {options.map((o, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 0.5, mb: 1, alignItems: 'center' }}>
          <TextField size="small" label={t('optionLabel')} value={o.label} onChange={(e) => set(i, { label: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `option-label-${i}` } }} />
          <TextField size="small" label={t('optionValue')} value={String(o.value)} onChange={(e) => set(i, { value: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `option-value-${i}` } }} />
          <IconButton size="small" color="error" aria-label={t('remove')} onClick={() => onChange(options.filter((_, j) => j !== i))}><DeleteOutline fontSize="small" /></IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...options, { label: `选项${options.length + 1}`, value: String(options.length + 1) }])} data-testid="option-add">
        {t('addOption')}
      </Button>
    </Box>
  );
}
