import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage, getTenantId, getTenantName, setTenant, setToken, systemApi } from '../../api/index.ts';
import { DEFAULT_TENANT_NAME } from '../login/validateLogin.ts';
import { resetSession } from '../../auth/index.ts';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/**
 * `/register`: closed unless the parameter `sys.user.register-enabled` is true (the server says which); then
 * account, nickname and password (the sign-in form's rules), and the new account, with no role, is signed in.
 */
export default function RegisterPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<boolean | null>(null);
  const [values, setValues] = useState({ username: '', nickname: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The tenant signed in last, else the login form's default: the account is created there.
  useEffect(() => {
    const name = getTenantName() || DEFAULT_TENANT_NAME;
    const stored = getTenantId();
    (stored ? Promise.resolve(Number(stored)) : systemApi.getTenantIdByName(name))
      .then((id) => {
        if (!id) return false;
        if (!stored) setTenant(id, name);
        return systemApi.registerEnabled(id);
      })
      .then((value) => setOpen(value === true), () => setOpen(false));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setToken(await systemApi.register(values), false);
      resetSession();
      navigate('/index', { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  if (open === null) return <PageLoading fullScreen />;
  if (!open) {
    return (
      <MessagePage fullScreen testId="page-register" title={translate('app.social.registerClosed')} actions={<BackToLogin />}>
        <p>{translate('app.public.registerBody')}</p>
      </MessagePage>
    );
  }
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField label={label} type={type} value={values[name]} size="small" required
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} slotProps={{ htmlInput: { 'data-testid': `register-${name}` } }} />
  );
  return (
    <MessagePage fullScreen testId="page-register" title={translate('app.public.registerTitle')} actions={<BackToLogin />}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, textAlign: 'left' }}>
        {field('username', translate('app.login.username'))}
        {field('nickname', translate('app.social.nickname'))}
        {field('password', translate('app.login.password'), 'password')}
        {error && <Alert severity="error" data-testid="register-error">{error}</Alert>}
        <Button type="submit" variant="contained" loading={busy} data-testid="register-submit">{translate('app.social.registerSubmit')}</Button>
      </Box>
    </MessagePage>
  );
}
