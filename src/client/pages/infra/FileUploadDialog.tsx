import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../api/index.ts';
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
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const send = async (files: FileList | null): Promise<void> => {
    if (!files?.length || current) return;
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
  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files);
  };
  const open = (): void => {
    if (!current) input.current?.click();
  };

  return (
    <Dialog open onClose={current ? undefined : onClose} fullWidth maxWidth="sm" data-testid="file-upload-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.file.upload')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          role="button"
          tabIndex={0}
          aria-disabled={!!current}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            open();
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="file-drop"
          sx={{
            border: '1px dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 1.5,
            bgcolor: over ? 'action.selected' : 'action.hover', py: 3.5, px: 2, textAlign: 'center', cursor: current ? 'default' : 'pointer',
            '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
          }}
        >
          <UploadIcon sx={{ fontSize: 56, color: over ? 'primary.main' : 'text.disabled' }} />
          <Typography variant="body2" color="text.secondary">
            {over ? translate('app.file.dropNow') : (
              <>
                {translate('app.file.dropHere')}
                <Box component="em" sx={{ color: 'primary.main', fontStyle: 'normal' }}>{translate('app.file.clickToUpload')}</Box>
              </>
            )}
          </Typography>
          <input ref={input} hidden type="file" multiple data-testid="file-input" onChange={(e) => { void send(e.target.files); e.target.value = ''; }} />
        </Box>
        <Typography variant="caption" color="text.secondary">{translate('app.file.hint')}</Typography>
        {current && (
          <Box data-testid="file-progress">
            <Typography variant="body2" data-i18n="data">{translate('app.file.uploading', { name: current })}</Typography>
            <LinearProgress />
          </Box>
        )}
        {outcomes.map((o, i) => o.ok ? (
          <Alert key={i} severity="success" data-testid="file-uploaded"><span data-i18n="data">{o.name}</span>：{translate('app.file.uploaded')}</Alert>
        ) : (
          <Alert key={i} severity="error" data-testid="file-refused">
            <span data-i18n="data">{translate('app.file.failed', { name: o.name })}：{o.message}</span>
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!current}>{translate('app.file.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
