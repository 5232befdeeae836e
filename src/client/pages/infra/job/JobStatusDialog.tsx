import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import type { RowActionDialogProps } from '../../../resources/extensions.ts';
import { reportError } from '../../../resources/hooks/useListActions.ts';
import { withData } from '../../../i18n/withData.tsx';
import { JOB_STATUS, jobApi } from './jobApi.ts';

/** 开启 / 暂停 of a job (the row's status says which): yudao's confirmation, then update-status. */
export default function JobStatusDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const starting = Number(row.status) !== JOB_STATUS.NORMAL;
  const action = translate(starting ? 'app.job.start' : 'app.job.pause');
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await jobApi.updateStatus(Number(row.id), starting ? JOB_STATUS.NORMAL : JOB_STATUS.STOP);
      notifier.toast('success', translate('app.job.statusDone', { action }));
      onDone();
    } catch (e) {
      reportError(e);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} data-testid="job-status-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{action}</DialogTitle>
      <DialogContent>{withData(translate, 'app.job.statusConfirm', { action, name: String(row.name) })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('app.job.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="job-status-confirm">{translate('app.job.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
