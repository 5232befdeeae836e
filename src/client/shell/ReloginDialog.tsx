import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useSignOut } from './useSignOut.ts';

/**
 * The re-login prompt of API-CONTRACT §6.4: stay on the page (取消) or log out and sign in again
 * (重新登录 → logout → /index → login page).
 */
export function ReloginDialog({ open, onClosed }: { open: boolean; onClosed(): void }) {
  const translate = useTranslate();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const relogin = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onClosed();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={translate('app.http.reloginTitle')}
      message={translate('app.http.reloginMessage')}
      confirmLabel={translate('app.http.reloginConfirm')}
      cancelLabel={translate('app.http.reloginCancel')}
      onConfirm={() => void relogin()}
      onCancel={onClosed}
      busy={busy}
      testId="relogin-dialog"
    />
  );
}
