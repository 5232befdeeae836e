import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, formatDate, notifier } from '../../api/index.ts';
import { usePhone } from '../../components/index.ts';
import { useDict } from '../../dict/index.ts';
import { fileApi } from '../infra/fileApi.ts';
import { dutyRegisterApi, type DutyRegister } from './dutyRegisterApi.ts';

export const MAX_PHOTOS = 9;

/** A date input's value at noon of the user's day: the same date in the server's time zone wherever the user is. */
const instantOf = (day: string): number => new Date(`${day}T12:00:00`).getTime();

/**
 * 新增履职登记 / 修改: kind (履职活动类型), item, date, place, what was done, up to nine photos (each uploaded when
 * chosen; the server keeps only images uploaded here). Saving submits it for review; a returned one goes back.
 */
export function DutyFormDialog({ duty, onClose, onSaved }: { duty: DutyRegister | null; onClose(): void; onSaved(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.duty.${key}`, options);
  const phone = usePhone();
  const types = useDict('renda_activity_type');
  const [values, setValues] = useState({
    dutyType: duty?.dutyType ?? '',
    title: duty?.title ?? '',
    day: duty ? formatDate(duty.dutyDate, 'yyyy-MM-dd') : formatDate(Date.now(), 'yyyy-MM-dd'),
    address: duty?.address ?? '',
    content: duty?.content ?? '',
  });
  const [photos, setPhotos] = useState<string[]>(duty?.photoUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem(null);
    const room = MAX_PHOTOS - photos.length;
    if (files.length > room) setProblem(t('tooManyPhotos', { max: MAX_PHOTOS }));
    setUploading(true);
    try {
      for (const file of [...files].slice(0, room)) {
        const url = await fileApi.upload(file, true);
        setPhotos((p) => [...p, url]);
      }
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const missing = (['dutyType', 'title', 'day', 'address', 'content'] as const).find((k) => !values[k].trim());
    if (missing) {
      setProblem(t('required', { field: t(missing === 'day' ? 'dutyDate' : missing) }));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const input = {
        dutyType: values.dutyType, title: values.title.trim(), dutyDate: instantOf(values.day), address: values.address.trim(), content: values.content.trim(), photoUrls: photos,
      };
      if (duty) await dutyRegisterApi.update(duty.id, input);
      else await dutyRegisterApi.create(input);
      notifier.toast('success', t('saved'));
      onSaved();
    } catch (e) {
      setProblem(errorMessage(e));
      setSaving(false);
    }
  };

  const field = (key: 'title' | 'address', max: number) => (
    <TextField fullWidth size="small" required label={t(key)} value={values[key]} slotProps={{ htmlInput: { maxLength: max } }}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })} data-testid={`duty-form-${key}`} />
  );

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm" data-testid="duty-form">
      <DialogTitle>{t(duty ? 'edit' : 'create')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {duty?.reason && <Alert severity="warning" data-testid="duty-form-reason">{t('returnedFor', { reason: duty.reason })}</Alert>}
        <TextField select fullWidth size="small" required label={t('dutyType')} value={values.dutyType} onChange={(e) => setValues({ ...values, dutyType: e.target.value })} data-testid="duty-form-dutyType">
          {types.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
        {field('title', 100)}
        <TextField fullWidth size="small" required type="date" label={t('dutyDate')} value={values.day} slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setValues({ ...values, day: e.target.value })} data-testid="duty-form-dutyDate" />
        {field('address', 200)}
        <TextField fullWidth size="small" required multiline minRows={3} label={t('content')} value={values.content} slotProps={{ htmlInput: { maxLength: 2000 } }}
          onChange={(e) => setValues({ ...values, content: e.target.value })} data-testid="duty-form-content" />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('photosHint', { count: photos.length, max: MAX_PHOTOS })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {photos.map((url) => (
              <Box key={url} sx={{ position: 'relative', width: 88, height: 88, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="duty-form-photo">
                <img src={url} alt="" style={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 4 }} />
                <IconButton size="small" aria-label={t('removePhoto')} onClick={() => setPhotos(photos.filter((p) => p !== url))}
                  sx={{ position: 'absolute', top: -6, right: -6, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
            {photos.length < MAX_PHOTOS && (
              <Button component="label" variant="outlined" disabled={uploading} sx={{ width: 88, height: 88, minWidth: 0 }} aria-label={t('addPhoto')}>
                <AddPhotoIcon />
                <input hidden type="file" accept="image/*" multiple onChange={(e) => { void choose(e.target.files); e.target.value = ''; }} data-testid="duty-form-photos" />
              </Button>
            )}
          </Box>
          {uploading && <LinearProgress sx={{ mt: 1 }} />}
        </Box>
        {problem && <Alert severity="error" data-testid="duty-form-error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('cancel')}</Button>
        <Button variant="contained" disabled={saving || uploading} onClick={() => void save()} sx={{ minHeight: 44 }} data-testid="duty-form-save">{t('submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
