import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
  testId?: string;
}

/** The element-ui `MessageBox.confirm` equivalent: a small (400px) warning dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy, testId } = props;
  const messageId = useId();
  // Titled by its DialogTitle (MUI ties them), described by the message: a screen reader reads both on opening.
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={messageId} maxWidth="xs" slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }} data-testid={testId}>
      <DialogTitle sx={{ fontSize: 18 }}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
