import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { instanceApi, type BpmTask } from './instanceApi.ts';
import { TransferDialog } from './TransferDialog.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * One open task of the signed-in user: 审批建议 (required), 通过 / 不通过, and 转办. A task handed on is no longer the
 * user's (the instance may no longer be theirs to see), so `onTransferred` leads elsewhere.
 */
export function PendingTaskCard({ task, onDone, onTransferred }: { task: BpmTask; onDone(): void; onTransferred(): void }) {
  const { t, tData } = useBpmRunText();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const missing = !reason.trim();

  const decide = async (approve: boolean) => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await (approve ? instanceApi.approve(task.id, reason.trim()) : instanceApi.reject(task.id, reason.trim()));
      notifier.toast('success', t(approve ? 'detail.approved' : 'detail.rejected'));
      onDone();
    } catch {
      // the http client has shown the server's message (someone acted first, the task moved on…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'primary.light' }} data-testid={`pending-task-${task.id}`}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>{tData('detail.pendingTitle', { name: task.name })}</Typography>
      <TextField fullWidth multiline minRows={3} required label={t('detail.reason')} placeholder={t('detail.reasonPlaceholder')} value={reason}
        onChange={(e) => setReason(e.target.value)} error={touched && missing} helperText={touched && missing ? t('detail.reasonRequired') : ' '}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'approval-reason' } }} sx={{ maxWidth: 720 }} />
      <HasPermi value={['bpm:task:update']}>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)} data-testid="task-approve">{t('detail.approve')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void decide(false)} data-testid="task-reject">{t('detail.reject')}</Button>
          <Button variant="outlined" disabled={busy} onClick={() => setTransferring(true)} data-testid="task-transfer">{t('detail.transfer')}</Button>
        </Box>
      </HasPermi>
      {transferring && <TransferDialog taskId={task.id} onClose={() => setTransferring(false)} onDone={() => { setTransferring(false); onTransferred(); }} />}
    </Paper>
  );
}
