import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { instanceApi, type BpmUser } from './instanceApi.ts';
import { useBpmRunText } from './useBpmRunText.ts';

/** 转办 (v1.6.2's 转派审批人 dialog): pick the new assignee among the enabled users, searched by nickname. */
export function TransferDialog({ taskId, onClose, onDone }: { taskId: string; onClose(): void; onDone(): void }) {
  const { t } = useBpmRunText();
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<BpmUser[]>([]);
  const [chosen, setChosen] = useState<BpmUser | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // one request per pause in typing, not per key
    const timer = setTimeout(() => {
      instanceApi.assigneeOptions(search.trim()).then((list) => live && setOptions(list)).catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  const submit = async () => {
    setTouched(true);
    if (!chosen) return;
    setBusy(true);
    try {
      await instanceApi.updateAssignee(taskId, chosen.id);
      notifier.toast('success', t('detail.transferred'));
      onDone();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="transfer-dialog">
      <DialogTitle>{t('detail.transferTitle')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={options}
          value={chosen}
          onChange={(_, user) => setChosen(user)}
          onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
          // the typed text filters what is shown at once (Autocomplete's own filter, by the label), so a pick made
          // before the search answers is not pulled from under the pointer when the answer replaces the list
          getOptionLabel={(u) => (u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} autoFocus margin="dense" required label={t('detail.newAssignee')} error={touched && !chosen}
              helperText={touched && !chosen ? t('detail.newAssigneeRequired') : ' '} data-testid="transfer-user" />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="transfer-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
