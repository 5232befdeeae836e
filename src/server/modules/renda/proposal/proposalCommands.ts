import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { approveTask, startInstance } from '../../bpm/runtime/commands.ts';
import { retitleInstance } from '../../bpm/runtime/instanceTitle.ts';
import { OPERATION, RESULT, RuntimeErrors, SUSPENSION } from '../../bpm/runtime/runtimeErrors.ts';
import { recordOperation } from '../../bpm/runtime/taskOperations.ts';
import { copyToCosigners } from './proposalCopies.ts';
import { checkCosigners, checkFiles, cleanHtml, plainExcerpt, type FileRef } from './proposalInput.ts';
import { proposalAnswered, proposalAssigned, proposalRated } from './proposalMessages.ts';
import { proposalTitle } from './proposalTitle.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';

/** A proposal gives its lead deputy and each co-signer an item of the record from its submission (not as a draft). */
const PROPOSAL_KINDS = [DutyKind.PROPOSAL_LEAD, DutyKind.PROPOSAL_COSIGN];
import {
  HANDLE_DAYS_KEY, HANDLE_TYPE, PROPOSAL_PROCESS_KEY, PROPOSAL_STATUS as S, ProposalErrors, SATISFACTION, STATUS_LABELS, TASK, TASK_LABELS, TYPE,
  UNIT_ROOT_NAME, UNIT_STATUS,
} from './proposalErrors.ts';

/**
 * The proposal's commands (docs/proposals.md "API"): each is one transaction that locks the proposal row, checks who
 * and in which state, completes the caller's task of the step through the runtime with the variables its gateways
 * read, and changes the proposal — so the proposal and its instance never disagree.
 */

export interface ProposalInput {
  title?: string;
  type?: string;
  category?: string | null;
  content?: string | null;
  cosignerIds?: number[] | null;
  contactName?: string | null;
  contactMobile?: string | null;
  openStatus?: string | null;
  attachments?: FileRef[] | null;
  session?: string | null;
  year?: number | null;
}

const DAY_MS = 86_400_000;

/** The row under lock, for the rest of the transaction; a deleted one does not exist. */
async function lockProposal(txScope: TenantScope, id: number) {
  const row = await txScope.selectFrom('rendaProposal').selectAll().where('id', '=', id).where('deleted', '=', false).forUpdate().executeTakeFirst();
  if (!row) throw fail(ProposalErrors.NOT_EXISTS);
  return row;
}

type Row = Awaited<ReturnType<typeof lockProposal>>;

/**
 * Only the lead deputy changes, submits or rates a proposal. A co-signer, who reads it once submitted, is told so;
 * to anyone else it does not exist (a draft is its deputy's alone).
 */
function own(row: Row, userId: number): Row {
  if (row.deputyId === userId) return row;
  throw fail(row.status !== S.DRAFT && row.cosignerIds.includes(userId) ? ProposalErrors.NOT_OWNER : ProposalErrors.NOT_EXISTS);
}

function inState(row: Row, action: string, ...states: number[]): void {
  if (!states.includes(row.status)) throw fail(ProposalErrors.WRONG_STATE, STATUS_LABELS[row.status] ?? String(row.status), action);
}

/** The caller's open task of a step on the proposal's instance. */
async function openTask(txScope: TenantScope, row: Row, key: string, userId: number): Promise<string> {
  return (await openTaskOf(txScope, row, key, userId)).id;
}

async function openTaskOf(txScope: TenantScope, row: Row, key: string, userId: number): Promise<{ id: string; executionId: string }> {
  const task = row.processInstanceId ? await txScope.selectFrom('bpmTask').select(['id', 'executionId'])
    .where('processInstanceId', '=', row.processInstanceId).where('definitionKey', '=', key)
    .where('assigneeUserId', '=', userId).where('result', '=', RESULT.PROCESS).orderBy('createTime').executeTakeFirst() : undefined;
  if (!task) throw fail(ProposalErrors.NO_TASK, TASK_LABELS[key]);
  return task;
}

