import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, formatDate, notifier } from '../../api/index.ts';
import { usePhone } from '../../components/index.ts';
import { fileApi } from '../infra/fileApi.ts';
import { myActivityApi, type MyActivity } from './activityApi.ts';

type Position = { longitude: number; latitude: number; accuracy: number };

/** The browser's position (WGS-84), asked for with the user's permission; the server measures the distance. */
function locate(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ longitude: p.coords.longitude, latitude: p.coords.latitude, accuracy: p.coords.accuracy }),
      (e) => reject(new Error(e.code === e.PERMISSION_DENIED ? 'denied' : 'failed')),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  });
}

/**
 * 签到: the phone's position is taken when the dialog opens (and again on 重新定位), a photo may be taken or chosen
 * (uploaded at once; the server checks it is an image), and 确认签到 sends them. The server's refusal — the distance
 * beyond the circle, the window — is shown here in its words.
 */
export function CheckInDialog({ activity, onClose, onDone }: { activity: MyActivity; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.myActivity.${key}`, options);
  const phone = usePhone();
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [photo, setPhoto] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const findMe = async () => {
    setLocating(true);
    setProblem(null);
    try {
      setPosition(await locate());
    } catch (e) {
      setProblem(t(`geo.${(e as Error).message}`));
    } finally {
      setLocating(false);
    }
  };
  useEffect(() => { void findMe(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      setPhoto({ url: await fileApi.upload(file, true), name: file.name });
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!position) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await myActivityApi.checkIn({ id: activity.id, longitude: position.longitude, latitude: position.latitude, ...(photo ? { photoUrl: photo.url } : {}) });
      notifier.toast('success', t('checkedInToast', { distance: done.distance }));
      onDone();
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm" data-testid="check-in">
      <DialogTitle>{t('checkInTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="subtitle1" data-i18n="data">{activity.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(activity.startTime, 'yyyy-MM-dd HH:mm')} ~ {formatDate(activity.endTime, 'HH:mm')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-i18n="data">{activity.address}</Typography>
          <Typography variant="body2" color="text.secondary">{t('radius', { radius: activity.checkinRadius })}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <PlaceIcon color={position ? 'success' : 'disabled'} />
          <Typography variant="body2" data-testid="check-in-position" sx={{ flex: 1, minWidth: 0 }}>
            {locating ? t('locating') : position ? t('located', { accuracy: Math.round(position.accuracy) }) : t('notLocated')}
          </Typography>
          <Button size="small" onClick={() => void findMe()} disabled={locating} sx={{ minHeight: 44 }} data-testid="check-in-locate">{t('relocate')}</Button>
        </Box>
        {locating && <LinearProgress />}
        <Box>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={uploading} sx={{ minHeight: 44 }}>
            {t(photo ? 'photoAgain' : 'photo')}
            <input hidden type="file" accept="image/*" capture="environment" onChange={(e) => { void choose(e.target.files?.[0]); e.target.value = ''; }} data-testid="check-in-photo" />
          </Button>
          {uploading && <LinearProgress sx={{ mt: 1 }} />}
          {photo && (
            <Box sx={{ mt: 1 }}>
              <img src={photo.url} alt={photo.name} style={{ maxWidth: '100%', maxHeight: 160, borderRadius: 4 }} data-testid="check-in-photo-preview" />
            </Box>
          )}
        </Box>
        {problem && <Alert severity="error" data-testid="check-in-error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('cancel')}</Button>
        <Button variant="contained" color="success" disabled={!position || busy || uploading} onClick={() => void submit()} sx={{ minHeight: 44 }} data-testid="check-in-submit">
          {t('confirmCheckIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
