import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { fileApi } from './fileApi.ts';

/** 主配置 on a 文件配置 row: yudao's confirmation, then update-master; uploads go to that storage from then on. */
export default function FileConfigMasterDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await fileApi.updateMaster(Number(row.id));
      notifier.toast('success', translate('app.file.masterDone'));
      onDone();
    } catch (e) {
      reportError(e);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} data-testid="file-config-master-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.file.master')}</DialogTitle>
      <DialogContent>{translate('app.file.masterConfirm', { id: row.id })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('app.file.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="file-config-master-confirm">{translate('app.file.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
