import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/like.ts';
import { fail } from '../../../http/errors.ts';
import { RESULT } from '../../bpm/runtime/runtimeErrors.ts';
import { PROPOSAL_STATUS as S, ProposalErrors } from './proposalErrors.ts';

/**
 * Who reads what (docs/proposals.md): a draft only its deputy; a submitted proposal its deputy, its co-signers, the
 * staff (renda:proposal:query), the leaders its units' tasks went to and anyone its instance gave a task; anyone
 * else is told it does not exist.
 */
export async function visibleProposal(scope: TenantScope, userId: number, id: number, isStaff: () => Promise<boolean>) {
  const row = await scope.selectFrom('rendaProposal').selectAll().where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw fail(ProposalErrors.NOT_EXISTS);
  const visible = row.deputyId === userId || (row.status !== S.DRAFT && (
    row.cosignerIds.includes(userId) || (await isStaff()) || (await hadTask(scope, row.id, row.processInstanceId, userId))));
  if (!visible) throw fail(ProposalErrors.NOT_EXISTS);
  return row;
}

async function hadTask(scope: TenantScope, proposalId: number, instanceId: string | null, userId: number): Promise<boolean> {
  const unit = await scope.selectFrom('rendaProposalUnit').select('id').where('proposalId', '=', proposalId).where('handlerUserId', '=', userId).executeTakeFirst();
  if (unit || !instanceId) return Boolean(unit);
  const task = await scope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instanceId).where('assigneeUserId', '=', userId).executeTakeFirst();
  return Boolean(task);
}

