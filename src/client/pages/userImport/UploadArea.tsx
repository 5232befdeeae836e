import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fileSize, IMPORT_ACCEPT, isImportFile } from './importReport.ts';

interface Props {
  file: File | null;
  disabled: boolean;
  onFile(file: File): void;
  onRemove(): void;
  /** A file that cannot be imported (wrong type, several at once): the message to show. */
  onReject(message: string): void;
}

/**
 * yudao's `el-upload drag`: a dashed area that takes one dropped file or opens the picker (mouse or keyboard), and
 * the chosen file below it with its size and a remove button. Nothing is sent until the dialog's 确定.
 */
export function UploadArea({ file, disabled, onFile, onRemove, onReject }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null): void => {
    if (!files?.length) return;
    if (files.length > 1) return onReject(translate('app.userImport.tooMany'));
    const chosen = files[0];
    if (!isImportFile(chosen.name)) return onReject(translate('app.userImport.wrongType', { name: chosen.name }));
    onFile(chosen);
  };
  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  const open = (): void => {
    if (!disabled) input.current?.click();
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          open();
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="import-drop"
        data-over={over || undefined}
        sx={{
          border: '1px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1.5,
          bgcolor: over ? 'action.selected' : 'action.hover',
          py: 3.5,
          px: 2,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color .2s, background-color .2s',
          '&:hover, &:focus-visible': disabled ? undefined : { borderColor: 'primary.main', outline: 'none' },
        }}
      >
        <UploadIcon sx={{ fontSize: 56, color: over ? 'primary.main' : 'text.disabled' }} />
        <Typography variant="body2" color="text.secondary">
          {over ? (
            translate('app.userImport.dropNow')
          ) : (
            <>
              {translate('app.userImport.dropHere')}
              <Box component="em" sx={{ color: 'primary.main', fontStyle: 'normal' }}>
                {translate('app.userImport.clickToUpload')}
              </Box>
            </>
          )}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          hidden
          onChange={(e) => {
            take(e.target.files);
            e.target.value = ''; // choosing the same file again after removing it must fire again
          }}
          data-testid="import-file-input"
        />
      </Box>
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="import-file">
          <FileIcon fontSize="small" color="primary" />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {fileSize(file.size)}
          </Typography>
          <IconButton size="small" onClick={onRemove} disabled={disabled} aria-label={translate('app.userImport.removeFile')} data-testid="import-file-remove">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
