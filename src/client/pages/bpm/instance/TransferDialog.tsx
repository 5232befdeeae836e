import Autocomplete from '@mui/material/Autocomplete';
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
import { personLabel, useAssigneeOptions } from './useAssigneeOptions.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/** What the dialog hands over: the task for good (转办 / 转派), or to be worked and handed back (委派). */
export type HandOver = 'transfer' | 'delegate';

/**
 * 转办 (v1.6.2's 转派审批人 dialog) and 委派 (today's yudao): pick the person among the enabled users, searched by
 * nickname, and say why (the reason goes into the trail and the person's message names the task).
 */
export function TransferDialog({ taskId, mode = 'transfer', onClose, onDone }: { taskId: string; mode?: HandOver; onClose(): void; onDone(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const options = useAssigneeOptions(search);
  const [chosen, setChosen] = useState<BpmUser | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const delegating = mode === 'delegate';


  const submit = async () => {
    setTouched(true);
    if (!chosen || !reason.trim()) return;
    setBusy(true);
    try {
      await (delegating ? instanceApi.delegate(taskId, chosen.id, reason.trim()) : instanceApi.transfer(taskId, chosen.id, reason.trim()));
      notifier.toast('success', t(delegating ? 'detail.delegated' : 'detail.transferred'));
      onDone();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={delegating ? 'delegate-dialog' : 'transfer-dialog'}>
      <DialogTitle>{t(delegating ? 'detail.delegateTitle' : 'detail.transferTitle')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={options}
          value={chosen}
          onChange={(_, user) => setChosen(user)}
          onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
          // the typed text filters what is shown at once (Autocomplete's own filter, by the label), so a pick made
          // before the search answers is not pulled from under the pointer when the answer replaces the list
          getOptionLabel={personLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} autoFocus margin="dense" required label={t(delegating ? 'detail.delegateUser' : 'detail.newAssignee')} error={touched && !chosen}
              helperText={touched && !chosen ? t(delegating ? 'detail.delegateUserRequired' : 'detail.newAssigneeRequired') : ' '} data-testid="transfer-user" />
          )}
        />
        <TextField fullWidth multiline minRows={2} required margin="dense" label={t(delegating ? 'detail.delegateReason' : 'detail.transferReason')}
          value={reason} onChange={(e) => setReason(e.target.value)} error={touched && !reason.trim()}
          helperText={touched && !reason.trim() ? t(delegating ? 'detail.delegateReasonRequired' : 'detail.transferReasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'transfer-reason' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="transfer-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
