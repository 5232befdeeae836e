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
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi, type BpmUser, type SignType } from './instanceApi.ts';
import { PeoplePicker } from './PeoplePicker.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * 加签 (today's yudao): the people to add to the step, whether they decide before the holder (the task comes back
 * once they have) or after the holder's approval (the step moves on once they have), and why.
 */
export function SignDialog({ taskId, signType, onClose, onDone }: { taskId: string; signType?: SignType | null; onClose(): void; onDone(type: SignType): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [chosen, setChosen] = useState<BpmUser[]>([]);
  // a task with signs open takes more of the same kind only
  const [type, setType] = useState<SignType>(signType ?? 'before');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setTouched(true);
    if (!chosen.length || !reason.trim()) return;
    setBusy(true);
    try {
      await instanceApi.createSign(taskId, chosen.map((u) => u.id), type, reason.trim());
      notifier.toast('success', t(type === 'before' ? 'detail.signedBefore' : 'detail.signedAfter'));
      onDone(type);
    } catch {
      // the http client has shown the server's message (someone already on the step…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="sign-dialog">
      <DialogTitle>{t('detail.signTitle')}</DialogTitle>
      <DialogContent>
        <FormLabel id="sign-type-label" sx={{ display: 'block', mt: 1 }}>{t('detail.signType')}</FormLabel>
        <RadioGroup aria-labelledby="sign-type-label" value={type} onChange={(e) => setType(e.target.value as SignType)} data-testid="sign-type">
          <FormControlLabel value="before" control={<Radio />} disabled={signType === 'after'} label={t('detail.signBefore')} />
          <FormControlLabel value="after" control={<Radio />} disabled={signType === 'before'} label={t('detail.signAfter')} />
        </RadioGroup>
        <PeoplePicker label={t('detail.signUsers')} value={chosen} onChange={setChosen} missing={touched && !chosen.length}
          requiredText={t('detail.signUsersRequired')} testId="sign-users" />
        <TextField fullWidth multiline minRows={2} required margin="dense" label={t('detail.signReason')} value={reason} onChange={(e) => setReason(e.target.value)}
          error={touched && !reason.trim()} helperText={touched && !reason.trim() ? t('detail.signReasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'sign-reason' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="sign-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
