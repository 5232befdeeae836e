import type { TenantScope } from '../../../db/tenantScope.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import type { TaskMessageDescriber, TaskMessageText } from '../../system/outbox/taskMessages.ts';
import { wallClockDate } from '../../../wallClock.ts';
import { HANDLE_TYPE, TASK } from './proposalErrors.ts';

/** `renda_satisfaction_status`'s labels, as the rating names them to the units. */
const SATISFACTION_LABELS: Record<string, string> = { 1: '满意', 2: '基本满意', 3: '不满意' };

/**
 * What a proposal's hand-offs tell people (docs/messages.md "The business's messages", decision 77). Whoever gets a
 * task from a step is told by that task's message, in the proposal's words (`describeProposalTask`, registered with
 * the outbox); the events below go only to people the step gives no task: one message per person per hand-off.
 */

/** A proposal's detail, where every task of it is done and every event about it is read. */
export const proposalLink = (id: number): string => `/proposal/detail?id=${id}`;

interface ProposalFacts {
  id: number;
  title: string;
  deputyId: number;
}

async function nicknameOf(txScope: TenantScope, userId: number): Promise<string> {
  const user = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', userId).executeTakeFirst();
  return user?.nickname ?? String(userId);
}

/** The round's units as 交办 ordered them (主办 first): the n-th is the n-th iteration's. */
async function unitsOfRound(txScope: TenantScope, proposalId: number, round: number) {
  return txScope.selectFrom('rendaProposalUnit').innerJoin('systemDept', 'systemDept.id', 'rendaProposalUnit.deptId')
    .select(['rendaProposalUnit.id', 'rendaProposalUnit.handleType', 'rendaProposalUnit.handlerUserId', 'rendaProposalUnit.deadline', 'systemDept.name'])
    .where('rendaProposalUnit.tenantId', '=', txScope.tenantId).where('rendaProposalUnit.proposalId', '=', proposalId)
    .where('rendaProposalUnit.round', '=', round).orderBy('rendaProposalUnit.id').execute();
}

const handleTypeLabel = (handleType: string): string => (handleType === HANDLE_TYPE.LEAD ? '主办' : '协办');

/**
 * The message of a new task of a proposal: 审核, 修改 (the return and its reason), 交办, 答复 (its unit, 主办 or 协办,
 * by when; again after a 不满意 rating, with the deputy's opinion) and 评价. It is made in the step's transaction
 * before the step's own writes: what the step decided is read from what the command wrote first — the proposal's
 * return reason and rating, the round's units. Its link is the outbox's default, the task's own page.
 */
export const describeProposalTask: TaskMessageDescriber = async (txScope, task): Promise<TaskMessageText | null> => {
  const id = Number(task.businessKey);
  if (!task.businessKey || !Number.isInteger(id)) return null;
  // one statement for the proposal and its deputy's name: a submit's cost is mostly its statements (docs/performance.md)
  const proposal = await txScope.selectFrom('rendaProposal').leftJoin('systemUsers as deputy', 'deputy.id', 'rendaProposal.deputyId')
    .select(['rendaProposal.title', 'rendaProposal.returnReason', 'rendaProposal.feedback', 'deputy.nickname'])
    .where('rendaProposal.id', '=', id).executeTakeFirst();
  if (!proposal) return null;
  const deputy = proposal.nickname ?? '';
  switch (task.definitionKey) {
    case TASK.REVIEW:
      return { templateCode: 'renda-proposal-review', params: { deputy, title: proposal.title } };
    case TASK.REVISE:
      return { templateCode: 'renda-proposal-revise', params: { title: proposal.title, reason: proposal.returnReason ?? '' } };
    case TASK.ASSIGN:
      return { templateCode: 'renda-proposal-assign', params: { deputy, title: proposal.title } };
    case TASK.FEEDBACK:
      return { templateCode: 'renda-proposal-feedback', params: { title: proposal.title } };
    case TASK.HANDLE: {
      // the round's rows are written before the step (交办, or a 不满意 rating's round 2): the newest round is this one
      const latest = await txScope.selectFrom('rendaProposalUnit').select((eb) => eb.fn.max('round').as('round')).where('proposalId', '=', id).executeTakeFirst();
      const round = Number(latest?.round ?? 1);
      const units = await unitsOfRound(txScope, id, round);
      const unit = units[Number(task.executionId.slice(task.executionId.lastIndexOf('_') + 1))] ?? units[0];
      const deadline = unit?.deadline ? wallClockDate(unit.deadline) : '办理期限';
      const unitName = unit?.name ?? '贵单位';
      if (round > 1) {
        return { templateCode: 'renda-proposal-handle-again', params: { deputy, title: proposal.title, opinion: proposal.feedback ?? '', unit: unitName, deadline } };
      }
      return { templateCode: 'renda-proposal-handle', params: { deputy, title: proposal.title, unit: unitName, handleType: unit ? handleTypeLabel(unit.handleType) : '办理', deadline } };
    }
    default:
      return null;
  }
};

/** 交办: the deputy learns which units handle it and by when (the units' leaders get their 答复 tasks). */
export async function proposalAssigned(txScope: TenantScope, proposal: ProposalFacts, deadline: Date): Promise<void> {
  const units = await unitsOfRound(txScope, proposal.id, 1);
  await enqueueMessage(txScope, {
    userId: proposal.deputyId, kind: 'proposal', templateCode: 'renda-proposal-assigned', link: proposalLink(proposal.id),
    params: { title: proposal.title, units: units.map((u) => `${u.name}（${handleTypeLabel(u.handleType)}）`).join('、'), deadline: wallClockDate(deadline) },
  });
}

/**
 * A unit replied and others still handle it: the deputy is told who answered. The round's last reply is told by the
 * deputy's 评价 task instead.
 */
export async function proposalAnswered(txScope: TenantScope, proposal: ProposalFacts, unitId: number): Promise<void> {
  const unit = await txScope.selectFrom('rendaProposalUnit').innerJoin('systemDept', 'systemDept.id', 'rendaProposalUnit.deptId').select('systemDept.name')
    .where('rendaProposalUnit.tenantId', '=', txScope.tenantId).where('rendaProposalUnit.id', '=', unitId).executeTakeFirst();
  await enqueueMessage(txScope, {
    userId: proposal.deputyId, kind: 'proposal', templateCode: 'renda-proposal-answered', link: proposalLink(proposal.id),
    params: { unit: unit?.name ?? '承办单位', title: proposal.title },
  });
}

/**
 * The deputy's final rating: every unit of the round (its leader, who was given it) learns it. A 不满意 that opens
 * round 2 is told by the units' new 答复 tasks instead.
 */
export async function proposalRated(txScope: TenantScope, proposal: ProposalFacts & { round: number }, satisfaction: string): Promise<void> {
  const deputy = await nicknameOf(txScope, proposal.deputyId);
  const leaders = new Set((await unitsOfRound(txScope, proposal.id, proposal.round)).map((u) => Number(u.handlerUserId)));
  for (const userId of leaders) {
    await enqueueMessage(txScope, {
      userId, kind: 'proposal', templateCode: 'renda-proposal-rated', link: proposalLink(proposal.id),
      params: { deputy, title: proposal.title, satisfaction: SATISFACTION_LABELS[satisfaction] ?? satisfaction },
    });
  }
}
