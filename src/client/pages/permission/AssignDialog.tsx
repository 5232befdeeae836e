import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';

interface Props {
  title: string;
  width: number;
  testId: string;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  /** The form whose submit saves (its data lives below the frame), or a handler. */
  formId?: string;
  onSave?(): void;
  onClose(): void;
  children: ReactNode;
}

/** The frame of an assignment dialog: title, loading and error states, 确定 with a saving state, 取消. */
export function AssignDialog({ title, width, testId, loading, failed, saving, formId, onSave, onClose, children }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth={false} slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)', m: 2 } } }} data-testid={testId}>
      <DialogTitle sx={{ fontSize: 18 }}>{title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : failed ? (
          <Box sx={{ color: 'error.main', py: 3, textAlign: 'center' }}>{translate('app.generated.loadFailed')}</Box>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" type={formId ? 'submit' : 'button'} form={formId} onClick={onSave} disabled={saving || loading || failed} data-testid="assign-submit">
          {saving && <CircularProgress size={14} color="inherit" sx={{ mr: 1 }} />}
          {translate(saving ? 'app.generated.saving' : 'app.generated.submit')}
        </Button>
        <Button onClick={onClose} disabled={saving} data-testid="assign-cancel">
          {translate('app.generated.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Loads what a dialog shows once, and saves it: success closes the dialog with 分配成功 (the server's reply has no
 * message of its own), a failure keeps it open; the http layer has shown the server's message already.
 */
export function useAssign<T>(load: () => Promise<T>, onDone: () => void) {
  const translate = useTranslate();
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (d) => live && setData(d),
      (e: unknown) => {
        if (!live) return;
        setFailed(true);
        reportError(e);
      },
    );
    return () => {
      live = false;
    };
    // Loaded once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const save = async (send: () => Promise<unknown>): Promise<void> => {
    if (saving) return;
    setSaving(true);
    try {
      await send();
      notifier.toast('success', translate('app.permission.saved'));
      onDone();
    } catch (e) {
      reportError(e);
      setSaving(false);
    }
  };
  return { data, loading: data === null && !failed, failed, saving, save };
}
