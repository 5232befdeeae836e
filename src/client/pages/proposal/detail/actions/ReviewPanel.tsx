import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { proposalApi, type Proposal, type ReviewDecision } from '../../proposalApi.ts';
import { useProposalText } from '../../useProposalText.ts';
import { useAction } from './useAction.ts';

const MOTION = '1';

/** 审核: 立案, 退回修改 (with the reason the deputy reads) or, for a 议案, 转为建议. */
export function ReviewPanel({ proposal, onDone }: { proposal: Proposal; onDone(): void }) {
  const { t } = useProposalText();
  const { busy, run, dialog } = useAction(onDone);
  const [decision, setDecision] = useState<ReviewDecision>('accept');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = decision === 'return' && !reason.trim();
  const decisions: ReviewDecision[] = proposal.type === MOTION ? ['accept', 'return', 'convert'] : ['accept', 'return'];
  const submit = () => {
    setTouched(true);
    if (missing) return;
    void run(() => proposalApi.review(proposal.id, decision, reason.trim()), {
      title: t('action.review.confirmTitle'), question: t(`action.review.confirm.${decision}`),
      confirmLabel: t(`action.review.confirmOk.${decision}`), done: t(`action.review.done.${decision}`),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }} data-testid="review-panel">
      <RadioGroup row value={decision} onChange={(e) => setDecision(e.target.value as ReviewDecision)}>
        {decisions.map((d) => <FormControlLabel key={d} value={d} control={<Radio />} label={t(`action.review.${d}`)} data-testid={`review-${d}`} />)}
      </RadioGroup>
      <TextField multiline minRows={3} label={t('action.opinion')} required={decision === 'return'} value={reason} onChange={(e) => setReason(e.target.value)}
        error={touched && missing} helperText={touched && missing ? t('action.review.reasonRequired') : ' '} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'review-reason' } }} />
      <Box><Button variant="contained" disabled={busy} onClick={submit} data-testid="review-submit">{t('action.submit')}</Button></Box>
      {dialog}
    </Box>
  );
}
