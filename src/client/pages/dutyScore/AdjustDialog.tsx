import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, notifier } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { dutyScoreApi, type Adjustment, type RankingRow } from './dutyScoreApi.ts';

const CREATE = ['renda:duty-score-adjust:create'];
const DELETE = ['renda:duty-score-adjust:delete'];

/**
 * 调整分数 of a deputy's year: the adjustments made so far (who, when, why; 撤销 for the staff who may) and a new one,
 * points (±100, not 0) with a reason the server requires.
 */
export function AdjustDialog({ row, year, onClose, onDone }: { row: RankingRow; year: number; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dutyScore.${key}`, options);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Adjustment[]>([]);
  const canCreate = useHasPermi(CREATE);
  const canDelete = useHasPermi(DELETE);
  const load = useCallback(() => { dutyScoreApi.adjustments(row.deputyId, year).then((p) => setMade(p.list)).catch(() => undefined); }, [row.deputyId, year]);
  useEffect(load, [load]);

  const save = async () => {
    const value = Number(points);
    if (!points.trim() || !Number.isFinite(value) || value === 0 || Math.abs(value) > 100) return setError(t('pointsInvalid'));
    if (!reason.trim()) return setError(t('reasonRequired'));
    setBusy(true);
    try {
      await dutyScoreApi.adjust({ deputyId: row.deputyId, year, points: value, reason: reason.trim() });
      notifier.toast('success', t('adjusted'));
      onDone();
    } catch {
      // the http client has shown the server's refusal
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async (id: number) => {
    try {
      await dutyScoreApi.removeAdjustment(id);
      notifier.toast('success', t('withdrawn'));
      load();
      onDone();
    } catch {
      // shown by the http layer
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="adjust-dialog">
      <DialogTitle>{t('adjustTitle', { name: row.nickname, year })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">{t('scoreNow', { points: row.points, adjust: row.adjust, score: row.score })}</Typography>
        {made.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="adjust-history">
            {made.map((a) => (
              <Box key={a.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-i18n="data">
                  {t('adjustLine', { points: a.points > 0 ? `+${a.points}` : a.points, reason: a.reason, who: a.creatorName, time: formatDate(a.createTime, 'yyyy-MM-dd HH:mm') })}
                </Typography>
                {canDelete && <Button size="small" color="error" sx={{ minHeight: 44 }} onClick={() => void withdraw(a.id)}>{t('withdraw')}</Button>}
              </Box>
            ))}
          </Box>
        )}
        {canCreate && (
          <>
            <TextField label={t('points')} value={points} onChange={(e) => { setPoints(e.target.value); setError(null); }} inputMode="decimal"
              helperText={t('pointsHint')} inputProps={{ 'data-testid': 'adjust-points' }} />
            <TextField label={t('reason')} value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} required multiline minRows={2}
              inputProps={{ maxLength: 200, 'data-testid': 'adjust-reason' }} />
          </>
        )}
        {error && <Typography color="error" variant="body2" data-testid="adjust-error">{error}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('cancel')}</Button>
        {canCreate && <Button variant="contained" disabled={busy} onClick={() => void save()} sx={{ minHeight: 44 }} data-testid="adjust-save">{t('save')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
