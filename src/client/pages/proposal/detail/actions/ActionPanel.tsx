import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HasPermi } from '../../../../auth/index.ts';
import { HANDLE_TYPE, TASK, type Proposal } from '../../proposalApi.ts';
import { useProposalText } from '../../useProposalText.ts';
import { AssignPanel } from './AssignPanel.tsx';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import { ReplyPanel } from './ReplyPanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { RevisePanel } from './RevisePanel.tsx';

/** `renda_proposal_unit.status` of a unit that has not replied yet. */
const UNIT_HANDLING = 1;

/**
 * What the caller has to do on the proposal: one panel per open task of theirs (`tasks` of /get), with the
 * permission of its command; the generic approve does not take a proposal's tasks.
 */
export function ActionPanel({ proposal, me, onDone }: { proposal: Proposal; me: number | undefined; onDone(): void }) {
  const { tData } = useProposalText();
  // the caller's open unit row: as its leader; a task handed on by 转办 belongs to a unit the page cannot tell (undefined)
  const mine = proposal.units.find((u) => u.handlerUserId === me && u.round === proposal.round && u.status === UNIT_HANDLING);
  const lead = mine ? mine.handleType === HANDLE_TYPE.LEAD : undefined;
  return (
    <>
      {proposal.tasks.map((task) => (
        <Paper key={task.id} variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'primary.light' }} data-testid={`proposal-task-${task.key}`}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>{tData('action.title', { name: task.name })}</Typography>
          {task.key === TASK.REVIEW && <HasPermi value={['renda:proposal:review']}><ReviewPanel proposal={proposal} onDone={onDone} /></HasPermi>}
          {task.key === TASK.ASSIGN && <HasPermi value={['renda:proposal:assign']}><AssignPanel proposal={proposal} onDone={onDone} /></HasPermi>}
          {task.key === TASK.HANDLE && <HasPermi value={['renda:proposal:reply']}><ReplyPanel proposal={proposal} lead={lead} onDone={onDone} /></HasPermi>}
          {task.key === TASK.FEEDBACK && <HasPermi value={['renda:proposal:feedback']}><FeedbackPanel proposal={proposal} onDone={onDone} /></HasPermi>}
          {task.key === TASK.REVISE && <RevisePanel proposal={proposal} />}
        </Paper>
      ))}
    </>
  );
}
