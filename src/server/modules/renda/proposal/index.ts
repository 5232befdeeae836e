/**
 * Proposals and suggestions (issue #17, docs/proposals.md). Loading this module registers, for the `renda_proposal`
 * process, the refusal of generic task decisions, the overdue hook, the result listener, the instance's readers and
 * what the inbox says of its tasks (runtime registries), and its tasks' messages (the outbox's), before the seed or any
 * command runs.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { registerBusinessResultListener } from '../../bpm/runtime/businessResults.ts';
import { registerBusinessTaskGuard, registerInstanceReader, registerStepHook } from '../../bpm/runtime/businessTasks.ts';
import { registerInboxBusiness } from '../../bpm/runtime/inboxBusiness.ts';
import { PROPOSAL_PROCESS_KEY, PROPOSAL_STATUS, ProposalErrors } from './proposalErrors.ts';
import { proposalInbox } from './proposalInbox.ts';
import { registerTaskMessage } from '../../system/outbox/taskMessages.ts';
import { describeProposalTask } from './proposalMessages.ts';
import { proposalInstanceReader, proposalResultListener, proposalStepHook } from './proposalProcess.ts';
import { proposalRoutes as commandRoutes } from './proposalRoutes.ts';
import { proposalStatisticsRoutes } from './proposalStatistics.ts';

registerBusinessTaskGuard(PROPOSAL_PROCESS_KEY, ProposalErrors.GENERIC_DECISION);
registerStepHook(PROPOSAL_PROCESS_KEY, proposalStepHook);
registerBusinessResultListener(PROPOSAL_PROCESS_KEY, proposalResultListener);
registerInstanceReader(PROPOSAL_PROCESS_KEY, proposalInstanceReader);
registerTaskMessage(PROPOSAL_PROCESS_KEY, describeProposalTask);
registerInboxBusiness(PROPOSAL_PROCESS_KEY, proposalInbox);

/** The generated staff list and export never show drafts: a draft is its deputy's alone. */
export const proposalHooks: ResourceHooks = {
  visibleRows: () => (q) => q.where('status', '<>', PROPOSAL_STATUS.DRAFT),
};

const routes = [commandRoutes(), proposalStatisticsRoutes()];

export function proposalRoutes(): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    for (const register of routes) await register(app);
  };
}

export { createProposal, submitProposal, reviewProposal, assignProposal, replyProposal, feedbackProposal } from './proposalCommands.ts';
export { ProposalErrors, PROPOSAL_PROCESS_KEY, PROPOSAL_STATUS } from './proposalErrors.ts';
