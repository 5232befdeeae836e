import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { instanceApi } from '../../../bpm/instance/instanceApi.ts';
import { TASK, type Proposal } from '../../proposalApi.ts';
import { useProposalText } from '../../useProposalText.ts';

/** 修改: why the staff returned it (the latest 审核's opinion), and the way to the form. */
export function RevisePanel({ proposal }: { proposal: Proposal }) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (!proposal.processInstanceId) return;
    instanceApi.tasks(proposal.processInstanceId).then((tasks) => {
      const reviews = tasks.filter((task) => task.definitionKey === TASK.REVIEW && task.endTime).sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0));
      setReason(reviews[0]?.reason ?? null);
    }, () => setReason(null));
  }, [proposal.processInstanceId]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {reason && <Typography variant="body2" data-testid="proposal-return-reason">{t('action.revise.reason')}<span data-i18n="data">{reason}</span></Typography>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2">{t('action.revise.hint')}</Typography>
        <Button variant="contained" onClick={() => navigate(`/proposal/create?id=${proposal.id}`)} data-testid="proposal-revise">{t('action.revise.edit')}</Button>
      </Box>
    </Box>
  );
}
