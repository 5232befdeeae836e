import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDict } from '../../../../dict/index.ts';
import { proposalApi, type Proposal } from '../../proposalApi.ts';
import { useProposalText } from '../../useProposalText.ts';
import { useAction } from './useAction.ts';

/** The ratings a deputy gives (renda_satisfaction_status without 未评价). */
const RATINGS = ['1', '2', '3'];
const UNSATISFIED = '3';

/** 评价: 满意 / 基本满意 / 不满意 (with the opinion the units read when it goes back to them). */
export function FeedbackPanel({ proposal, onDone }: { proposal: Proposal; onDone(): void }) {
  const { t } = useProposalText();
  const { busy, run, dialog } = useAction(onDone);
  const ratings = useDict('renda_satisfaction_status').filter((o) => RATINGS.includes(o.value));
  const [satisfaction, setSatisfaction] = useState('');
  const [opinion, setOpinion] = useState('');
  const [touched, setTouched] = useState(false);
  const missingRating = !satisfaction;
  const missingOpinion = satisfaction === UNSATISFIED && !opinion.trim();
  const submit = () => {
    setTouched(true);
    if (missingRating || missingOpinion) return;
    // 不满意 in the first round sends it back to the units; any other rating closes it (docs/proposals.md)
    const next = satisfaction === UNSATISFIED && proposal.round === 1 ? 'again' : 'close';
    void run(() => proposalApi.feedback(proposal.id, satisfaction, opinion.trim()), {
      title: t('action.feedback.confirmTitle'), question: t(`action.feedback.confirm.${next}`), confirmLabel: t('action.feedback.confirmOk'), done: t(`action.feedback.done.${next}`),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }} data-testid="feedback-panel">
      <Box>
        <RadioGroup row value={satisfaction} onChange={(e) => setSatisfaction(e.target.value)}>
          {ratings.map((o) => <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={<span data-i18n="data">{o.label}</span>} data-testid={`feedback-${o.value}`} />)}
        </RadioGroup>
        {touched && missingRating && <FormHelperText error>{t('action.feedback.ratingRequired')}</FormHelperText>}
      </Box>
      <TextField multiline minRows={3} label={t('action.opinion')} required={satisfaction === UNSATISFIED} value={opinion} onChange={(e) => setOpinion(e.target.value)}
        error={touched && missingOpinion} helperText={touched && missingOpinion ? t('action.feedback.opinionRequired') : ' '}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'feedback-opinion' } }} />
      <Box><Button variant="contained" disabled={busy} onClick={submit} data-testid="feedback-submit">{t('action.feedback.submit')}</Button></Box>
      {dialog}
    </Box>
  );
}
