import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * 退回 (today's yudao): the steps the task may go back to (those passed on the one path before it, as the server
 * lists them), one chosen, and the reason its holder will read.
 */
export function ReturnDialog({ taskId, onClose, onDone }: { taskId: string; onClose(): void; onDone(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [targets, setTargets] = useState<{ taskDefinitionKey: string; name: string }[] | null>(null);
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // a refusal of the list (the task moved on) closes the dialog; the caller's handler may change on every render
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    instanceApi.returnTargets(taskId).then((list) => {
      if (!live) return;
      setTargets(list);
      // the step just before is the usual choice
      if (list.length) setTarget(list[list.length - 1]!.taskDefinitionKey);
    }).catch(() => close.current());
    return () => { live = false; };
  }, [taskId]);

  const submit = async () => {
    setTouched(true);
    if (!target || !reason.trim()) return;
    setBusy(true);
    try {
      await instanceApi.returnTo(taskId, target, reason.trim());
      notifier.toast('success', t('detail.returned'));
      onDone();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="return-dialog">
      <DialogTitle>{t('detail.returnTitle')}</DialogTitle>
      <DialogContent>
        {targets && !targets.length ? <Typography variant="body2" sx={{ py: 2 }}>{t('detail.returnNone')}</Typography> : (
          <>
            <TextField select fullWidth required margin="dense" label={t('detail.returnTarget')} value={target} onChange={(e) => setTarget(e.target.value)}
              error={touched && !target} helperText={touched && !target ? t('detail.returnTargetRequired') : ' '} slotProps={{ htmlInput: { 'data-testid': 'return-target' } }}>
              {(targets ?? []).map((option) => <MenuItem key={option.taskDefinitionKey} value={option.taskDefinitionKey}><span data-i18n="data">{option.name}</span></MenuItem>)}
            </TextField>
            <TextField fullWidth multiline minRows={2} required margin="dense" label={t('detail.returnReason')} value={reason} onChange={(e) => setReason(e.target.value)}
              error={touched && !reason.trim()} helperText={touched && !reason.trim() ? t('detail.returnReasonRequired') : ' '}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'return-reason' } }} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={busy || !targets?.length} onClick={() => void submit()} data-testid="return-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
