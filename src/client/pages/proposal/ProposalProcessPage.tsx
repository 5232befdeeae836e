import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MessagePage, PageLoading, PageSection } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { ApprovalRecords } from '../bpm/instance/ApprovalRecords.tsx';
import { wordingsOf } from '../bpm/instance/businessViews.ts';
import { instanceApi, type BpmActivity, type BpmInstance, type BpmTask } from '../bpm/instance/instanceApi.ts';
import { ProcessViewer } from '../bpm/viewer/index.ts';
import { proposalApi, type Proposal } from './proposalApi.ts';
import { proposalRecordWords } from './proposalRecordWords.ts';
import { useProposalText } from './useProposalText.ts';

interface Loaded {
  proposal: Proposal;
  instance: BpmInstance;
  tasks: BpmTask[];
  activities: BpmActivity[];
}

/**
 * 建议流程详情 (/proposal/process-instance/detail?id=<proposal id>): the proposal's record (every step in its own
 * words: 审核, 交办, 答复 by the unit, 评价 — its outcome and opinion) and its diagram highlighted from what happened — the bpm instance detail's own components.
 */
export default function ProposalProcessPage(_props: MenuPageProps) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  // kept alive between visits: every visit reads the proposal as it is now
  const visit = useLocation().key;
  const [data, setData] = useState<Loaded | 'missing' | null>(null);

  useEffect(() => {
    if (!id) {
      setData('missing');
      return;
    }
    (async () => {
      const proposal = await proposalApi.get(id);
      const instanceId = proposal.processInstanceId;
      if (!instanceId) return setData('missing');
      const [instance, tasks, activities] = await Promise.all([instanceApi.get(instanceId), instanceApi.tasks(instanceId), instanceApi.activities(instanceId)]);
      setData({ proposal, instance, tasks, activities });
    })().catch(() => setData('missing'));
  }, [id, visit]);

  if (data === null) return <PageLoading />;
  if (data === 'missing') return <MessagePage title={t('process.notFound')} actions={<Button variant="contained" onClick={() => navigate(-1)}>{t('back')}</Button>} />;

  const { proposal, instance, tasks, activities } = data;
  const wordings = wordingsOf(proposalRecordWords, tasks, instance.formVariables);
  return (
    <Box sx={{ p: 2 }} data-testid="proposal-process-page">
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-i18n="data">{proposal.title}</Typography>
        {/* its status says where it is; the instance's 通过 would say nothing of a proposal (one rated 不满意 ends 通过 too) */}
        <span data-i18n="data"><DictTag type="renda_proposal_status" value={proposal.status} /></span>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => navigate(`/proposal/detail?id=${proposal.id}`)} data-testid="proposal-process-detail">{t('process.toDetail')}</Button>
      </Paper>
      <PageSection title={t('process.records')} testId="proposal-process-records">
        <ApprovalRecords tasks={tasks} wordings={wordings} />
      </PageSection>
      <PageSection title={t('process.diagram')} testId="proposal-process-diagram">
        <ProcessViewer xml={instance.processDefinition.bpmnXml} activities={activities} tasks={tasks} processInstance={instance} wordings={wordings} />
      </PageSection>
    </Box>
  );
}
