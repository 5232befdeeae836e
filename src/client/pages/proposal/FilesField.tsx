import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { FileLinks } from './FileLinks.tsx';
import { proposalApi, type FileRef } from './proposalApi.ts';
import { useProposalText } from './useProposalText.ts';

/** Attachments uploaded to our file storage one by one as they are chosen; the proposal keeps their names and URLs. */
export function FilesField({ label, value, onChange, testId }: { label: string; value: readonly FileRef[]; onChange(files: FileRef[]): void; testId: string }) {
  const { t } = useProposalText();
  const [busy, setBusy] = useState(false);
  const add = async (chosen: FileList | null) => {
    if (!chosen?.length) return;
    setBusy(true);
    const added: FileRef[] = [];
    try {
      for (const file of Array.from(chosen)) added.push({ name: file.name, url: await proposalApi.upload(file) });
    } catch {
      // the http layer has shown why (too large, not allowed); the files uploaded before it are kept
    } finally {
      onChange([...value, ...added]);
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormLabel>{label}</FormLabel>
      <FileLinks files={value} onRemove={(i) => onChange(value.filter((_, j) => j !== i))} testId={`${testId}-list`} />
      <Box>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={busy}>
          {busy ? t('form.uploading') : t('form.upload')}
          <input hidden type="file" multiple data-testid={`${testId}-input`} onChange={(e) => { void add(e.target.files); e.target.value = ''; }} />
        </Button>
      </Box>
    </Box>
  );
}
