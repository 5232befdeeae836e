import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, notifier } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { dutyRecordApi, type MyStation } from './dutyRecordApi.ts';

const CHECK_IN = ['renda:station-reception:check-in'];

/**
 * 联络站接待签到 (docs/duty-record.md "Sources"): the stations the deputy is stationed at; 接待签到 takes the browser's
 * position (the user's permission) and the server checks the distance, as an activity's check-in. Once a day each.
 */
export function ReceptionCard({ onCheckedIn }: { onCheckedIn(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dutyRecord.${key}`, options);
  const may = useHasPermi(CHECK_IN);
  const [stations, setStations] = useState<MyStation[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const reload = useCallback(() => {
    dutyRecordApi.myStations().then(setStations, () => undefined);
  }, []);
  useEffect(reload, [reload]);
  if (!may || !stations.length) return null;

  const checkIn = (station: MyStation) => {
    if (!navigator.geolocation) {
      notifier.toast('error', t('geoUnsupported'));
      return;
    }
    setBusy(station.id);
    navigator.geolocation.getCurrentPosition(async (position) => {
      try {
        const done = await dutyRecordApi.receptionCheckIn(station.id, position.coords.longitude, position.coords.latitude);
        notifier.toast('success', t('receptionDone', { distance: done.distance }));
        reload();
        onCheckedIn();
      } catch {
        // the http client has shown the refusal (too far, already checked in)
      } finally {
        setBusy(null);
      }
    }, () => {
      setBusy(null);
      notifier.toast('error', t('geoDenied'));
    }, { enableHighAccuracy: true, timeout: 15_000 });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="reception-card">
      <Typography variant="subtitle2">{t('reception')}</Typography>
      {stations.map((s) => (
        <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-i18n="data">{s.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {s.checkinTime ? t('receptionChecked', { time: formatDate(s.checkinTime, 'HH:mm') }) : <span data-i18n="data">{s.receptionDays ?? ''}</span>}
            </Typography>
          </Box>
          <Button variant="contained" size="small" disabled={Boolean(s.checkinTime) || !s.placed || busy !== null} onClick={() => checkIn(s)}
            sx={{ minHeight: 44 }} data-testid={`reception-check-in-${s.id}`}>{t('receptionCheckIn')}</Button>
        </Box>
      ))}
    </Paper>
  );
}
