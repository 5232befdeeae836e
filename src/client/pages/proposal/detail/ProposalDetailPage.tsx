import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HasPermi, useSession } from '../../../auth/index.ts';
import { MessagePage, PageLoading, PageSection } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { proposalApi, type Proposal } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';
import { ActionPanel } from './actions/ActionPanel.tsx';
import { ProposalDocument } from './ProposalDocument.tsx';
import { UnitReplies } from './UnitReplies.tsx';

/**
 * 建议详情 (/proposal/detail?id=, the renda_proposal model's view path): the caller's task on it first (审核, 交办,
 * 答复, 评价, 修改), then the proposal as a document, the units' replies round by round and the deputy's rating,
 * with the way to its approval progress and its print.
 */
export default function ProposalDetailPage(_props: MenuPageProps) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  // kept alive between visits: every visit reads the proposal as it is now
  const visit = useLocation().key;
  const me = useSession().user?.id;
  const [proposal, setProposal] = useState<Proposal | null | 'missing'>(null);

  const load = useCallback(() => {
    if (!id) {
      setProposal('missing');
      return;
    }
    proposalApi.get(id).then(setProposal, () => setProposal('missing'));
  }, [id]);
  useEffect(load, [load, visit]);

  if (proposal === null) return <PageLoading />;
  if (proposal === 'missing') return <MessagePage title={t('notFound')} actions={<Button variant="contained" onClick={() => navigate(-1)}>{t('back')}</Button>} />;

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }} data-testid="proposal-detail-page" data-status={proposal.status}>
      <ActionPanel proposal={proposal} me={me} onDone={load} />
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
        <ProposalDocument proposal={proposal} />
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          {proposal.processInstanceId && (
            <Button variant="outlined" onClick={() => navigate(`/proposal/process-instance/detail?id=${proposal.id}`)} data-testid="proposal-progress">{t('detail.progress')}</Button>
          )}
          <HasPermi value={['renda:proposal:print']}>
            <Button variant="outlined" onClick={() => navigate(`/print?id=${proposal.id}`)} data-testid="proposal-print">{t('detail.print')}</Button>
          </HasPermi>
          <Button onClick={() => navigate(-1)}>{t('back')}</Button>
        </Box>
      </Paper>
      <PageSection title={t('detail.units')} testId="proposal-units-section">
        <UnitReplies units={proposal.units} />
      </PageSection>
      <PageSection title={t('detail.satisfaction')} testId="proposal-satisfaction">
        {proposal.satisfaction ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box data-testid="proposal-satisfaction-value" data-i18n="data"><DictTag type="renda_satisfaction_status" value={proposal.satisfaction} /></Box>
            {proposal.feedback && <Typography variant="body2" data-i18n="data">{proposal.feedback}</Typography>}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">{t('detail.notRated')}</Typography>
        )}
      </PageSection>
    </Box>
  );
}
