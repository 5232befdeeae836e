import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fileApi, fileSizeText } from '../infra/fileApi.ts';
import type { FileRef } from './proposalApi.ts';

/** The sizes of stored files by URL, asked once per set of URLs (a file the server does not know shows none). */
function useFileSizes(files: readonly FileRef[] | null | undefined): ReadonlyMap<string, number> {
  const key = (files ?? []).map((f) => f.url).join(',');
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (!key) return;
    let live = true;
    fileApi.listByUrl(key.split(',')).then(
      (rows) => live && setSizes(new Map(rows.map((r) => [r.url, r.size]))),
      () => undefined, // sizes are a courtesy: the links work without them
    );
    return () => {
      live = false;
    };
  }, [key]);
  return sizes;
}

/**
 * Files in our storage: the name opens it in a new tab (a PDF in the browser's viewer until issue 19's own), its size,
 * and 下载 saving it under its name; with `onRemove`, each can be taken away.
 */
export function FileLinks({ files, onRemove, testId }: { files: readonly FileRef[] | null | undefined; onRemove?(index: number): void; testId: string }) {
  const translate = useTranslate();
  const sizes = useFileSizes(files);
  if (!files?.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {files.map((file, i) => (
        <Box component="li" key={`${file.url}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-testid="file-link">
          <AttachFileIcon fontSize="small" color="action" />
          <Link href={file.url} target="_blank" rel="noopener" data-i18n="data">{file.name}</Link>
          {sizes.has(file.url) && <Typography component="span" variant="caption" color="text.secondary" data-testid="file-size">{fileSizeText(sizes.get(file.url)!)}</Typography>}
          <IconButton size="small" component="a" href={file.url} download={file.name} aria-label={translate('app.file.download')} title={translate('app.file.download')} data-testid="file-download">
            <DownloadIcon fontSize="small" />
          </IconButton>
          {onRemove && <IconButton size="small" aria-label={file.name} onClick={() => onRemove(i)}><CloseIcon fontSize="small" /></IconButton>}
        </Box>
      ))}
    </Box>
  );
}
