import CloseIcon from '@mui/icons-material/Close';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DropZone } from '../../components/index.ts';
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
 * The drop area taking one spreadsheet, and the chosen file below it with its size and a remove button. Nothing is
 * sent until the dialog's 确定.
 */
export function UploadArea({ file, disabled, onFile, onRemove, onReject }: Props) {
  const translate = useTranslate();
  const take = (files: FileList): void => {
    if (files.length > 1) return onReject(translate('app.userImport.tooMany'));
    const chosen = files[0];
    if (!isImportFile(chosen.name)) return onReject(translate('app.userImport.wrongType', { name: chosen.name }));
    onFile(chosen);
  };

  return (
    <Box>
      <DropZone
        disabled={disabled}
        accept={IMPORT_ACCEPT}
        onFiles={take}
        texts={{ dropHere: translate('app.userImport.dropHere'), clickToUpload: translate('app.userImport.clickToUpload'), dropNow: translate('app.userImport.dropNow') }}
        testId="import-drop"
        inputTestId="import-file-input"
      />
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