/** Only what the input gives is changed (decision 32); rich text and files are checked and cleaned first. */
async function columnsOf(txScope: TenantScope, deputyId: number, input: ProposalInput) {
  const out: Record<string, unknown> = {};
  for (const key of ['title', 'type', 'category', 'contactName', 'contactMobile', 'openStatus', 'session', 'year'] as const) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  if (input.content !== undefined) out.content = cleanHtml(input.content ?? '');
  if (input.cosignerIds !== undefined) out.cosignerIds = JSON.stringify(await checkCosigners(txScope, deputyId, input.cosignerIds ?? []));
  if (input.attachments !== undefined) out.attachments = JSON.stringify(await checkFiles(txScope, input.attachments ?? []));
  return out;
}

/** 保存草稿: a new proposal of the caller (its 领衔代表), status 0. */
export async function createProposal(scope: TenantScope, userId: number, input: ProposalInput & { title: string; type: string }): Promise<number> {
  return scope.transaction(async (txScope) => {
    const columns = await columnsOf(txScope, userId, input);
    const { id } = await txScope.insertInto('rendaProposal', {
      ...(columns as { title: string; type: string }), year: input.year ?? new Date().getFullYear(), deputyId: userId, status: S.DRAFT,
      creator: String(userId), updater: String(userId),
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** The deputy's own draft, or one returned for revision. */
export async function updateProposal(scope: TenantScope, userId: number, id: number, input: ProposalInput): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockProposal(txScope, id), userId);
    if (row.status !== S.DRAFT && row.status !== S.RETURNED) throw fail(ProposalErrors.NOT_EDITABLE);
    // a returned one keeps its type: the review may have made it a 建议, and numbering follows the type
    const columns = await columnsOf(txScope, userId, row.status === S.RETURNED ? { ...input, type: undefined } : input);
    await txScope.updateTable('rendaProposal').set({ ...columns, updater: String(userId), updateTime: new Date() }).where('id', '=', id).execute();
    // a returned one's co-signers or title may change: the record follows
    await syncDutySource(txScope, PROPOSAL_KINDS, id);
  });
}

/** A draft only: once submitted, its instance and trail are the record. */
export async function deleteProposal(scope: TenantScope, userId: number, id: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockProposal(txScope, id), userId);
    if (row.status !== S.DRAFT) throw fail(ProposalErrors.NOT_DELETABLE);
    await txScope.updateTable('rendaProposal').set({ deleted: true, updater: String(userId), updateTime: new Date() }).where('id', '=', id).execute();
    await syncDutySource(txScope, PROPOSAL_KINDS, id);
  });
}

async function activeDefinition(txScope: TenantScope): Promise<string> {
  const definition = await txScope.selectFrom('bpmProcessDefinition').select('id')
    .where('processKey', '=', PROPOSAL_PROCESS_KEY).where('suspensionState', '=', SUSPENSION.ACTIVE)
    .orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!definition) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
  return definition.id;
}

/** 提交: a draft starts the process; a returned one completes its 修改 task and goes back to 审核. */
export async function submitProposal(scope: TenantScope, userId: number, id: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockProposal(txScope, id), userId);
    inState(row, '提交', S.DRAFT, S.RETURNED);
    // a draft may be saved half-written; what goes to the staff has a text (an image alone counts)
    if (!/<img\b/i.test(row.content) && !row.content.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw fail(ProposalErrors.CONTENT_REQUIRED);
    const now = new Date();
    if (row.status === S.DRAFT) {
      const processInstanceId = await startInstance(txScope, userId, await activeDefinition(txScope), { round: 1 }, String(id), await proposalTitle(txScope, row));
      await txScope.updateTable('rendaProposal').set({ status: S.REVIEW, processInstanceId, submitTime: now, updateTime: now }).where('id', '=', id).execute();
      await copyToCosigners(txScope, row, processInstanceId);
      await syncDutySource(txScope, PROPOSAL_KINDS, id);
      return;
    }
    // the revision may have changed the title: the new 审核 task (and its message) names the proposal as it now is
    await retitleInstance(txScope, row.processInstanceId!, await proposalTitle(txScope, row));
    await approveTask(txScope, userId, await openTask(txScope, row, TASK.REVISE, userId), '已修改，重新提交');
    await txScope.updateTable('rendaProposal').set({ status: S.REVIEW, submitTime: now, updateTime: now }).where('id', '=', id).execute();
    // co-signers added while revising are copied now, the others were at the first submit
    await copyToCosigners(txScope, row, row.processInstanceId!);
    await syncDutySource(txScope, PROPOSAL_KINDS, id);
  });
}

