import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { DELEGATION_PENDING, instanceApi, type BpmTask } from './instanceApi.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { ReturnDialog } from './ReturnDialog.tsx';
import { SignDeleteDialog } from './SignDeleteDialog.tsx';
import { SignDialog } from './SignDialog.tsx';
import { TransferDialog, type HandOver } from './TransferDialog.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

/**
 * One open task of the signed-in user: what is asked (`context`: the leave, the form's values, read-only) beside
 * 审批建议 (required), 通过 / 不通过, 退回, 转办, 委派, 加签 / 减签 and 抄送 — an approver decides with the request in view,
 * not from its name. 不通过 ends the instance for good, so it asks first. A task handed on is no longer the user's (the instance
 * may no longer be theirs to see), so `onTransferred` leads elsewhere. A task delegated to the user (委派) is handled
 * and handed back, nothing else: its owner decides. A task added by 加签 is decided (通过 / 不通过), nothing else: it is
 * no step of its own.
 */
export function PendingTaskCard({ task, context, onDone, onTransferred }: { task: BpmTask; context?: ReactNode; onDone(): void; onTransferred(): void }) {
  const { t, tData } = useBpmRunText();
  const [dialog, confirm] = useConfirm();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [handingOver, setHandingOver] = useState<HandOver | null>(null);
  const [returning, setReturning] = useState(false);
  const [copying, setCopying] = useState(false);
  const [signing, setSigning] = useState(false);
  const [unsigning, setUnsigning] = useState(false);
  const missing = !reason.trim();
  const delegated = task.delegationState === DELEGATION_PENDING;
  const isSign = Boolean(task.parentTaskId);
  // 退回 is offered only when the task has a step to go back to (the first step has none)
  const [returnable, setReturnable] = useState(false);
  useEffect(() => {
    if (isSign || delegated) return undefined;
    let live = true;
    instanceApi.returnTargets(task.id).then((targets) => { if (live) setReturnable(targets.length > 0); }, () => undefined);
    return () => { live = false; };
  }, [task.id, isSign, delegated]);

  const decide = async (approve: boolean) => {
    setTouched(true);
    if (missing) return;
    if (!approve && !(await confirm(t('detail.rejectConfirm'), { title: t('detail.rejectConfirmTitle'), confirmLabel: t('detail.rejectConfirmOk') }))) return;
    setBusy(true);
    try {
      await (approve ? instanceApi.approve(task.id, reason.trim()) : instanceApi.reject(task.id, reason.trim()));
      notifier.toast('success', t(delegated ? 'detail.handedBack' : approve ? 'detail.approved' : 'detail.rejected'));
      // handed back, the task is its owner's again (and the instance may no longer be the delegate's to decide on)
      if (delegated) onTransferred();
      else onDone();
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
          {delegated ? (
            <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)} data-testid="task-hand-back">{t('detail.handBack')}</Button>
          ) : isSign ? (
            <>
              <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)} data-testid="task-approve">{t('detail.approve')}</Button>
              <Button variant="contained" color="error" disabled={busy} onClick={() => void decide(false)} data-testid="task-reject">{t('detail.reject')}</Button>
            </>
          ) : (
            <>
              <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)} data-testid="task-approve">{t('detail.approve')}</Button>
              <Button variant="contained" color="error" disabled={busy} onClick={() => void decide(false)} data-testid="task-reject">{t('detail.reject')}</Button>
              {returnable && <Button variant="outlined" color="warning" disabled={busy} onClick={() => setReturning(true)} data-testid="task-return">{t('detail.returnTask')}</Button>}
              <Button variant="outlined" disabled={busy} onClick={() => setHandingOver('transfer')} data-testid="task-transfer">{t('detail.transfer')}</Button>
              <Button variant="outlined" disabled={busy} onClick={() => setHandingOver('delegate')} data-testid="task-delegate">{t('detail.delegate')}</Button>
              <Button variant="outlined" disabled={busy} onClick={() => setSigning(true)} data-testid="task-sign">{t('detail.sign')}</Button>
              {task.signType && <Button variant="outlined" disabled={busy} onClick={() => setUnsigning(true)} data-testid="task-sign-delete">{t('detail.signDelete')}</Button>}
              <Button variant="outlined" disabled={busy} onClick={() => setCopying(true)} data-testid="task-copy">{t('detail.copy')}</Button>
            </>
          )}
        </Box>
      </HasPermi>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'primary.light' }} data-testid={`pending-task-${task.id}`}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: delegated ? 0.5 : 1, fontWeight: 600 }}>{tData(delegated ? 'detail.delegatedTitle' : isSign ? 'detail.signTaskTitle' : 'detail.pendingTitle', { name: task.name })}</Typography>
      {delegated && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="task-delegated-by">{tData('detail.delegatedBy', { name: task.ownerUser?.nickname ?? '' })}</Typography>}
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
      {handingOver && <TransferDialog taskId={task.id} mode={handingOver} onClose={() => setHandingOver(null)} onDone={() => { setHandingOver(null); onTransferred(); }} />}
      {/* 向前: the task leaves its holder until the added have decided */}
      {signing && <SignDialog taskId={task.id} signType={task.signType} onClose={() => setSigning(false)} onDone={(type) => { setSigning(false); if (type === 'before') onTransferred(); else onDone(); }} />}
      {unsigning && <SignDeleteDialog taskId={task.id} onClose={() => setUnsigning(false)} onDone={() => { setUnsigning(false); onDone(); }} />}
      {copying && <CopyDialog taskId={task.id} onClose={() => setCopying(false)} onDone={() => { setCopying(false); onDone(); }} />}
      {returning && <ReturnDialog taskId={task.id} onClose={() => setReturning(false)} onDone={() => { setReturning(false); onTransferred(); }} />}
      {dialog}
    </Paper>
  );
}
