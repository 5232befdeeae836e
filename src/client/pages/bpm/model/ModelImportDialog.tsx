import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { modelDeployApi } from './modelDeployApi.ts';
import { validateModel, type ModelField } from './modelForm.ts';

interface Props {
  onClose(): void;
  onImported(): void;
}

/** 导入流程 (yudao's import dialog): key, name and description of the new model, and its .bpmn file. */
export function ModelImportDialog({ onClose, onImported }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmRule.${key}`);
  const tm = (key: string) => translate(`app.bpm.model.${key}`);
  const [form, setForm] = useState({ key: '', name: '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ModelField | 'file', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: Partial<Record<ModelField | 'file', string>> = validateModel(form);
    if (!file) found.file = 'importFileRequired';
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    setBusy(true);
    try {
      await modelDeployApi.import({ key: form.key.trim(), name: form.name.trim(), description: form.description }, file);
      notifier.toast('success', t('imported'));
      onImported();
    } catch {
      // the http layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const field = (name: ModelField | 'description') => ({
    size: 'small' as const, fullWidth: true, margin: 'dense' as const, label: tm(name), value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.target.value }),
    error: name !== 'description' && Boolean(errors[name]),
    helperText: name !== 'description' && errors[name] ? tm(errors[name]) : undefined,
    slotProps: { htmlInput: { 'data-testid': `import-${name}` } },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="model-import">
      <DialogTitle>{t('importTitle')}</DialogTitle>
      <DialogContent>
        <TextField {...field('key')} required />
        <TextField {...field('name')} required />
        <TextField {...field('description')} multiline minRows={2} />
        <Button variant="outlined" component="label" sx={{ mt: 1 }}>
          {t('importPick')}
          <input hidden type="file" accept=".bpmn,.xml" data-testid="import-file" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setErrors({ ...errors, file: undefined }); }} />
        </Button>
        {file && <Typography variant="body2" sx={{ mt: 1 }}>{file.name}</Typography>}
        {errors.file ? <FormHelperText error>{t(errors.file)}</FormHelperText> : <FormHelperText>{t('importTip')}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="import-submit">{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
