import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { optionKey, type DraftOption } from './draft.ts';

/** The options of a choice question: text, 可填写补充 (isExtend), order, add and remove. */
export function OptionsEditor({ options, onChange, disabled }: { options: DraftOption[]; onChange(options: DraftOption[]): void; disabled: boolean }) {
  const translate = useTranslate();
  const set = (i: number, patch: Partial<DraftOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const swap = (i: number, j: number) => {
    if (j < 0 || j >= options.length) return;
    const next = [...options];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <Box data-testid="options-editor">
      {options.map((o, i) => (
        <Box key={o.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
          <TextField size="small" fullWidth label={`${translate('app.survey.design.optionText')} ${i + 1}`} value={o.optionText} disabled={disabled}
            onChange={(e) => set(i, { optionText: e.target.value })} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `option-text-${i}` } }} />
          <FormControlLabel sx={{ mx: 0, whiteSpace: 'nowrap' }} disabled={disabled}
            control={<Checkbox size="small" checked={o.isExtend === '1'} onChange={(e) => set(i, { isExtend: e.target.checked ? '1' : '0' })} slotProps={{ input: { 'data-testid': `option-extend-${i}` } as object }} />}
            label={translate('app.survey.design.isExtend')} />
          <IconButton size="small" disabled={disabled || i === 0} onClick={() => swap(i, i - 1)} aria-label={translate('app.survey.design.moveUp')}><ArrowUpward fontSize="small" /></IconButton>
          <IconButton size="small" disabled={disabled || i === options.length - 1} onClick={() => swap(i, i + 1)} aria-label={translate('app.survey.design.moveDown')}><ArrowDownward fontSize="small" /></IconButton>
          <IconButton size="small" color="error" disabled={disabled} onClick={() => onChange(options.filter((_, j) => j !== i))} aria-label={translate('app.survey.design.removeOption')}><DeleteOutline fontSize="small" /></IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} data-testid="option-add"
        onClick={() => onChange([...options, { key: optionKey(), optionText: `选项${options.length + 1}`, isExtend: '0' }])}>
        {translate('app.survey.design.addOption')}
      </Button>
    </Box>
  );
}
