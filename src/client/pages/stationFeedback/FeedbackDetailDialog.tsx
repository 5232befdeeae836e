import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, formatDate, notifier } from '../../api/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import { FactList, usePhone } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { stationFeedbackApi, type FeedbackDetail } from './stationFeedbackApi.ts';

type Mode = 'view' | 'assign' | 'reply';

const touch = { minHeight: 44 } as const;

/**
 * One feedback (docs/stations.md "Handling"): what the citizen said, where, who handles it, the reply, the proposal
 * made from it with its progress, and the timeline of its steps; with the actions the caller may take now — 分派
 * (staff: deputies of the station and/or a unit), 答复, 办结, 转为建议 (an assigned deputy). Full screen on a phone.
 */
export function FeedbackDetailDialog({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.stationFeedback.${key}`, options);
  const phone = usePhone();
  const [dialog, confirm] = useConfirm();
  const [data, setData] = useState<FeedbackDetail | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [reply, setReply] = useState('');
  const [assignees, setAssignees] = useState<number[]>([]);
  const [dept, setDept] = useState<number | ''>('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    stationFeedbackApi.detail(id).then((d) => {
      setData(d);
      setAssignees(d.assignees.map((a) => a.id));
      setDept(d.handleDeptId ?? '');
    }).catch((e) => setProblem(errorMessage(e)));
  }, [id]);
  useEffect(load, [load]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      notifier.toast('success', done);
      setMode('view');
      onChanged();
      load();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const submitReply = () => {
    if (!reply.trim()) {
      setProblem(t('replyRequired'));
      return;
    }
    void run(() => stationFeedbackApi.reply(id, reply.trim()), t('replied'));
  };
  const submitAssign = () => {
    if (!assignees.length && dept === '') {
      setProblem(t('assignRequired'));
      return;
    }
    void run(() => stationFeedbackApi.assign({ id, assigneeIds: assignees, handleDeptId: dept === '' ? null : dept, remark: remark.trim() || undefined }), t('assigned'));
  };
  const finish = async () => {
    if (!(await confirm(t('finishConfirm')))) return;
    void run(() => stationFeedbackApi.finish(id), t('finished'));
  };
  const toProposal = async () => {
    if (!(await confirm(t('toProposalConfirm')))) return;
    void run(() => stationFeedbackApi.toProposal(id), t('toProposalDone'));
  };

  const facts = data ? [
    { key: 'trackingNo', label: t('trackingNo'), value: <span data-testid="feedback-tracking-no">{data.trackingNo}</span> },
    { key: 'station', label: t('station'), value: <span data-i18n="data">{data.stationName ?? ''}</span> },
    { key: 'type', label: t('type'), value: <DictTag type="renda_station_feedback_type" value={data.feedbackType} /> },
    {
      key: 'status',
      label: t('status'),
      value: (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="feedback-status">
          <DictTag type="renda_station_feedback_status" value={data.status} />
          {data.overdue && <Chip size="small" color="error" label={t('overdue')} />}
        </Box>
      ),
    },
    { key: 'citizen', label: t('citizen'), value: <span data-i18n="data">{data.anonymous ? t('anonymous') : [data.name, data.mobile].filter(Boolean).join(' ') || t('none')}</span> },
    { key: 'createTime', label: t('createTime'), value: formatDate(data.createTime) },
    { key: 'assignees', label: t('assignees'), value: <span data-i18n="data" data-testid="feedback-assignees">{[...data.assignees.map((a) => a.nickname), ...(data.handleDeptName ? [data.handleDeptName] : [])].join('、') || t('none')}</span> },
  ] : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="feedback-detail">
      <DialogTitle>{t('detail')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!data && !problem && <Typography color="text.secondary">{t('loading')}</Typography>}
        {data && (
          <>
            <FactList facts={facts} />
            <Box>
              <Typography variant="subtitle2" gutterBottom>{t('content')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-i18n="data" data-testid="feedback-content">{data.content}</Typography>
              {!!data.photoUrls?.length && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                  {data.photoUrls.map((url) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer"><Box component="img" src={url} alt="" sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1 }} /></a>
                  ))}
                </Box>
              )}
            </Box>
            {data.reply && (
              <Box>
                <Typography variant="subtitle2" gutterBottom>{t('reply')}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-i18n="data" data-testid="feedback-reply">{data.reply}</Typography>
              </Box>
            )}
            {data.proposal && (
              <Alert severity="info" data-testid="feedback-proposal">
                {t('proposal')}{translate('app.common.colon')}
                <Link component={RouterLink} to={`/proposal/detail?id=${data.proposal.id}`} data-i18n="data">{data.proposal.title}</Link>
                {' '}（{data.proposal.statusLabel}）
              </Alert>
            )}
            <Box>
              <Typography variant="subtitle2" gutterBottom>{t('timeline')}</Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="feedback-timeline">
                {data.logs.map((log) => (
                  <li key={log.id} data-testid={`feedback-log-${log.action}`}>
                    <Typography variant="body2">
                      <b>{t(`action.${log.action}`)}</b>{' · '}<span data-i18n="data">{log.operatorName ?? t('citizenSelf')}</span>{' · '}{formatDate(log.createTime)}
                    </Typography>
                    {log.content && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-i18n="data">{log.content}</Typography>}
                  </li>
                ))}
              </Box>
            </Box>
            {mode === 'reply' && (
              <TextField label={t('reply')} multiline minRows={4} value={reply} onChange={(e) => setReply(e.target.value)} autoFocus
                slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'feedback-reply-input' } }} />
            )}
            {mode === 'assign' && data.choices && (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="feedback-assign-form">
                <Typography variant="subtitle2">{t('assignDeputies')}</Typography>
                {data.choices.deputies.length ? (
                  <FormGroup row>
                    {data.choices.deputies.map((d) => (
                      <FormControlLabel key={d.id} sx={touch} label={<span data-i18n="data">{d.nickname}</span>}
                        control={<Checkbox checked={assignees.includes(d.id)} inputProps={{ 'aria-label': d.nickname }} data-testid={`assign-deputy-${d.id}`}
                          onChange={(e) => setAssignees(e.target.checked ? [...assignees, d.id] : assignees.filter((a) => a !== d.id))} />} />
                    ))}
                  </FormGroup>
                ) : <Typography variant="body2" color="text.secondary">{t('noStationDeputies')}</Typography>}
                <TextField select label={t('assignDept')} value={dept} onChange={(e) => setDept(e.target.value === '' ? '' : Number(e.target.value))}
                  slotProps={{ htmlInput: { 'data-testid': 'assign-dept' } }}>
                  <MenuItem value="">{t('none')}</MenuItem>
                  {data.choices.depts.map((d) => <MenuItem key={d.id} value={d.id}>{d.name}</MenuItem>)}
                </TextField>
                <TextField label={t('assignRemark')} value={remark} onChange={(e) => setRemark(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
              </Box>
            )}
          </>
        )}
        {problem && <Alert severity="error" data-testid="feedback-problem">{problem}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {mode !== 'view' ? (
          <>
            <Button sx={touch} onClick={() => { setMode('view'); setProblem(null); }}>{t('cancel')}</Button>
            <Button sx={touch} variant="contained" disabled={busy} onClick={mode === 'reply' ? submitReply : submitAssign} data-testid="feedback-submit">
              {t(mode === 'reply' ? 'submitReply' : 'submitAssign')}
            </Button>
          </>
        ) : (
          <>
            <Button sx={touch} onClick={onClose} data-testid="feedback-close">{t('close')}</Button>
            {data?.actions.assign && <Button sx={touch} variant="outlined" onClick={() => setMode('assign')} data-testid="feedback-assign">{t('assign')}</Button>}
            {data?.actions.toProposal && <Button sx={touch} variant="outlined" color="secondary" disabled={busy} onClick={() => void toProposal()} data-testid="feedback-to-proposal">{t('toProposal')}</Button>}
            {data?.actions.finish && <Button sx={touch} variant="outlined" color="success" disabled={busy} onClick={() => void finish()} data-testid="feedback-finish">{t('finish')}</Button>}
            {data?.actions.reply && <Button sx={touch} variant="contained" onClick={() => setMode('reply')} data-testid="feedback-reply-open">{t('replyAction')}</Button>}
          </>
        )}
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