export type ReviewDecision = 'accept' | 'return' | 'convert';

/**
 * 退回修改 is a 退回 as the records see it (issue 37 item 8, decision 92): the engine still takes the model's gateway
 * loop to 修改 (`decision == 'return'`, so running proposals go on on their own version), and then the review task is
 * written as the generic 退回 writes it — result 5 (退回) with the reason, not 通过 — and the trail gets the 退回 to
 * the step the engine entered, by its name in the diagram (the 修改 task just created).
 */
async function recordReturn(txScope: TenantScope, processInstanceId: string, taskId: string, userId: number, reason: string): Promise<void> {
  await txScope.updateTable('bpmTask').set({ result: RESULT.RETURN }).where('id', '=', taskId).execute();
  const revise = await txScope.selectFrom('bpmTask').select('name').where('processInstanceId', '=', processInstanceId)
    .where('definitionKey', '=', TASK.REVISE).where('result', '=', RESULT.PROCESS).orderBy('createTime', 'desc').executeTakeFirst();
  await recordOperation(txScope, { processInstanceId, taskId, type: OPERATION.RETURN, userId, targetName: revise?.name ?? TASK_LABELS[TASK.REVISE], reason });
}

/**
 * 审核: accept, return for revision, or turn a 议案 into a 建议. Accepting (either way) gives the serial number, max + 1
 * per tenant, year and type, under a transaction lock of that counter, so two reviews never draw the same number.
 */
export async function reviewProposal(scope: TenantScope, userId: number, input: { id: number; decision: ReviewDecision; reason?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = await lockProposal(txScope, input.id);
    if (row.status === S.DRAFT) throw fail(ProposalErrors.NOT_EXISTS);
    inState(row, '审核', S.REVIEW);
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'return' && !reason) throw fail(ProposalErrors.REASON_REQUIRED);
    const taskId = await openTask(txScope, row, TASK.REVIEW, userId);
    const opinion = reason || (input.decision === 'convert' ? '转为建议' : '同意立案');
    // a 议案 made a 建议 is named so before its 交办 task is written (that task's message reads the name)
    if (input.decision === 'convert' && row.type !== TYPE.SUGGESTION) {
      await retitleInstance(txScope, row.processInstanceId!, await proposalTitle(txScope, { ...row, type: TYPE.SUGGESTION }));
    }
    const now = new Date();
    if (input.decision === 'return') {
      // written before the step: the deputy's 修改 task message quotes the reason (proposalMessages.ts)
      await txScope.updateTable('rendaProposal').set({ status: S.RETURNED, returnReason: reason, updateTime: now }).where('id', '=', row.id).execute();
      await approveTask(txScope, userId, taskId, opinion, { decision: input.decision });
      await recordReturn(txScope, row.processInstanceId!, taskId, userId, reason);
      return;
    }
    await approveTask(txScope, userId, taskId, opinion, { decision: input.decision });
    const type = input.decision === 'convert' ? TYPE.SUGGESTION : row.type;
    const year = row.year ?? now.getFullYear();
    await sql`select pg_advisory_xact_lock(${0x72647072}, ${txScope.tenantId * 10_000 + (year % 10_000)})`.execute(txScope.db);
    const { max } = await txScope.selectFrom('rendaProposal').select((eb) => eb.fn.max('serialNo').as('max'))
      .where('year', '=', year).where('type', '=', type).where('deleted', '=', false).executeTakeFirstOrThrow();
    await txScope.updateTable('rendaProposal').set({
      status: S.TO_ASSIGN, type, year, converted: row.converted || type !== row.type, serialNo: Number(max ?? 0) + 1, acceptTime: now, updateTime: now,
    }).where('id', '=', row.id).execute();
  });
}

/** `renda.proposal.handle-days`, the days a unit has to reply (platform parameter). */
async function handleDays(txScope: TenantScope): Promise<number> {
  const config = await txScope.db.selectFrom('infraConfig').select('value').where('configKey', '=', HANDLE_DAYS_KEY).where('deleted', '=', false).executeTakeFirst();
  const days = Number(config?.value ?? 30);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw fail(ProposalErrors.HANDLE_DAYS_INVALID);
  return days;
}

