import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage, formatDate } from '../../api/index.ts';
import { seededText } from '../../i18n/seeded.ts';
import { feedbackApi, type TrackedFeedback } from './feedbackApi.ts';
import { PublicFrame } from './FeedbackPage.tsx';

const STATUS_COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success'> = { '0': 'warning', '1': 'info', '2': 'success', '3': 'default' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 5.5em' }}>{label}</Typography>
      <Typography variant="body2" component="div" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{children}</Typography>
    </Box>
  );
}

/**
 * `/feedback/track` (issue 35, docs/stations.md): a tracking number and the mobile given with it (none when it was
 * anonymous) show the status and the reply — never the content, a name or a mobile.
 */
export default function FeedbackTrackPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const station = search.get('station') ?? '';
  const [trackingNo, setTrackingNo] = useState(search.get('trackingNo') ?? '');
  const [mobile, setMobile] = useState('');
  const [found, setFound] = useState<TrackedFeedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (search.get('trackingNo')) mobileInput.current?.focus();
  }, [search]);

  const query = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFound(null);
    if (!trackingNo.trim()) return setError(translate('app.station.required', { field: translate('app.station.trackingNo') }));
    setBusy(true);
    try {
      setFound(await feedbackApi.track(trackingNo.trim(), mobile.trim()));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame title={translate('app.station.trackTitle')} testId="page-feedback-track">
      <Paper variant="outlined" component="form" onSubmit={(e) => void query(e)} noValidate sx={{ p: 2, display: 'grid', gap: 2 }}>
        <TextField size="small" label={translate('app.station.trackingNo')} value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} required
          slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', 'data-testid': 'track-no' } }} />
        <TextField size="small" label={translate('app.station.trackMobile')} value={mobile} onChange={(e) => setMobile(e.target.value)} inputRef={mobileInput}
          slotProps={{ htmlInput: { maxLength: 11, inputMode: 'tel', 'data-testid': 'track-mobile' } }} />
        {error && <Alert severity="error" data-testid="track-error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }} data-testid="track-submit">{translate('app.station.query')}</Button>
      </Paper>
      {found && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="track-result">
          <Row label={translate('app.station.trackingNo')}><Box component="span" sx={{ fontFamily: 'monospace' }}>{found.trackingNo}</Box></Row>
          <Row label={translate('app.station.status')}>
            <Chip size="small" color={STATUS_COLOURS[found.status] ?? 'default'} label={seededText(translate, found.statusLabel)} data-testid="track-status" />
          </Row>
          <Row label={translate('app.station.station')}>{found.stationName}</Row>
          <Row label={translate('app.station.type')}>{seededText(translate, found.feedbackTypeLabel)}</Row>
          <Row label={translate('app.station.submitTime')}>{formatDate(found.createTime)}</Row>
          <Row label={translate('app.station.reply')}><span data-testid="track-reply">{found.reply || translate('app.station.noReply')}</span></Row>
          {found.replyTime && <Row label={translate('app.station.replyTime')}>{formatDate(found.replyTime)}</Row>}
          {found.finishTime && <Row label={translate('app.station.finishTime')}>{formatDate(found.finishTime)}</Row>}
        </Paper>
      )}
      {station && (
        <Button component={RouterLink} to={`/feedback?${new URLSearchParams({ station })}`} sx={{ minHeight: 44 }}>{translate('app.station.toFeedback')}</Button>
      )}
    </PublicFrame>
  );
}
