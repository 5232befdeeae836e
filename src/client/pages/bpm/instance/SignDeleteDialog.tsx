import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi, type BpmSign } from './instanceApi.ts';
import { personLabel } from './useAssigneeOptions.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/** 减签 (today's yudao): of the signs still open on the task, the one to take back, and why. */
export function SignDeleteDialog({ taskId, onClose, onDone }: { taskId: string; onClose(): void; onDone(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [signs, setSigns] = useState<BpmSign[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    instanceApi.openSigns(taskId).then((list) => { if (live) setSigns(list); }, () => { if (live) setSigns([]); });
    return () => { live = false; };
  }, [taskId]);

  const submit = async () => {
    setTouched(true);
    if (!chosen || !reason.trim()) return;
    setBusy(true);
    try {
      await instanceApi.deleteSign(chosen, reason.trim());
      notifier.toast('success', t('detail.signDeleted'));
      onDone();
    } catch {
      // the http client has shown the server's message (the person decided meanwhile…)
    } finally {
      setBusy(false);
    }
  };

  const person = (sign: BpmSign) => personLabel((sign.assigneeUser ?? sign.ownerUser)!);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="sign-delete-dialog">
      <DialogTitle>{t('detail.signDeleteTitle')}</DialogTitle>
      <DialogContent>
        {signs && !signs.length ? <Typography color="text.secondary">{t('detail.signNone')}</Typography> : (
          <>
            <FormLabel id="sign-delete-label" error={touched && !chosen}>{t('detail.signDeleteUser')}</FormLabel>
            <RadioGroup aria-labelledby="sign-delete-label" value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid="sign-delete-users">
              {(signs ?? []).map((sign) => <FormControlLabel key={sign.id} value={sign.id} control={<Radio />} label={person(sign)} />)}
            </RadioGroup>
            <TextField fullWidth multiline minRows={2} required margin="dense" label={t('detail.signDeleteReason')} value={reason} onChange={(e) => setReason(e.target.value)}
              error={touched && !reason.trim()} helperText={touched && !reason.trim() ? t('detail.signDeleteReasonRequired') : ' '}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'sign-delete-reason' } }} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy || !signs?.length} onClick={() => void submit()} data-testid="sign-delete-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