/** Departments under the root 承办单位 (any depth), enabled, with their leader. */
async function handlingUnits(txScope: TenantScope, deptIds: number[]) {
  const { rows } = await sql<{ id: number; name: string; leaderUserId: number | null; leaderStatus: number | null }>`
    with recursive units as (
      select id from system_dept where tenant_id = ${txScope.tenantId} and name = ${UNIT_ROOT_NAME} and parent_id = 0 and not deleted
      union all
      select d.id from system_dept d join units u on d.parent_id = u.id where d.tenant_id = ${txScope.tenantId} and not d.deleted
    )
    select d.id, d.name, d.leader_user_id, u.status as leader_status
    from system_dept d left join system_users u on u.id = d.leader_user_id and not u.deleted and u.tenant_id = d.tenant_id
    where d.id in (select id from units) and d.name <> ${UNIT_ROOT_NAME} and d.status = 0 and d.id = any(${deptIds})`.execute(txScope.db);
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export interface UnitChoice {
  deptId: number;
  handleType: string;
}

/** 交办: one 主办 exactly, 协办 any; each a handling unit with an enabled leader, who gets the unit's reply task. */
export async function assignProposal(scope: TenantScope, userId: number, input: { id: number; units: UnitChoice[]; reason?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = await lockProposal(txScope, input.id);
    if (row.status === S.DRAFT) throw fail(ProposalErrors.NOT_EXISTS);
    inState(row, '交办', S.TO_ASSIGN);
    const taskId = await openTask(txScope, row, TASK.ASSIGN, userId);
    if (input.units.filter((u) => u.handleType === HANDLE_TYPE.LEAD).length !== 1) throw fail(ProposalErrors.ONE_LEAD_UNIT);
    // the 主办 first: its reply task is the first iteration, and its row the first of the round
    const units = [...input.units].sort((a, b) => Number(a.handleType) - Number(b.handleType));
    const known = await handlingUnits(txScope, units.map((u) => u.deptId));
    const seen = new Set<number>();
    const leaders = new Set<number>();
    for (const unit of units) {
      const dept = known.get(unit.deptId);
      if (!dept) {
        const other = await txScope.selectFrom('systemDept').select('name').where('id', '=', unit.deptId).where('deleted', '=', false).executeTakeFirst();
        throw fail(ProposalErrors.NOT_HANDLING_UNIT, other?.name ?? String(unit.deptId));
      }
      if (seen.has(unit.deptId)) throw fail(ProposalErrors.UNIT_REPEATED, dept.name);
      seen.add(unit.deptId);
      if (!dept.leaderUserId || dept.leaderStatus !== 0) throw fail(ProposalErrors.UNIT_NO_LEADER, dept.name);
      // a leader of two units would get two alike tasks and could not say which unit a reply answers for
      if (leaders.has(Number(dept.leaderUserId))) throw fail(ProposalErrors.UNIT_SAME_LEADER, dept.name);
      leaders.add(Number(dept.leaderUserId));
    }
    const days = await handleDays(txScope);
    const deadline = new Date(Date.now() + days * DAY_MS);
    await txScope.insertInto('rendaProposalUnit', units.map((u) => ({
      proposalId: row.id, deptId: u.deptId, handleType: u.handleType, handlerUserId: Number(known.get(u.deptId)!.leaderUserId), round: 1, deadline,
    }))).execute();
    await approveTask(txScope, userId, taskId, input.reason?.trim() || '交办', { handlers: [...leaders], handleDuration: `P${days}D`, round: 1 });
    await txScope.updateTable('rendaProposal').set({ status: S.HANDLING, deptId: units[0].deptId, deadline, round: 1, updateTime: new Date() })
      .where('id', '=', row.id).execute();
    await proposalAssigned(txScope, row, deadline);
  });
}

export interface ReplyInput {
  id: number;
  content: string;
  handleResult: string;
  resultType?: string | null;
  files?: FileRef[] | null;
}

