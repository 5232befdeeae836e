import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import { ApiError, notifier } from '../../api/index.ts';
import { cropImage } from './cropImage.ts';
import { uploadAvatar } from './profileApi.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * 修改头像 (yudao's userAvatar): choose an image, move and zoom a square over it, upload the square. The server
 * checks the type and size again and answers the stored image's URL, handed to onUploaded.
 */
export function AvatarDialog({ open, onClose, onUploaded }: { open: boolean; onClose(): void; onUploaded(url: string): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.avatar.${key}`);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => { if (source) URL.revokeObjectURL(source); }, [source]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return setError(t('wrongType'));
    setError(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };
  const upload = async () => {
    if (!source || !area) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadAvatar(await cropImage(source, area)));
      notifier.toast('success', t('saved'));
      setSource(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setSource(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="avatar-dialog-title" data-testid="avatar-dialog">
      <DialogTitle id="avatar-dialog-title">{t('title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
          {source ? (
            <Cropper image={source} crop={crop} zoom={zoom} aspect={1} cropShape="round" onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
          ) : (
            <Typography color="grey.400" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>{t('hint')}</Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button component="label" variant="outlined" data-testid="avatar-choose">
            {t('choose')}
            <input hidden type="file" accept={ACCEPT} onChange={choose} data-testid="avatar-file" />
          </Button>
          <Typography id="avatar-zoom" variant="body2" color="text.secondary">{t('zoom')}</Typography>
          <Slider aria-labelledby="avatar-zoom" min={1} max={3} step={0.05} value={zoom} disabled={!source} onChange={(_, v) => setZoom(v as number)} sx={{ flex: 1 }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={!source || !area || busy} onClick={() => void upload()} data-testid="avatar-upload">{t('upload')}</Button>
      </DialogActions>
    </Dialog>
  );
}
