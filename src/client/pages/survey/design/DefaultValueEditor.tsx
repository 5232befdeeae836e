import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isChoice, toOptionIds } from '../../../../shared/survey/index.ts';
import type { Draft } from './draft.ts';

/**
 * 默认值: text for text questions; for choice questions the chosen option ids (comma-separated), picked among the
 * saved options (a new option gets its id when the question is saved).
 */
export function DefaultValueEditor({ draft, disabled, onChange }: { draft: Draft; disabled: boolean; onChange(value: string): void }) {
  const translate = useTranslate();
  const label = translate('app.survey.design.defaultValue');
  if (draft.questionType === 'title' || draft.questionType === 'text') return null;
  if (!isChoice(draft.questionType)) {
    return <TextField size="small" fullWidth label={label} value={draft.defaultValue} disabled={disabled} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'default-value' } }} />;
  }
  const saved = draft.options.filter((o) => o.optionId !== undefined);
  const chosen = new Set(toOptionIds(draft.defaultValue));
  if (draft.questionType === 'checkbox') {
    return (
      <Box>
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
        {saved.map((o) => (
          <FormControlLabel key={o.key} disabled={disabled} label={o.optionText}
            control={<Checkbox size="small" checked={chosen.has(o.optionId!)} onChange={(e) => onChange(saved.filter((x) => (x.optionId === o.optionId ? e.target.checked : chosen.has(x.optionId!))).map((x) => x.optionId).join(','))} />} />
        ))}
      </Box>
    );
  }
  return (
    <TextField select size="small" fullWidth label={label} value={[...chosen][0] ?? ''} disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'default-value' } }}
      onChange={(e) => onChange(e.target.value)}>
      <option value="">{translate('app.survey.design.defaultNone')}</option>
      {saved.map((o) => <option key={o.key} value={o.optionId}>{o.optionText}</option>)}
    </TextField>
  );
}
