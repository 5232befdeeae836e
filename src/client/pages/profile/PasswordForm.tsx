import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import { fieldErrors } from './fieldErrors.ts';
import { updatePassword } from './profileApi.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
/** The server's rule for a password (API-CONTRACT §3.4: 4–16), checked here first to answer at once. */
const MIN = 4;
const MAX = 16;

/**
 * 修改密码: the old password proves it is the owner; the new one twice. Other sessions of the account end.
 * `onSaved`: told after the change (the forced change's dialog closes then).
 */
export function PasswordForm({ onSaved }: { onSaved?: () => void } = {}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.profile.password.${key}`, options);
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const f of FIELDS) if (!values[f]) found[f] = t(`${f}Required`);
    if (!found.newPassword && (values.newPassword.length < MIN || values.newPassword.length > MAX)) found.newPassword = t('length', { min: MIN, max: MAX });
    if (!found.confirmPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = t('mismatch');
    return found;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await updatePassword(values.oldPassword, values.newPassword);
      notifier.toast('success', t('saved'));
      setValues(empty);
      onSaved?.();
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 1, maxWidth: 480 }} data-testid="profile-password-form">
      {errors._ && <Alert severity="error" data-testid="profile-password-error">{errors._}</Alert>}
      {FIELDS.map((f) => (
        <TextField
          key={f} size="small" type="password" required label={t(f)} value={values[f]} error={!!errors[f]} helperText={errors[f] ?? ' '}
          autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
          onChange={(e) => setValues({ ...values, [f]: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `profile-${f}` } }}
        />
      ))}
      <Box><Button type="submit" variant="contained" disabled={saving} data-testid="profile-password-save">{t('save')}</Button></Box>
    </Box>
  );
}
