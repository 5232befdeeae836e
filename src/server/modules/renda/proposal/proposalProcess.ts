import type { TenantScope } from '../../../db/tenantScope.ts';
import type { BusinessResultListener } from '../../bpm/runtime/businessResults.ts';
import type { InstanceReader, StepHook } from '../../bpm/runtime/businessTasks.ts';
import { RESULT } from '../../bpm/runtime/runtimeErrors.ts';
import { PROPOSAL_STATUS as S, UNIT_STATUS } from './proposalErrors.ts';

/** The end event the handle step's boundary timer leads to (the model's `逾期`). */
export const OVERDUE_EVENT = 'overdue';

const proposalIdOf = (businessKey: string | null): number | null => (businessKey && /^\d+$/.test(businessKey) ? Number(businessKey) : null);

/**
 * The handle step's timer fired (its path entered 逾期): the proposal and the unit rows still open in its round are
 * overdue. The step is the job poller's, so this hook is the only code that sees it.
 */
export const proposalStepHook: StepHook = async (txScope, step) => {
  if (!step.trail.some((e) => e.elementId === OVERDUE_EVENT && e.event === 'enter')) return;
  const id = proposalIdOf(step.businessKey);
  if (id !== null) await flagOverdue(txScope, id, step.processInstanceId);
};

/** The proposal, and its units that have not replied in the current round, are overdue. */
export async function flagOverdue(txScope: TenantScope, id: number, processInstanceId?: string): Promise<void> {
  let update = txScope.updateTable('rendaProposal').set({ overdue: true, updateTime: new Date() }).where('id', '=', id);
  if (processInstanceId) update = update.where('processInstanceId', '=', processInstanceId);
  const proposal = await update.returning('round').executeTakeFirst();
  if (!proposal) return;
  await txScope.updateTable('rendaProposalUnit').set({ overdue: true, updateTime: new Date() })
    .where('proposalId', '=', id).where('round', '=', proposal.round).where('status', '=', UNIT_STATUS.HANDLING).execute();
}

/**
 * The commands set the status of every step themselves; an instance that ends another way (an administrator's
 * intervention in the database, a model changed to end early) still leaves the proposal closed, never 办理中 forever.
 */
export const proposalResultListener: BusinessResultListener = async (txScope, ended) => {
  const id = proposalIdOf(ended.businessKey);
  if (id === null || ended.result !== RESULT.APPROVE) return;
  await txScope.updateTable('rendaProposal').set({ status: S.CLOSED, closeTime: new Date(), updateTime: new Date() })
    .where('id', '=', id).where('processInstanceId', '=', ended.processInstanceId).where('status', '<>', S.CLOSED).execute();
};

/** The proposal's process detail is read by whom the proposal is: its co-signers and the staff, besides its tasks' people. */
export const proposalInstanceReader: InstanceReader = async (txScope, userId, instance, hasPermission) => {
  const id = proposalIdOf(instance.businessKey);
  if (id === null) return false;
  const proposal = await txScope.selectFrom('rendaProposal').select('cosignerIds')
    .where('id', '=', id).where('processInstanceId', '=', instance.id).where('deleted', '=', false).executeTakeFirst();
  return Boolean(proposal) && (proposal!.cosignerIds.includes(userId) || (await hasPermission('renda:proposal:query')));
};
