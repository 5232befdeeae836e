import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fileApi, fileSizeText, type StoredFile } from '../infra/fileApi.ts';
import { previewRoute } from '../preview/storedFilePath.ts';
import type { FileRef } from './proposalApi.ts';

/** Size and type of stored files by URL, asked once per set of URLs (a file the server does not know shows none). */
function useStoredFiles(files: readonly FileRef[] | null | undefined): ReadonlyMap<string, StoredFile> {
  const key = (files ?? []).map((f) => f.url).join(',');
  const [stored, setStored] = useState<ReadonlyMap<string, StoredFile>>(new Map());
  useEffect(() => {
    if (!key) return;
    let live = true;
    fileApi.listByUrl(key.split(',')).then(
      (rows) => live && setStored(new Map(rows.map((r) => [r.url, r]))),
      () => undefined, // sizes are a courtesy: the links work without them
    );
    return () => {
      live = false;
    };
  }, [key]);
  return stored;
}

/**
 * Files in our storage: the name opens it in a new tab, its size, 预览 for a PDF (/preview-pdf) or a Word document
 * (/preview-report) — by the type the server found in the content, else by the name — and 下载 saving it under its
 * name; with `onRemove`, each can be taken away.
 */
export function FileLinks({ files, onRemove, testId }: { files: readonly FileRef[] | null | undefined; onRemove?(index: number): void; testId: string }) {
  const translate = useTranslate();
  const stored = useStoredFiles(files);
  if (!files?.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {files.map((file, i) => {
        const known = stored.get(file.url);
        const preview = previewRoute({ url: file.url, name: file.name, type: known?.type });
        return (
          <Box component="li" key={`${file.url}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-testid="file-link">
            <AttachFileIcon fontSize="small" color="action" />
            <Link href={file.url} target="_blank" rel="noopener" data-i18n="data">{file.name}</Link>
            {known && <Typography component="span" variant="caption" color="text.secondary" data-testid="file-size">{fileSizeText(known.size)}</Typography>}
            {preview && (
              <Link component={RouterLink} to={preview} variant="body2" data-testid="file-preview">{translate('app.report.preview')}</Link>
            )}
            <IconButton size="small" component="a" href={file.url} download={file.name} aria-label={translate('app.file.download')} title={translate('app.file.download')} data-testid="file-download">
              <DownloadIcon fontSize="small" />
            </IconButton>
            {onRemove && <IconButton size="small" aria-label={file.name} onClick={() => onRemove(i)}><CloseIcon fontSize="small" /></IconButton>}
          </Box>
        );
      })}
    </Box>
  );
}
