import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { IGNORED, PROCESSED, updateErrorLogStatus } from './systemToolsApi.ts';

/** 已处理 / 已忽略 of an API error log row, confirmed first as yudao's 确认标记为 … 吗？ */
function ProcessDialog({ row, onClose, onDone, status }: RowActionDialogProps & { status: number }) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const label = translate(status === PROCESSED ? 'app.systemTools.processed' : 'app.systemTools.ignored');
  const confirm = async () => {
    setSaving(true);
    try {
      await updateErrorLogStatus(Number(row.id), status);
      notifier.toast('success', translate('app.systemTools.processDone'));
      onDone();
    } catch (e) {
      reportError(e);
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} data-testid="error-log-process-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.systemTools.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('app.systemTools.confirmProcess', { id: row.id, status: label })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void confirm()} disabled={saving} data-testid="error-log-process-confirm">{translate('app.generated.submit')}</Button>
        <Button onClick={onClose} disabled={saving}>{translate('app.generated.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export const MarkProcessedDialog = (props: RowActionDialogProps) => <ProcessDialog {...props} status={PROCESSED} />;
export const MarkIgnoredDialog = (props: RowActionDialogProps) => <ProcessDialog {...props} status={IGNORED} />;
