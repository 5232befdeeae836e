import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

export interface DropZoneProps {
  /** While a file goes up (or a form is busy): no picking, no dropping. */
  disabled?: boolean;
  multiple?: boolean;
  /** The picker's file types (`.xls,.xlsx`); the caller still checks what is dropped. */
  accept?: string;
  onFiles(files: FileList): void;
  texts: { dropHere: string; clickToUpload: string; dropNow: string };
  testId: string;
  inputTestId: string;
}

/**
 * yudao's `el-upload drag`: a dashed area that takes dropped files or opens the picker, by mouse or keyboard (Enter,
 * Space). Shared by 上传文件 and the user import; what happens with the files is the caller's.
 */
export function DropZone({ disabled = false, multiple = false, accept, onFiles, texts, testId, inputTestId }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const open = (): void => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    setOver(false);
    if (!disabled && e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
  };
  return (
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
      data-testid={testId}
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
        {over ? texts.dropNow : (
          <>
            {texts.dropHere}
            <Box component="em" sx={{ color: 'primary.main', fontStyle: 'normal' }}>{texts.clickToUpload}</Box>
          </>
        )}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        onChange={(e) => {
          if (e.target.files?.length) onFiles(e.target.files);
          e.target.value = ''; // choosing the same file again must fire again
        }}
        data-testid={inputTestId}
      />
    </Box>
  );
}
