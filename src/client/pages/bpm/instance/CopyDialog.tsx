import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi, type BpmUser } from './instanceApi.ts';
import { PeoplePicker } from './PeoplePicker.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/** 抄送 (today's yudao): the people to copy the instance to, searched by nickname, and a word for them. */
export function CopyDialog({ taskId, onClose, onDone }: { taskId: string; onClose(): void; onDone(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [chosen, setChosen] = useState<BpmUser[]>([]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);


  const submit = async () => {
    setTouched(true);
    if (!chosen.length || !reason.trim()) return;
    setBusy(true);
    try {
      await instanceApi.copy(taskId, chosen.map((u) => u.id), reason.trim());
      notifier.toast('success', t('detail.copied'));
      onDone();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="copy-dialog">
      <DialogTitle>{t('detail.copyTitle')}</DialogTitle>
      <DialogContent>
        <PeoplePicker label={t('detail.copyUsers')} value={chosen} onChange={setChosen} missing={touched && !chosen.length}
          requiredText={t('detail.copyUsersRequired')} testId="copy-users" autoFocus />
        <TextField fullWidth multiline minRows={2} required margin="dense" label={t('detail.copyReason')} value={reason} onChange={(e) => setReason(e.target.value)}
          error={touched && !reason.trim()} helperText={touched && !reason.trim() ? t('detail.copyReasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'copy-reason' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="copy-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