/** The proposal as its pages show it: co-signers and units by name, and the caller's open tasks on it. */
export async function proposalDetail(scope: TenantScope, userId: number, id: number, isStaff: () => Promise<boolean>) {
  const row = await visibleProposal(scope, userId, id, isStaff);
  const people = [row.deputyId, ...row.cosignerIds];
  const names = new Map((await scope.selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', people).execute()).map((u) => [u.id, u.nickname]));
  const units = await scope.selectFrom('rendaProposalUnit')
    .leftJoin('systemDept', 'systemDept.id', 'rendaProposalUnit.deptId')
    .leftJoin('systemUsers', 'systemUsers.id', 'rendaProposalUnit.handlerUserId')
    .select(['rendaProposalUnit.id', 'rendaProposalUnit.deptId', 'systemDept.name as deptName', 'rendaProposalUnit.handleType',
      'rendaProposalUnit.handlerUserId', 'systemUsers.nickname as handlerName', 'rendaProposalUnit.round', 'rendaProposalUnit.status',
      'rendaProposalUnit.replyContent', 'rendaProposalUnit.handleResult', 'rendaProposalUnit.resultType', 'rendaProposalUnit.replyFiles',
      'rendaProposalUnit.replyTime', 'rendaProposalUnit.deadline', 'rendaProposalUnit.overdue'])
    .where('rendaProposalUnit.proposalId', '=', row.id).orderBy('rendaProposalUnit.round').orderBy('rendaProposalUnit.id').execute();
  const tasks = row.processInstanceId ? await scope.selectFrom('bpmTask').select(['id', 'definitionKey as key', 'name'])
    .where('processInstanceId', '=', row.processInstanceId).where('assigneeUserId', '=', userId).where('result', '=', RESULT.PROCESS)
    .orderBy('createTime').execute() : [];
  const dept = row.deptId ? await scope.selectFrom('systemDept').select('name').where('id', '=', row.deptId).executeTakeFirst() : undefined;
  const { tenantId: _t, deleted: _d, creator: _c, updater: _u, ...proposal } = row;
  return {
    ...proposal,
    deputyName: names.get(row.deputyId) ?? null,
    deptName: dept?.name ?? null,
    cosigners: row.cosignerIds.map((cid) => ({ id: cid, nickname: names.get(cid) ?? null })),
    units,
    tasks,
  };
}

export const LIST_COLUMNS = ['rendaProposal.id', 'rendaProposal.title', 'rendaProposal.type', 'rendaProposal.category', 'rendaProposal.deputyId',
  'rendaProposal.session', 'rendaProposal.year', 'rendaProposal.serialNo', 'rendaProposal.status', 'rendaProposal.converted', 'rendaProposal.deptId',
  'rendaProposal.result', 'rendaProposal.satisfaction', 'rendaProposal.deadline', 'rendaProposal.overdue', 'rendaProposal.submitTime',
  'rendaProposal.closeTime', 'rendaProposal.processInstanceId', 'rendaProposal.createTime'] as const;

export interface ListFilter {
  pageNo: number;
  pageSize: number;
  title?: string;
  type?: string;
  status?: number;
}

/** 我的建议: the caller's own (drafts too) and those they co-sign once submitted. */
export async function myProposals(scope: TenantScope, userId: number, q: ListFilter) {
  let query = scope.selectFrom('rendaProposal').where('rendaProposal.deleted', '=', false)
    .where((eb) => eb.or([
      eb('rendaProposal.deputyId', '=', userId),
      eb.and([eb('rendaProposal.status', '<>', S.DRAFT), eb(sql`cosigner_ids`, '@>', sql`${JSON.stringify([userId])}::jsonb`)]),
    ]));
  if (q.title) query = query.where(containsText('rendaProposal.title', q.title));
  if (q.type) query = query.where('rendaProposal.type', '=', q.type);
  if (q.status !== undefined) query = query.where('rendaProposal.status', '=', q.status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.leftJoin('systemUsers', 'systemUsers.id', 'rendaProposal.deputyId')
    .leftJoin('systemDept', 'systemDept.id', 'rendaProposal.deptId')
    .select([...LIST_COLUMNS, 'systemUsers.nickname as deputyName', 'systemDept.name as deptName'])
    .orderBy('rendaProposal.id', 'desc').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { list: rows.map((r) => ({ ...r, cosigned: r.deputyId !== userId })), total: Number(total) };
}

/** 办理建议: the proposals given to the caller as a unit's leader, with that unit's latest row (round, reply, deadline). */
export async function handledProposals(scope: TenantScope, userId: number, q: ListFilter & { unitStatus?: number }) {
  const latest = scope.selectFrom('rendaProposalUnit')
    .select(['proposalId', sql<number>`max(round)`.as('round')]).where('handlerUserId', '=', userId).groupBy('proposalId').as('mine');
  let query = scope.selectFrom('rendaProposal').innerJoin(latest, 'mine.proposalId', 'rendaProposal.id')
    .innerJoin('rendaProposalUnit as unit', (join) => join.onRef('unit.proposalId', '=', 'rendaProposal.id').onRef('unit.round', '=', 'mine.round')
      .on('unit.handlerUserId', '=', userId))
    .where('rendaProposal.deleted', '=', false);
  if (q.title) query = query.where(containsText('rendaProposal.title', q.title));
  if (q.type) query = query.where('rendaProposal.type', '=', q.type);
  if (q.status !== undefined) query = query.where('rendaProposal.status', '=', q.status);
  if (q.unitStatus !== undefined) query = query.where('unit.status', '=', q.unitStatus);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const list = await query.leftJoin('systemUsers', 'systemUsers.id', 'rendaProposal.deputyId')
    .leftJoin('systemDept', 'systemDept.id', 'unit.deptId')
    .select([...LIST_COLUMNS, 'systemUsers.nickname as deputyName', 'unit.id as unitId', 'unit.deptId as unitDeptId', 'systemDept.name as unitDeptName',
      'unit.handleType', 'unit.round as unitRound', 'unit.status as unitStatus', 'unit.deadline as unitDeadline', 'unit.overdue as unitOverdue', 'unit.replyTime'])
    .orderBy('unit.status').orderBy('rendaProposal.id', 'desc').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { list, total: Number(total) };
}