/** 答复: the caller's unit's reply in the current round; the last reply of the round hands it to the deputy. */
export async function replyProposal(scope: TenantScope, userId: number, input: ReplyInput): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = await lockProposal(txScope, input.id);
    if (row.status === S.DRAFT) throw fail(ProposalErrors.NOT_EXISTS);
    inState(row, '答复', S.HANDLING);
    const task = await openTaskOf(txScope, row, TASK.HANDLE, userId);
    // the task's iteration (`handle_<id>_<n>`) is the n-th unit of the round, as 交办 ordered `handlers` and the
    // rows alike; so the reply lands on the right unit even after the task was handed on (转办)
    const index = Number(task.executionId.slice(task.executionId.lastIndexOf('_') + 1));
    const rows = await txScope.selectFrom('rendaProposalUnit').select(['id', 'handleType', 'status']).where('proposalId', '=', row.id)
      .where('round', '=', row.round).orderBy('id').execute();
    const unit = rows[index];
    if (!unit || unit.status !== UNIT_STATUS.HANDLING) throw fail(ProposalErrors.NO_TASK, TASK_LABELS[TASK.HANDLE]);
    const taskId = task.id;
    const lead = unit.handleType === HANDLE_TYPE.LEAD;
    if (lead && !input.resultType) throw fail(ProposalErrors.RESULT_TYPE_REQUIRED);
    const files = await checkFiles(txScope, input.files ?? []);
    const content = cleanHtml(input.content);
    const now = new Date();
    await txScope.updateTable('rendaProposalUnit').set({
      status: UNIT_STATUS.REPLIED, replyContent: content, handleResult: input.handleResult, resultType: lead ? input.resultType! : null,
      replyFiles: JSON.stringify(files), replyTime: now, updateTime: now,
    }).where('id', '=', unit.id).execute();
    await approveTask(txScope, userId, taskId, plainExcerpt(content));
    const open = await txScope.selectFrom('rendaProposalUnit').select('id').where('proposalId', '=', row.id)
      .where('round', '=', row.round).where('status', '=', UNIT_STATUS.HANDLING).executeTakeFirst();
    await txScope.updateTable('rendaProposal').set({ ...(lead ? { result: input.resultType! } : {}), ...(open ? {} : { status: S.TO_RATE }), updateTime: now })
      .where('id', '=', row.id).execute();
    // the round's last reply is told to the deputy by the 评价 task it creates
    if (open) await proposalAnswered(txScope, row, unit.id);
  });
}

/**
 * 评价: 满意 / 基本满意 close it; 不满意 in round 1 sends it back to the same units (round 2, a fresh deadline), and in
 * round 2 closes it as rated.
 */
export async function feedbackProposal(scope: TenantScope, userId: number, input: { id: number; satisfaction: string; opinion?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockProposal(txScope, input.id), userId);
    inState(row, '评价', S.TO_RATE);
    const opinion = input.opinion?.trim() ?? '';
    const again = input.satisfaction === SATISFACTION.UNSATISFIED;
    if (again && !opinion) throw fail(ProposalErrors.OPINION_REQUIRED);
    const taskId = await openTask(txScope, row, TASK.FEEDBACK, userId);
    const now = new Date();
    const secondRound = again && row.round === 1;
    const variables: Record<string, unknown> = { satisfaction: Number(input.satisfaction), round: row.round };
    let deadline = row.deadline;
    if (secondRound) {
      const days = await handleDays(txScope);
      deadline = new Date(now.getTime() + days * DAY_MS);
      const units = await txScope.selectFrom('rendaProposalUnit').select(['deptId', 'handleType', 'handlerUserId'])
        .where('proposalId', '=', row.id).where('round', '=', 1).orderBy('id').execute();
      await txScope.insertInto('rendaProposalUnit', units.map((u) => ({ ...u, proposalId: row.id, round: 2, deadline }))).execute();
      variables.handleDuration = `P${days}D`;
    }
    // written before the step: round 2's 答复 task messages quote the deputy's opinion (proposalMessages.ts)
    await txScope.updateTable('rendaProposal').set({
      satisfaction: input.satisfaction, feedback: opinion || null, updateTime: now,
      ...(secondRound ? { status: S.HANDLING, round: 2, deadline, overdue: false } : { status: S.CLOSED, closeTime: now }),
    }).where('id', '=', row.id).execute();
    await approveTask(txScope, userId, taskId, opinion || (input.satisfaction === SATISFACTION.SATISFIED ? '满意' : '基本满意'), variables);
    // round 2 is told to the units by their new 答复 tasks
    if (!secondRound) await proposalRated(txScope, row, input.satisfaction);
  });
}
