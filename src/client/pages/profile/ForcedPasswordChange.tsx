import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isPasswordChangeRequired, setPasswordChangeRequired } from '../../api/index.ts';
import { useSignOut } from '../../shell/useSignOut.ts';
import { PasswordForm } from './PasswordForm.tsx';

/**
 * SPEC §3's forced password reset: after a password sign-in that answered `isRese`, the shell shows this dialog over
 * every page until the user has chosen their own password (or signs out). It cannot be dismissed: the password an
 * administrator handed out is meant to stop working for anything else.
 */
export function ForcedPasswordChange() {
  const translate = useTranslate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(isPasswordChangeRequired);
  if (!open) return null;
  const done = () => {
    setPasswordChangeRequired(false);
    setOpen(false);
  };
  return (
    <Dialog open disableEscapeKeyDown aria-labelledby="forced-password-title" data-testid="forced-password-dialog" maxWidth="xs" fullWidth>
      <DialogTitle id="forced-password-title">{translate('app.profile.password.forcedTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.profile.password.forcedHint')}</Alert>
        <PasswordForm onSaved={done} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()} data-testid="forced-password-logout">{translate('app.profile.password.forcedSignOut')}</Button>
      </DialogActions>
    </Dialog>
  );
}
