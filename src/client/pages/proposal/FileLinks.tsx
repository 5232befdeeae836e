import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/Close';
import type { FileRef } from './proposalApi.ts';

/** Files as links to our storage (opened in a new tab); with `onRemove`, each can be taken away. */
export function FileLinks({ files, onRemove, testId }: { files: readonly FileRef[] | null | undefined; onRemove?(index: number): void; testId: string }) {
  if (!files?.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {files.map((file, i) => (
        <Box component="li" key={`${file.url}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AttachFileIcon fontSize="small" color="action" />
          <Link href={file.url} target="_blank" rel="noopener" data-i18n="data">{file.name}</Link>
          {onRemove && <IconButton size="small" aria-label={file.name} onClick={() => onRemove(i)}><CloseIcon fontSize="small" /></IconButton>}
        </Box>
      ))}
    </Box>
  );
}
