import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../api/index.ts';
import { DropZone } from '../../components/index.ts';
import type { ToolbarActionDialogProps } from '../../resources/extensions.ts';
import { fileApi } from './fileApi.ts';

type Outcome = { name: string; ok: true; url: string } | { name: string; ok: false; message: string };

/**
 * 上传文件 of 文件列表 (yudao's el-upload drag): drop files or choose them; each is sent as it comes, with a bar while
 * it goes (fetch reports no upload progress, so the bar runs until the answer), and the server's message for a file
 * it refuses. The list reloads after each stored file; the dialog stays open for more.
 */
export default function FileUploadDialog({ onClose, onRefresh }: ToolbarActionDialogProps) {
  const translate = useTranslate();
  const [current, setCurrent] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const send = async (files: FileList): Promise<void> => {
    if (current) return;
    for (const file of Array.from(files)) {
      setCurrent(file.name);
      try {
        const url = await fileApi.upload(file, true);
        setOutcomes((list) => [...list, { name: file.name, ok: true, url }]);
        onRefresh();
      } catch (e) {
        setOutcomes((list) => [...list, { name: file.name, ok: false, message: errorMessage(e) }]);
      }
    }
    setCurrent(null);
  };

  return (
    <Dialog open onClose={current ? undefined : onClose} fullWidth maxWidth="sm" data-testid="file-upload-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.file.upload')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        <DropZone
          disabled={!!current}
          multiple
          onFiles={(files) => void send(files)}
          texts={{ dropHere: translate('app.file.dropHere'), clickToUpload: translate('app.file.clickToUpload'), dropNow: translate('app.file.dropNow') }}
          testId="file-drop"
          inputTestId="file-input"
        />
        <Typography variant="caption" color="text.secondary">{translate('app.file.hint')}</Typography>
        {current && (
          <Box data-testid="file-progress">
            <Typography variant="body2" data-i18n="data">{translate('app.file.uploading', { name: current })}</Typography>
            <LinearProgress aria-label={translate('app.file.uploading', { name: current })} />
          </Box>
        )}
        {outcomes.map((o, i) => o.ok ? (
          <Alert key={i} severity="success" data-testid="file-uploaded"><span data-i18n="data">{o.name}</span>{translate('app.common.colon')}{translate('app.file.uploaded')}</Alert>
        ) : (
          <Alert key={i} severity="error" data-testid="file-refused">
            <span data-i18n="data">{translate('app.file.failed', { name: o.name })}{translate('app.common.colon')}{o.message}</span>
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!current}>{translate('app.file.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
