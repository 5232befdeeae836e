import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, formatDate, notifier } from '../../api/index.ts';
import { FactList, usePhone } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { DUTY_STATUS, dutyRegisterApi, type DutyRegister } from './dutyRegisterApi.ts';

/**
 * One registration: its facts, photos and the last review; for the staff, while it is pending, 通过 or 退回 with a
 * reason (required for a return).
 */
export function DutyDetailDialog({ id, review, onClose, onDone }: { id: number; review: boolean; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.duty.${key}`, options);
  const phone = usePhone();
  const [duty, setDuty] = useState<DutyRegister | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => { dutyRegisterApi.get(id).then(setDuty).catch(() => onClose()); }, [id]); // eslint-disable-line react-hooks/exhaustive-deps

  const decide = async (decision: 'approve' | 'return') => {
    if (decision === 'return' && !reason.trim()) {
      setProblem(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await dutyRegisterApi.review(id, decision, reason.trim());
      notifier.toast('success', t(decision === 'approve' ? 'approved' : 'returned'));
      onDone();
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };
  const reviewing = review && duty?.status === DUTY_STATUS.PENDING;

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm" data-testid="duty-detail">
      <DialogTitle data-i18n="data">{duty?.title ?? ''}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {duty && (
          <>
            <FactList facts={[
              { key: 'deputy', label: t('deputy'), testId: 'duty-fact-deputy', value: <span data-i18n="data">{duty.deputyName ?? ''}</span> },
              { key: 'status', label: t('status'), testId: 'duty-fact-status', value: <DictTag type="renda_duty_register_status" value={duty.status} /> },
              { key: 'dutyType', label: t('dutyType'), testId: 'duty-fact-dutyType', value: <DictTag type="renda_activity_type" value={duty.dutyType} /> },
              { key: 'dutyDate', label: t('dutyDate'), testId: 'duty-fact-dutyDate', value: formatDate(duty.dutyDate, 'yyyy-MM-dd') },
              { key: 'address', label: t('address'), testId: 'duty-fact-address', value: <span data-i18n="data">{duty.address}</span> },
              { key: 'submitTime', label: t('submitTime'), testId: 'duty-fact-submitTime', value: formatDate(duty.submitTime) },
              ...(duty.reviewTime ? [{ key: 'reviewer', label: t('reviewer'), testId: 'duty-fact-reviewer', value: <span data-i18n="data">{`${duty.reviewerName ?? ''} ${formatDate(duty.reviewTime)}`}</span> }] : []),
            ]} />
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-i18n="data" data-testid="duty-detail-content">{duty.content}</Typography>
            {duty.photoUrls.length > 0 && (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                {duty.photoUrls.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer"><img src={url} alt="" style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }} /></a>
                ))}
              </Box>
            )}
            {duty.reason && <Alert severity="warning">{t('returnedFor', { reason: duty.reason })}</Alert>}
            {reviewing && (
              <TextField label={t('reason')} multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 500 } }} helperText={t('reasonHint')} data-testid="duty-review-reason" />
            )}
          </>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('close')}</Button>
        {reviewing && (
          <>
            <Button color="warning" variant="outlined" disabled={busy} onClick={() => void decide('return')} sx={{ minHeight: 44 }} data-testid="duty-review-return">{t('return')}</Button>
            <Button color="success" variant="contained" disabled={busy} onClick={() => void decide('approve')} sx={{ minHeight: 44 }} data-testid="duty-review-approve">{t('approve')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
