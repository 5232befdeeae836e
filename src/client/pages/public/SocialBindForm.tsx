import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, systemApi, type LoginResult } from '../../api/index.ts';
import type { SocialLoginBody } from '../../api/types.ts';

/**
 * v1.6.2's bind form: the provider's account is bound to nobody, so the user signs in with a platform account,
 * which social-bind-login binds to it (the same code and state; the next round trip signs in by itself).
 */
export function SocialBindForm({ callback, onSignedIn }: { callback: SocialLoginBody; onSignedIn: (result: LoginResult) => void }) {
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await systemApi.socialBindLogin({ ...callback, username, password }));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="social-bind-form" sx={{ display: 'grid', gap: 2, textAlign: 'left', mt: 2 }}>
      <Alert severity="info">{translate('app.social.bindHint')}</Alert>
      <TextField label={translate('app.login.username')} value={username} onChange={(e) => setUsername(e.target.value)} size="small" autoComplete="username" slotProps={{ htmlInput: { 'data-testid': 'bind-username' } }} />
      <TextField label={translate('app.login.password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} size="small" autoComplete="current-password" slotProps={{ htmlInput: { 'data-testid': 'bind-password' } }} />
      {error && <Alert severity="error" data-testid="bind-error">{error}</Alert>}
      <Button type="submit" variant="contained" loading={busy} data-testid="bind-submit">{translate('app.social.bindSubmit')}</Button>
    </Box>
  );
}
