import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/index.ts';
import { PageLoading } from '../../components/index.ts';
import { seededText } from '../../i18n/seeded.ts';
import { feedbackApi, type PublicCaptcha, type PublicStation } from './feedbackApi.ts';

const MAX_PHOTOS = 6;
const MOBILE = /^1[3-9]\d{9}$/;

/** The page's frame: one column a phone's width, the station's colour band on top. */
export function PublicFrame({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'grey.100' }} data-testid={testId}>
      <Box sx={{ bgcolor: '#b71c1c', color: '#fff', px: 2, py: 2.5 }}>
        <Box sx={{ maxWidth: 560, mx: 'auto' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>{title}</Typography>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 5.5em' }}>{label}</Typography>
      <Typography variant="body2" component="div" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

/**
 * `/feedback?station=CODE` (issue 35, docs/stations.md): what a citizen sees after scanning a station's QR code — the
 * station, its deputies' names, and the form (type, content, name and mobile unless anonymous, photos, the captcha).
 * No sign-in. On submit, the tracking number to keep and the way to follow it.
 */
export default function FeedbackPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const code = (search.get('station') ?? '').trim();
  const [station, setStation] = useState<PublicStation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(code ? null : translate('app.station.unknownStation'));
  const [trackingNo, setTrackingNo] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    feedbackApi.station(code).then(setStation, (e: unknown) => setLoadError(errorMessage(e)));
  }, [code]);

  if (loadError) {
    return (
      <PublicFrame title={translate('app.station.pageTitle')} testId="page-feedback">
        <Alert severity="warning" data-testid="feedback-station-error">{loadError}</Alert>
      </PublicFrame>
    );
  }
  if (!station) return <PageLoading fullScreen />;
  return (
    <PublicFrame title={station.name} testId="page-feedback">
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="feedback-station">
        <Fact label={translate('app.station.address')}>{station.address}</Fact>
        {station.receptionDays && <Fact label={translate('app.station.receptionDays')}>{station.receptionDays}</Fact>}
        {station.openingHours && <Fact label={translate('app.station.openingHours')}>{station.openingHours}</Fact>}
        {station.contactPhone && (
          <Fact label={translate('app.station.contactPhone')}>
            <Box component="a" href={`tel:${station.contactPhone.replace(/\s/g, '')}`} sx={{ color: 'primary.main' }}>{station.contactPhone}</Box>
          </Fact>
        )}
        <Fact label={translate('app.station.deputies')}>
          {station.deputies.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{station.deputies.map((d) => <Chip key={d} size="small" label={d} />)}</Box>
          ) : translate('app.station.noDeputies')}
        </Fact>
      </Paper>
      {trackingNo ? (
        <Submitted code={station.code} trackingNo={trackingNo} onAnother={() => setTrackingNo(null)} />
      ) : (
        <FeedbackForm station={station} onSubmitted={setTrackingNo} />
      )}
    </PublicFrame>
  );
}

function Submitted({ code, trackingNo, onAnother }: { code: string; trackingNo: string; onAnother(): void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, textAlign: 'center' }} data-testid="feedback-submitted">
      <Typography variant="h6" color="success.main">{translate('app.station.submitted')}</Typography>
      <Typography variant="body2">{translate('app.station.keepTrackingNo')}</Typography>
      <Typography data-testid="tracking-no" sx={{ fontSize: 26, fontWeight: 700, letterSpacing: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{trackingNo}</Typography>
      <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => void navigator.clipboard?.writeText(trackingNo).then(() => setCopied(true), () => undefined)}>
        {translate(copied ? 'app.station.copied' : 'app.station.copy')}
      </Button>
      <Button variant="contained" sx={{ minHeight: 44 }} component={RouterLink} data-testid="feedback-track-link"
        to={`/feedback/track?${new URLSearchParams({ trackingNo, station: code })}`}>
        {translate('app.station.trackNow')}
      </Button>
      <Button sx={{ minHeight: 44 }} onClick={onAnother}>{translate('app.station.another')}</Button>
    </Paper>
  );
}

interface Photo {
  url: string;
  preview: string;
}

