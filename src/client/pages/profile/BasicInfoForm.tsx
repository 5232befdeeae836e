import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import { useDict } from '../../dict/index.ts';
import { fieldErrors } from './fieldErrors.ts';
import { updateProfile, type BasicInfo, type Profile } from './profileApi.ts';

/** 基本资料: nickname, mobile, email and sex, checked by the server with the user form's rules. */
export function BasicInfoForm({ profile, onSaved }: { profile: Profile; onSaved(info: BasicInfo): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.basic.${key}`);
  const sexes = useDict('system_user_sex');
  const [info, setInfo] = useState<BasicInfo>({ nickname: profile.nickname, mobile: profile.mobile ?? '', email: profile.email ?? '', sex: profile.sex });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!info.nickname?.trim()) return setErrors({ nickname: t('nicknameRequired') });
    setSaving(true);
    setErrors({});
    try {
      await updateProfile(info);
      notifier.toast('success', t('saved'));
      onSaved(info);
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };
  const field = (name: 'nickname' | 'mobile' | 'email', required = false) => (
    <TextField
      size="small" label={t(name)} required={required} value={info[name] ?? ''} error={!!errors[name]} helperText={errors[name] ?? ' '}
      onChange={(e) => setInfo({ ...info, [name]: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `profile-${name}` } }}
    />
  );
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 1, maxWidth: 480 }} data-testid="profile-basic-form">
      {errors._ && <Alert severity="error">{errors._}</Alert>}
      {field('nickname', true)}
      {field('mobile')}
      {field('email')}
      <FormControl>
        <FormLabel id="profile-sex">{t('sex')}</FormLabel>
        <RadioGroup row aria-labelledby="profile-sex" data-i18n="data" value={info.sex ?? ''} onChange={(e) => setInfo({ ...info, sex: Number(e.target.value) })}>
          {sexes.map((s) => <FormControlLabel key={s.value} value={Number(s.value)} control={<Radio size="small" />} label={s.label} />)}
        </RadioGroup>
      </FormControl>
      <Box><Button type="submit" variant="contained" disabled={saving} data-testid="profile-basic-save">{t('save')}</Button></Box>
    </Box>
  );
}
