import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { instanceApi, type BpmTask } from './instanceApi.ts';
import { TransferDialog } from './TransferDialog.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * One open task of the signed-in user: what is asked (`context`: the leave, the form's values, read-only) beside
 * 审批建议 (required), 通过 / 不通过 and 转办 — an approver decides with the request in view, not from its name.
 * 不通过 ends the instance for good, so it asks first. A task handed on is no longer the user's (the instance may no
 * longer be theirs to see), so `onTransferred` leads elsewhere.
 */
export function PendingTaskCard({ task, context, onDone, onTransferred }: { task: BpmTask; context?: ReactNode; onDone(): void; onTransferred(): void }) {
  const { t, tData } = useBpmRunText();
  const [dialog, confirm] = useConfirm();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const missing = !reason.trim();

  const decide = async (approve: boolean) => {
    setTouched(true);
    if (missing) return;
    if (!approve && !(await confirm(t('detail.rejectConfirm'), { title: t('detail.rejectConfirmTitle'), confirmLabel: t('detail.rejectConfirmOk') }))) return;
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

  const decision = (
    <Box sx={{ minWidth: 0 }}>
      <TextField fullWidth multiline minRows={3} required label={t('detail.reason')} placeholder={t('detail.reasonPlaceholder')} value={reason}
        onChange={(e) => setReason(e.target.value)} error={touched && missing} helperText={touched && missing ? t('detail.reasonRequired') : ' '}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'approval-reason' } }} sx={{ maxWidth: 720 }} />
      <HasPermi value={['bpm:task:update']}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)} data-testid="task-approve">{t('detail.approve')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void decide(false)} data-testid="task-reject">{t('detail.reject')}</Button>
          <Button variant="outlined" disabled={busy} onClick={() => setTransferring(true)} data-testid="task-transfer">{t('detail.transfer')}</Button>
        </Box>
      </HasPermi>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'primary.light' }} data-testid={`pending-task-${task.id}`}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>{tData('detail.pendingTitle', { name: task.name })}</Typography>
      {context ? (
        // side by side from a tablet's width up; on a phone the request comes first, the decision under it
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
          <Box component="section" aria-label={t('detail.context')} sx={{ minWidth: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="pending-task-context">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{t('detail.context')}</Typography>
            {context}
          </Box>
          {decision}
        </Box>
      ) : decision}
      {transferring && <TransferDialog taskId={task.id} onClose={() => setTransferring(false)} onDone={() => { setTransferring(false); onTransferred(); }} />}
      {dialog}
    </Paper>
  );
}
