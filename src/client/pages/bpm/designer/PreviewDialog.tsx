import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/** The XML or JSON preview of the diagram (800px, SPEC §9 modal width). */
export function PreviewDialog({ preview, onClose }: { preview: { type: 'xml' | 'json'; text: string } | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open={preview !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }} data-testid="bpmn-preview">
      <DialogTitle>{`${translate('app.bpm.toolbar.previewTitle')} ${preview?.type.toUpperCase() ?? ''}`}</DialogTitle>
      <DialogContent dividers>
        <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="bpmn-preview-text">{preview?.text}</pre>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.bpm.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
