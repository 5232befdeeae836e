import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { leaveDays } from '../../../../shared/bpm/leaveDays.ts';
import { notifier } from '../../../api/index.ts';
import { useDict } from '../../../dict/index.ts';
import { fromLocalInput } from '../../../resources/form/dateTime.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { leaveApi } from './leaveApi.ts';
import { useTranslate } from 'react-admin';
import { useLeaveText } from './useLeaveText.ts';

type Field = 'startTime' | 'endTime' | 'type' | 'reason';
const EMPTY: Record<Field, string> = { startTime: '', endTime: '', type: '', reason: '' };

/**
 * 发起请假 (/bpm/oa/leave/create, the oa_leave model's formCustomCreatePath): start and end, type from the dictionary,
 * reason; the days are counted as the server counts them. The server starts the oa_leave process.
 */
export default function LeaveCreatePage(_props: MenuPageProps) {
  const t = useLeaveText();
  const translate = useTranslate();
  const navigate = useNavigate();
  const types = useDict('bpm_oa_leave_type');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const start = fromLocalInput(values.startTime);
  const end = fromLocalInput(values.endTime);
  const days = start !== undefined && end !== undefined ? leaveDays(start, end) : undefined;

  const validate = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['startTime', 'endTime', 'type', 'reason'] as const) {
      if (!values[field].trim()) found[field] = t(`required.${field}`);
    }
    if (!found.endTime && days !== undefined && days < 1) found.endTime = t('endBeforeStart');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    if (!validate()) return;
    setBusy(true);
    try {
      await leaveApi.create({ type: Number(values.type), reason: values.reason.trim(), startTime: start!, endTime: end! });
      notifier.toast('success', t('started'));
      navigate('/bpm/oa/leave');
    } catch {
      // the http client has shown the server's message (no active oa_leave process, 请假天数必须>=1…)
    } finally {
      setBusy(false);
    }
  };

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues({ ...values, [field]: e.target.value });
    setErrors({ ...errors, [field]: undefined });
  };
  const time = (field: 'startTime' | 'endTime') => (
    <TextField type="datetime-local" label={t(field)} required value={values[field]} onChange={set(field)} error={Boolean(errors[field])} helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': `leave-${field}` } }} />
  );

  return (
    <Box sx={{ p: 2 }} data-testid="leave-create-page">
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="h6" component="h2">{t('create')}</Typography>
        {time('startTime')}
        {time('endTime')}
        <Typography variant="body2" color="text.secondary" data-testid="leave-days">
          {t('day')}{translate('app.common.colon')}{days !== undefined && days > 0 ? t('dayValue', { n: days }) : '—'}
        </Typography>
        <TextField select label={t('type')} required value={values.type} onChange={set('type')} error={Boolean(errors.type)} helperText={errors.type}
          data-testid="leave-type">
          {types.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
        <TextField label={t('reason')} required multiline minRows={3} placeholder={t('reasonPlaceholder')} value={values.reason} onChange={set('reason')}
          error={Boolean(errors.reason)} helperText={errors.reason} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'leave-reason' } }} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={busy} onClick={submit} data-testid="leave-submit">{t('submit')}</Button>
          <Button onClick={() => navigate('/bpm/oa/leave')}>{t('back')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
