import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { NextTimesList } from './NextTimesList.tsx';
import { useNextTimes } from './useNextTimes.ts';

const PREVIEW_COUNT = 5;

/**
 * A job's CRON 表达式 (`"ui:widget": "cronExpression"`), with its next five run times under it while it is typed,
 * before it is saved (the server's reading: useNextTimes), or the server's refusal of it.
 */
export default function CronExpressionWidget({ id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const translate = useTranslate();
  const text = typeof value === 'string' ? value : '';
  const { times, error } = useNextTimes(text, PREVIEW_COUNT);
  const errors = rawErrors?.length ? rawErrors.join('；') : error ?? '';
  return (
    <Box>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={label}
        required={required}
        disabled={disabled || readonly}
        value={text}
        placeholder="0 0 2 * * ?"
        error={Boolean(errors)}
        helperText={errors || translate('app.job.cronHint')}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
        slotProps={{ htmlInput: { 'data-testid': 'cron-expression-input', spellCheck: false } }}
      />
      {times && <NextTimesList times={times} />}
    </Box>
  );
}