function FeedbackForm({ station, onSubmitted }: { station: PublicStation; onSubmitted(trackingNo: string): void }) {
  const translate = useTranslate();
  const [values, setValues] = useState({ feedbackType: station.types[0]?.value ?? '', content: '', name: '', mobile: '', anonymous: false, captchaCode: '' });
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [captcha, setCaptcha] = useState<PublicCaptcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, captchaCode: '' }));
    feedbackApi.captcha().then(setCaptcha, (e: unknown) => setError(errorMessage(e)));
  };
  useEffect(refreshCaptcha, []);

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, MAX_PHOTOS - photos.length)) {
        const url = await feedbackApi.upload(station.code, file);
        setPhotos((p) => [...p, { url, preview: URL.createObjectURL(file) }]);
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!values.content.trim()) return setError(translate('app.station.required', { field: translate('app.station.content') }));
    if (!values.anonymous && values.mobile && !MOBILE.test(values.mobile.trim())) return setError(translate('app.station.mobileInvalid'));
    setBusy(true);
    try {
      const { trackingNo } = await feedbackApi.create({
        station: station.code, feedbackType: values.feedbackType, content: values.content, anonymous: values.anonymous,
        ...(values.anonymous ? {} : { name: values.name.trim() || undefined, mobile: values.mobile.trim() || undefined }),
        photoUrls: photos.map((p) => p.url),
        ...(captcha?.enable ? { captchaUuid: captcha.uuid ?? undefined, captchaCode: values.captchaCode } : {}),
      });
      onSubmitted(trackingNo);
    } catch (err) {
      setError(errorMessage(err));
      if (captcha?.enable) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="feedback-form">
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{translate('app.station.formTitle')}</Typography>
      <TextField select size="small" label={translate('app.station.type')} value={values.feedbackType} onChange={set('feedbackType')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'feedback-type' } }}>
        {station.types.map((t) => <option key={t.value} value={t.value}>{seededText(translate, t.label)}</option>)}
      </TextField>
      <TextField label={translate('app.station.content')} value={values.content} onChange={set('content')} multiline minRows={5} required
        helperText={`${translate('app.station.contentHelp')}（${values.content.length}/2000）`} slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'feedback-content' } }} />
      <FormControlLabel sx={{ minHeight: 44 }} control={<Checkbox checked={values.anonymous} onChange={(e) => setValues((v) => ({ ...v, anonymous: e.target.checked }))} data-testid="feedback-anonymous" />}
        label={translate('app.station.anonymous')} />
      {!values.anonymous && (
        <>
          <TextField size="small" label={translate('app.station.name')} value={values.name} onChange={set('name')} slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'name', 'data-testid': 'feedback-name' } }} />
          <TextField size="small" label={translate('app.station.mobile')} value={values.mobile} onChange={set('mobile')} helperText={translate('app.station.mobileHelp')}
            slotProps={{ htmlInput: { maxLength: 11, inputMode: 'tel', autoComplete: 'tel', 'data-testid': 'feedback-mobile' } }} />
        </>
      )}
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.station.photos', { max: MAX_PHOTOS })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {photos.map((p) => (
            <Box key={p.url} sx={{ position: 'relative', width: 76, height: 76 }}>
              <Box component="img" src={p.preview} alt="" sx={{ width: 76, height: 76, objectFit: 'cover', borderRadius: 1 }} />
              <IconButton size="small" aria-label={translate('app.station.removePhoto')} onClick={() => setPhotos((all) => all.filter((x) => x !== p))}
                sx={{ position: 'absolute', top: -6, right: -6, bgcolor: 'rgba(0,0,0,.55)', color: '#fff', width: 28, height: 28, '&:hover': { bgcolor: 'rgba(0,0,0,.7)' } }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {photos.length < MAX_PHOTOS && (
            <Button component="label" variant="outlined" disabled={uploading} sx={{ width: 76, height: 76, minWidth: 0, flexDirection: 'column', fontSize: 12 }}>
              {uploading ? <CircularProgress size={20} /> : <AddPhotoIcon />}
              {translate(uploading ? 'app.station.uploading' : 'app.station.addPhoto')}
              <input hidden type="file" accept="image/*" multiple onChange={(e) => { void addPhotos(e.target.files); e.target.value = ''; }} data-testid="feedback-photo-input" />
            </Button>
          )}
        </Box>
      </Box>
      {captcha?.enable && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField size="small" label={translate('app.station.captcha')} value={values.captchaCode} onChange={set('captchaCode')} sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ htmlInput: { maxLength: 8, autoComplete: 'off', 'data-testid': 'feedback-captcha' } }} />
          {captcha.img && (
            <Box component="img" src={`data:image/png;base64,${captcha.img}`} alt={translate('app.station.refreshCaptcha')} title={translate('app.station.refreshCaptcha')}
              onClick={refreshCaptcha} sx={{ height: 44, width: 117, cursor: 'pointer', borderRadius: 1, flex: '0 0 auto' }} />
          )}
        </Box>
      )}
      {error && <Alert severity="error" data-testid="feedback-error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy || uploading} sx={{ minHeight: 48 }} data-testid="feedback-submit">
        {translate(busy ? 'app.station.submitting' : 'app.station.submit')}
      </Button>
      <Button component={RouterLink} to={`/feedback/track?${new URLSearchParams({ station: station.code })}`} sx={{ minHeight: 44 }}>
        {translate('app.station.trackTitle')}
      </Button>
    </Paper>
  );
}
