import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * 取消 of 我的流程: the reason is required (v1.6.2's prompt), the server refuses what is not the caller's or not
 * running. `terminate`: an administrator's 终止 of anyone's instance (today's cancel-by-admin), the same dialog.
 */
export function CancelDialog({ instanceId, terminate = false, onClose, onCancelled }: { instanceId: string; terminate?: boolean; onClose(): void; onCancelled(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = !reason.trim();
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await (terminate ? instanceApi.terminate(instanceId, reason.trim()) : instanceApi.cancel(instanceId, reason.trim()));
      notifier.toast('success', t(terminate ? 'detail.terminated' : 'my.cancelled'));
      onCancelled();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="cancel-dialog">
      <DialogTitle>{t(terminate ? 'detail.terminateTitle' : 'my.cancelTitle')}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={2} margin="dense" required label={t(terminate ? 'detail.terminateReason' : 'my.cancelReason')}
          placeholder={terminate ? undefined : t('my.cancelPrompt')} value={reason} onChange={(e) => setReason(e.target.value)} error={touched && missing}
          helperText={touched && missing ? t(terminate ? 'detail.terminateReasonRequired' : 'my.cancelRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cancel-reason' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="cancel-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
