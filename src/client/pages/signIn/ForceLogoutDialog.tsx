import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { http, notifier } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';

/** 强退 of a 令牌管理 row, confirmed first as yudao's 是否要强制退出用户 …: the token's whole sign-in ends. */
export default function ForceLogoutDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    try {
      await http.request<boolean>({ method: 'DELETE', url: '/system/oauth2-token/delete', params: { accessToken: String(row.accessToken) } });
      notifier.toast('success', translate('app.signIn.forceLogoutDone'));
      onDone();
    } catch (e) {
      reportError(e);
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} data-testid="force-logout-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.systemTools.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('app.signIn.forceLogoutConfirm', { userId: row.userId, clientId: row.clientId })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={saving} data-testid="force-logout-confirm">{translate('app.signIn.forceLogout')}</Button>
        <Button onClick={onClose} disabled={saving}>{translate('app.generated.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
