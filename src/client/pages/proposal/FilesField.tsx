import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { usePhone } from '../../components/index.ts';
import { FileLinks } from './FileLinks.tsx';
import { proposalApi, type FileRef } from './proposalApi.ts';
import { useProposalText } from './useProposalText.ts';

/**
 * Attachments uploaded to our file storage one by one as they are chosen; the proposal keeps their names and URLs.
 * On a phone a second button opens the camera (a photo of a site, a letter from a voter) straight away.
 *
 * Changes are handed up as updates of the owner's current list, never as a copy of this render's: an upload ends
 * after whatever happened meanwhile (a file removed, the photo's upload beside the file's), and a copy taken when
 * the file was chosen would put a removed file back or drop the other upload.
 */
export function FilesField({ label, value, onChange, testId }: {
  label: string;
  value: readonly FileRef[];
  onChange(update: (current: FileRef[]) => FileRef[]): void;
  testId: string;
}) {
  const { t } = useProposalText();
  const [uploading, setUploading] = useState(0);
  const busy = uploading > 0;
  const phone = usePhone();
  const add = async (chosen: FileList | null) => {
    if (!chosen?.length) return;
    setUploading((n) => n + 1);
    const added: FileRef[] = [];
    try {
      for (const file of Array.from(chosen)) added.push({ name: file.name, url: await proposalApi.upload(file) });
    } catch {
      // the http layer has shown why (too large, not allowed); the files uploaded before it are kept
    } finally {
      if (added.length) onChange((current) => [...current, ...added]);
      setUploading((n) => n - 1);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormLabel>{label}</FormLabel>
      <FileLinks files={value} onRemove={(i) => { const gone = value[i]; onChange((current) => current.filter((f) => f !== gone)); }} testId={`${testId}-list`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={busy}>
          {busy ? t('form.uploading') : t('form.upload')}
          <input hidden type="file" multiple data-testid={`${testId}-input`} onChange={(e) => { void add(e.target.files); e.target.value = ''; }} />
        </Button>
        {phone && (
          <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={busy}>
            {t('form.camera')}
            <input hidden type="file" accept="image/*" capture="environment" data-testid={`${testId}-camera`} onChange={(e) => { void add(e.target.files); e.target.value = ''; }} />
          </Button>
        )}
      </Box>
    </Box>
  );
}
