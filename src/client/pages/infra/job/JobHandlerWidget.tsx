import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { jobApi, type JobHandlerInfo } from './jobApi.ts';

/**
 * A job's 处理器的名字 (`"ui:widget": "jobHandler"`): one of the handlers this server has, by name and what it does,
 * with what its parameter means. Fixed once the job exists (the form shows it read-only then).
 */
export default function JobHandlerWidget({ id, value, label, required, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  const translate = useTranslate();
  const [handlers, setHandlers] = useState<JobHandlerInfo[]>([]);
  useEffect(() => {
    let live = true;
    jobApi.handlers().then((list) => live && setHandlers(list), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const current = typeof value === 'string' ? value : '';
  const chosen = handlers.find((h) => h.name === current);
  const errors = rawErrors?.length ? rawErrors.join('；') : '';
  // a handler the list does not (yet) have is still shown as it is
  const options = current && !chosen ? [{ name: current, title: '', param: null }, ...handlers] : handlers;
  return (
    <TextField
      id={id}
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={current}
      error={Boolean(errors)}
      helperText={errors || (chosen?.param ? translate('app.job.paramMeans', { param: chosen.param }) : chosen ? translate('app.job.noParam') : ' ')}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'job-handler-select' } as object } }}
    >
      {options.map((handler) => (
        <MenuItem key={handler.name} value={handler.name} data-testid={`job-handler-${handler.name}`}>
          {handler.name}{handler.title ? `（${handler.title}）` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
