import type { TenantScope } from '../../../db/tenantScope.ts';
import { copyWrites } from '../../bpm/runtime/copies.ts';
import { writeTogether } from '../../bpm/runtime/writeTogether.ts';
import { proposalLink } from './proposalMessages.ts';

/** Why a co-signer finds the proposal in 抄送我的 (and what their message says). */
export const COSIGNER_COPY_REASON = '附议的建议已提交';

interface Submitted {
  id: number;
  deputyId: number;
  cosignerIds: readonly number[];
}

/**
 * 附议代表 are copied on the proposal's instance (issue 37 item 8, docs/proposals.md "Co-signers are copied"): at each
 * submit, every co-signer not yet copied gets a `bpm_process_instance_copy` row (by the lead deputy, at no task) and
 * one message linking to the proposal's detail, so 抄送我的 lists it; a second submit after 修改 copies only those
 * added meanwhile (the table is unique per instance and person). A co-signer removed while revising loses the copy
 * with the co-signing: they no longer read the proposal, and their 抄送我的 would list what they cannot open. Other
 * copies (a holder's `/bpm/task/copy`, a copy node's, made in the starter's name too) are known by their reason and
 * left alone. No trail entry: the co-signers are the proposal's own fact, shown on it, not an approver's operation.
 */
export async function copyToCosigners(txScope: TenantScope, proposal: Submitted, processInstanceId: string): Promise<void> {
  const cosigners = [...new Set(proposal.cosignerIds.map(Number))];
  let removed = txScope.deleteFrom('bpmProcessInstanceCopy').where('processInstanceId', '=', processInstanceId)
    .where('creatorUserId', '=', proposal.deputyId).where('taskId', 'is', null).where('reason', '=', COSIGNER_COPY_REASON);
  if (cosigners.length) removed = removed.where('userId', 'not in', cosigners);
  await removed.execute();
  // the one copy path (copies.ts): the copy once per person, and its message opening the proposal
  await writeTogether(txScope, await copyWrites(txScope, {
    instance: { id: processInstanceId, startUserId: proposal.deputyId }, taskId: null, userId: proposal.deputyId, reason: COSIGNER_COPY_REASON,
    people: cosigners, link: proposalLink(proposal.id), kind: 'proposal', trail: false,
  }));
}
