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
import { jobApi } from './jobApi.ts';

/** 执行一次: yudao's confirmation, then trigger; the run's outcome is in 调度日志. */
export default function JobTriggerDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await jobApi.trigger(Number(row.id));
      notifier.toast('success', translate('app.job.triggerDone'));
      onDone();
    } catch (e) {
      reportError(e);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} data-testid="job-trigger-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.job.trigger')}</DialogTitle>
      <DialogContent>{withData(translate, 'app.job.triggerConfirm', { name: String(row.name) })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('app.job.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="job-trigger-confirm">{translate('app.job.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
