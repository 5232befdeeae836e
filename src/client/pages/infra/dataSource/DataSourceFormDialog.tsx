import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { dataSourceApi, type DataSource, type DataSourceForm } from './dataSourceApi.ts';

interface Props {
  /** The source being edited, or null for 新增. */
  source: DataSource | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 新增 / 修改 a data source (yudao's dataSourceConfig form): name, JDBC or postgresql:// URL, user and password. The
 * server saves it only once it connects, and says so otherwise; the password is never read back, so editing leaves it
 * empty and an empty password keeps the stored one.
 */
export default function DataSourceFormDialog({ source, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dataSource.${key}`);
  const [form, setForm] = useState<DataSourceForm>({ name: source?.name ?? '', url: source?.url ?? '', username: source?.username ?? '', password: '' });
  const [busy, setBusy] = useState(false);
  const set = (field: keyof DataSourceForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      if (source) await dataSourceApi.update({ ...form, id: source.id });
      else await dataSourceApi.create(form);
      onSaved();
    } catch {
      // the server's message was shown; the form stays as typed
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="data-source-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogTitle>{t(source ? 'editTitle' : 'createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField required label={t('name')} value={form.name} onChange={set('name')} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'data-source-name' } }} />
            <TextField required label={t('url')} value={form.url} onChange={set('url')} placeholder="jdbc:postgresql://127.0.0.1:5432/db" slotProps={{ htmlInput: { maxLength: 1024, 'data-testid': 'data-source-url' } }} />
            <TextField required label={t('username')} value={form.username} onChange={set('username')} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'data-source-username' } }} />
            <TextField
              required={!source}
              type="password"
              autoComplete="new-password"
              label={t('password')}
              helperText={source ? t('passwordKept') : undefined}
              value={form.password}
              onChange={set('password')}
              slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'data-source-password' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="data-source-submit">{t('submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
