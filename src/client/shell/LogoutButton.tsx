import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useSignOut } from './useSignOut.ts';

/** Log out after confirmation (SPEC §4: 确定注销并退出系统吗？, title 提示). `compact`: icon only (phones). */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = translate('app.layout.logout');
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      {compact ? (
        <IconButton color="inherit" onClick={() => setAsking(true)} aria-label={label} title={label} data-testid="logout-button">
          <Logout fontSize="small" />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<Logout />} onClick={() => setAsking(true)} data-testid="logout-button" sx={{ whiteSpace: 'nowrap', textTransform: 'none' }}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={translate('app.layout.logoutTitle')}
        message={translate('app.layout.logoutConfirm')}
        confirmLabel={translate('app.common.confirm')}
        cancelLabel={translate('app.common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        busy={busy}
        testId="logout-dialog"
      />
    </>
  );
}
