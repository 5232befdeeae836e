import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, notifier } from '../../api/index.ts';
import { downloadUserImportTemplate, importUsers } from '../../api/system/user.ts';
import type { ToolbarActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { ImportReport } from './ImportReport.tsx';
import { importReport, importReportText, type ImportReportView } from './importReport.ts';
import { UploadArea } from './UploadArea.tsx';

/**
 * 用户导入 (yudao's UserImportForm): one .xlsx file, 是否更新已经存在的用户数据, 下载模板; 确定 uploads it. The
 * report replaces the form in the same dialog and the list reloads behind it. A refused file keeps the dialog, the
 * file and the checkbox as they were, with the server's message, so the user can fix the sheet and try again.
 */
export default function UserImportDialog({ onClose, onRefresh }: ToolbarActionDialogProps) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReportView | null>(null);
  const [template, setTemplate] = useState(false);

  const submit = async (): Promise<void> => {
    if (uploading) return;
    if (!file) return setError({ text: translate('app.userImport.noFile') });
    setError(null);
    setUploading(true);
    try {
      setReport(importReport(await importUsers(file, updateSupport)));
      onRefresh();
    } catch (e) {
      setError({ title: translate('app.userImport.failed'), text: errorMessage(e) });
    } finally {
      setUploading(false);
    }
  };
  const downloadTemplate = async (): Promise<void> => {
    if (template) return;
    setTemplate(true);
    try {
      await downloadUserImportTemplate();
    } catch (e) {
      reportError(e);
    } finally {
      setTemplate(false);
    }
  };
  const again = (): void => {
    setReport(null);
    setFile(null);
  };

  return (
    <Dialog
      open
      onClose={uploading ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: report ? 560 : 440, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      data-testid="import-dialog"
    >
      <DialogTitle sx={{ fontSize: 18 }}>{translate(report ? 'app.userImport.resultTitle' : 'app.userImport.title')}</DialogTitle>
      <DialogContent dividers>
        {report ? (
          <ImportReport report={report} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <UploadArea
              file={file}
              disabled={uploading}
              onFile={(f) => {
                setFile(f);
                setError(null);
              }}
              onRemove={() => setFile(null)}
              onReject={(text) => setError({ text })}
            />
            <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <FormControlLabel
                control={<Checkbox size="small" checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)} disabled={uploading} data-testid="import-update-support" />}
                label={<Typography variant="body2">{translate('app.userImport.updateSupport')}</Typography>}
                sx={{ mr: 0 }}
              />
              <Typography variant="caption" component="div">
                {translate('app.userImport.hint')}
                <Link component="button" type="button" variant="caption" underline="hover" onClick={() => void downloadTemplate()} disabled={template} sx={{ ml: 0.5, verticalAlign: 'baseline' }} data-testid="import-template">
                  {translate(template ? 'app.userImport.templateLoading' : 'app.userImport.template')}
                </Link>
              </Typography>
            </Box>
            {error && (
              <Alert severity="error" onClose={() => setError(null)} data-testid="import-error">
                {error.title && <AlertTitle sx={{ fontSize: 14 }}>{error.title}</AlertTitle>}
                {error.text}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {report ? (
          <>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <Button
                sx={{ mr: 'auto' }}
                onClick={() => void navigator.clipboard.writeText(importReportText(report, translate)).then(() => notifier.toast('success', translate('app.userImport.copied')), reportError)}
                data-testid="import-copy"
              >
                {translate('app.userImport.copy')}
              </Button>
            )}
            <Button variant="outlined" onClick={again} data-testid="import-again">
              {translate('app.userImport.again')}
            </Button>
            <Button variant="contained" onClick={onClose} data-testid="import-close">
              {translate('app.generated.closeShow')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="contained" onClick={() => void submit()} disabled={uploading} aria-busy={uploading} data-testid="import-submit">
              {uploading && <CircularProgress size={14} color="inherit" sx={{ mr: 1 }} />}
              {translate(uploading ? 'app.userImport.uploading' : 'app.generated.submit')}
            </Button>
            <Button onClick={onClose} disabled={uploading} data-testid="import-cancel">
              {translate('app.generated.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
