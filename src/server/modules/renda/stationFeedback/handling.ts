import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsPattern } from '../../../db/like.ts';
import { fail } from '../../../http/errors.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import { PROPOSAL_STATUS, STATUS_LABELS as PROPOSAL_STATUS_LABELS, TYPE as PROPOSAL_TYPE } from '../proposal/proposalErrors.ts';
import { assignmentNote, assignmentParams, proposalFromFeedback } from './stationFeedbackMessages.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';
import {
  FEEDBACK_STATUS as S, FEEDBACK_STATUS_LABELS, LOG_ACTION, OVERDUE_DAYS_KEY, StationFeedbackErrors as E,
} from './stationFeedbackErrors.ts';

/**
 * Handling a liaison station's feedback (issue 35 point 3, docs/stations.md): the staff's and the deputies' lists,
 * the detail with its timeline, 分派 / 答复 / 办结 and 转为建议. Each command is one transaction whose state change is
 * one conditional statement (the state it leaves from, and for a deputy that the feedback is theirs): of two replies
 * at once one changes the row and the other is told the state it found.
 */

/** Who acts: the staff (by permission, on every feedback of the tenant) or a deputy (on what is assigned to them). */
export interface Actor {
  userId: number;
  staff: boolean;
}

export interface FeedbackFilter {
  pageNo: number;
  pageSize: number;
  stationId?: number;
  feedbackType?: string;
  status?: string;
  overdue?: boolean;
  trackingNo?: string;
  content?: string;
  from?: Date;
  to?: Date;
}

/** `renda.station-feedback.overdue-days` (参数配置): days after its submission an unanswered feedback is overdue. */
export async function overdueDays(scope: TenantScope): Promise<number> {
  const config = await scope.db.selectFrom('infraConfig').select('value').where('configKey', '=', OVERDUE_DAYS_KEY).where('deleted', '=', false).executeTakeFirst();
  const days = Number(config?.value ?? 7);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw fail(E.OVERDUE_DAYS_INVALID);
  return days;
}

/** Not yet answered, and submitted more than `days` days ago. */
const overdueSql = (days: number) =>
  sql<boolean>`(renda_station_feedback.status in ('0', '1') and renda_station_feedback.create_time < now() - ${days}::int * interval '1 day')`;

/** The units (departments) `userId` leads: a feedback assigned to one of them is theirs to handle, as a proposal's. */
const unitsLedBy = (scope: TenantScope, userId: number) =>
  scope.selectFrom('systemDept').select('systemDept.id').where('systemDept.leaderUserId', '=', userId).where('systemDept.deleted', '=', false);

/** Assigned to `userId`: as a deputy chosen for it, or as the leader of its handling unit. */
const assignedTo = (scope: TenantScope, userId: number) =>
  sql<SqlBool>`(exists (${scope.selectFrom('rendaStationFeedbackAssignee').select(sql`1`.as('one'))
    .where('rendaStationFeedbackAssignee.feedbackId', '=', sql<number>`renda_station_feedback.id`)
    .where('rendaStationFeedbackAssignee.userId', '=', userId).where('rendaStationFeedbackAssignee.deleted', '=', false)})
    or renda_station_feedback.handle_dept_id in (${unitsLedBy(scope, userId)}))`;

/**
 * What a deputy or a unit sees in 我的联络站反馈: the feedback assigned to them (to them, or to the unit they lead),
 * and the feedback of the stations they are stationed at.
 */
function mineCondition(scope: TenantScope, userId: number): Expression<SqlBool> {
  const stations = scope.selectFrom('rendaStationUser').select('rendaStationUser.stationId')
    .where('rendaStationUser.userId', '=', userId).where('rendaStationUser.deleted', '=', false);
  return sql<SqlBool>`(${assignedTo(scope, userId)} or renda_station_feedback.station_id in (${stations}))`;
}

/** The staff's 联络站反馈 (everything of the tenant) or, with `mine`, a deputy's 我的联络站反馈. */
export async function feedbackPage(scope: TenantScope, filter: FeedbackFilter, mine?: number) {
  const days = await overdueDays(scope);
  let query = scope.selectFrom('rendaStationFeedback').where('rendaStationFeedback.deleted', '=', false);
  if (mine !== undefined) query = query.where(mineCondition(scope, mine));
  if (filter.stationId !== undefined) query = query.where('rendaStationFeedback.stationId', '=', filter.stationId);
  if (filter.feedbackType) query = query.where('rendaStationFeedback.feedbackType', '=', filter.feedbackType);
  if (filter.status) query = query.where('rendaStationFeedback.status', '=', filter.status);
  if (filter.trackingNo) query = query.where('rendaStationFeedback.trackingNo', '=', filter.trackingNo.trim().toUpperCase());
  if (filter.content) query = query.where('rendaStationFeedback.content', 'ilike', containsPattern(filter.content));
  if (filter.from) query = query.where('rendaStationFeedback.createTime', '>=', filter.from);
  if (filter.to) query = query.where('rendaStationFeedback.createTime', '<=', filter.to);
  if (filter.overdue !== undefined) query = query.where(filter.overdue ? overdueSql(days) : sql<boolean>`not ${overdueSql(days)}`);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('rendaStation', (join) => join.onRef('rendaStation.id', '=', 'rendaStationFeedback.stationId').on('rendaStation.tenantId', '=', scope.tenantId))
    .leftJoin('systemDept', (join) => join.onRef('systemDept.id', '=', 'rendaStationFeedback.handleDeptId').on('systemDept.tenantId', '=', scope.tenantId))
    .select([
      'rendaStationFeedback.id', 'rendaStationFeedback.trackingNo', 'rendaStationFeedback.stationId', 'rendaStation.name as stationName',
      'rendaStationFeedback.feedbackType', 'rendaStationFeedback.content', 'rendaStationFeedback.name', 'rendaStationFeedback.anonymous',
      'rendaStationFeedback.status', 'rendaStationFeedback.handleDeptId', 'systemDept.name as handleDeptName', 'rendaStationFeedback.replyTime',
      'rendaStationFeedback.finishTime', 'rendaStationFeedback.proposalId', 'rendaStationFeedback.createTime', overdueSql(days).as('overdue'),
    ])
    .orderBy('rendaStationFeedback.id', 'desc').limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize).execute();
  const assignees = await assigneesOf(scope, rows.map((r) => r.id));
  return {
    list: rows.map((r) => ({ ...r, overdue: Boolean(r.overdue), assignees: assignees.get(r.id) ?? [] })),
    total: Number(total),
  };
}

async function assigneesOf(scope: TenantScope, ids: readonly number[]): Promise<Map<number, { id: number; nickname: string }[]>> {
  const out = new Map<number, { id: number; nickname: string }[]>();
  if (!ids.length) return out;
  const rows = await scope.selectFrom('rendaStationFeedbackAssignee')
    .innerJoin('systemUsers', 'systemUsers.id', 'rendaStationFeedbackAssignee.userId')
    .select(['rendaStationFeedbackAssignee.feedbackId', 'systemUsers.id', 'systemUsers.nickname'])
    .where('rendaStationFeedbackAssignee.feedbackId', 'in', ids).where('rendaStationFeedbackAssignee.deleted', '=', false)
    .orderBy('rendaStationFeedbackAssignee.id').execute();
  for (const r of rows) out.set(r.feedbackId, [...(out.get(r.feedbackId) ?? []), { id: r.id, nickname: r.nickname }]);
  return out;
}

async function isAssignee(scope: TenantScope, feedbackId: number, userId: number): Promise<boolean> {
  const row = await scope.selectFrom('rendaStationFeedbackAssignee').select('id')
    .where('feedbackId', '=', feedbackId).where('userId', '=', userId).where('deleted', '=', false).executeTakeFirst();
  return Boolean(row);
}

/** Whether `userId` leads the feedback's handling unit. */
async function leadsUnit(scope: TenantScope, deptId: number | null, userId: number): Promise<boolean> {
  if (!deptId) return false;
  const row = await unitsLedBy(scope, userId).where('systemDept.id', '=', deptId).executeTakeFirst();
  return Boolean(row);
}

async function isStationDeputy(scope: TenantScope, stationId: number, userId: number): Promise<boolean> {
  const row = await scope.selectFrom('rendaStationUser').select('id')
    .where('stationId', '=', stationId).where('userId', '=', userId).where('deleted', '=', false).executeTakeFirst();
  return Boolean(row);
}

async function findFeedback(scope: TenantScope, id: number, lock = false) {
  let query = scope.selectFrom('rendaStationFeedback').selectAll().where('id', '=', id).where('deleted', '=', false);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw fail(E.NOT_EXISTS);
  return row;
}

/**
 * One feedback as its detail shows it: the station, its deputies assigned, the handling unit, the timeline of its
 * steps with who did each, the proposal made from it with its progress, and what the caller may do now. The staff
 * read every feedback of the tenant; a deputy those assigned to them or at their stations; to anyone else it does
 * not exist.
 */
export async function feedbackDetail(scope: TenantScope, actor: Actor & { mayHandle: boolean }, id: number) {
  const row = await findFeedback(scope, id);
  const assigned = await isAssignee(scope, id, actor.userId);
  const unitLeader = await leadsUnit(scope, row.handleDeptId, actor.userId);
  if (!actor.staff && !assigned && !unitLeader && !(await isStationDeputy(scope, row.stationId, actor.userId))) throw fail(E.NOT_EXISTS);
  const days = await overdueDays(scope);
  const station = await scope.selectFrom('rendaStation').select(['id', 'name', 'address']).where('id', '=', row.stationId).executeTakeFirst();
  const dept = row.handleDeptId ? await scope.selectFrom('systemDept').select('name').where('id', '=', row.handleDeptId).executeTakeFirst() : undefined;
  const logs = await scope.selectFrom('rendaStationFeedbackLog')
    .leftJoin('systemUsers', (join) => join.onRef('systemUsers.id', '=', 'rendaStationFeedbackLog.operatorId').on('systemUsers.tenantId', '=', scope.tenantId))
    .select(['rendaStationFeedbackLog.id', 'rendaStationFeedbackLog.action', 'rendaStationFeedbackLog.operatorId', 'systemUsers.nickname as operatorName',
      'rendaStationFeedbackLog.content', 'rendaStationFeedbackLog.createTime'])
    .where('rendaStationFeedbackLog.feedbackId', '=', id).where('rendaStationFeedbackLog.deleted', '=', false)
    .orderBy('rendaStationFeedbackLog.createTime').orderBy('rendaStationFeedbackLog.id').execute();
  const proposal = row.proposalId ? await scope.selectFrom('rendaProposal').select(['id', 'title', 'status', 'deputyId'])
    .where('id', '=', row.proposalId).where('deleted', '=', false).executeTakeFirst() : undefined;
  const { tenantId: _t, deleted: _d, creator: _c, updater: _u, ...feedback } = row;
  const open = row.status === S.PENDING || row.status === S.HANDLING;
  const overdue = open && row.createTime.getTime() < Date.now() - days * 86_400_000;
  const deputyMay = actor.mayHandle && (assigned || unitLeader);
  // what 分派 chooses from: the deputies stationed there and the tenant's enabled departments
  const choices = actor.staff && open ? {
    deputies: await scope.selectFrom('rendaStationUser').innerJoin('systemUsers', 'systemUsers.id', 'rendaStationUser.userId')
      .select(['systemUsers.id', 'systemUsers.nickname']).where('rendaStationUser.stationId', '=', row.stationId)
      .where('rendaStationUser.deleted', '=', false).where('systemUsers.deleted', '=', false).where('systemUsers.status', '=', 0)
      .where('systemUsers.tenantId', '=', scope.tenantId).orderBy('rendaStationUser.id').execute(),
    depts: await scope.selectFrom('systemDept').select(['id', 'name', 'parentId']).where('deleted', '=', false).where('status', '=', 0)
      .orderBy('parentId').orderBy('sort').orderBy('id').execute(),
  } : null;
  return {
    ...feedback,
    stationName: station?.name ?? null,
    stationAddress: station?.address ?? null,
    handleDeptName: dept?.name ?? null,
    assignees: (await assigneesOf(scope, [id])).get(id) ?? [],
    overdue,
    logs,
    choices,
    proposal: proposal ? { ...proposal, statusLabel: PROPOSAL_STATUS_LABELS[proposal.status] ?? String(proposal.status) } : null,
    actions: {
      assign: actor.staff && open,
      reply: (actor.staff || deputyMay) && open,
      finish: (actor.staff || deputyMay) && row.status === S.REPLIED,
      // a proposal is a deputy's: the unit answers, it does not propose
      toProposal: actor.mayHandle && assigned && !row.proposalId,
    },
  };
}

/**
 * 分派: to deputies stationed at the feedback's station and/or to a handling unit (a department of the tenant). The
 * deputies chosen replace those before; each newly assigned one is told (the one message path, linking to 我的联络站反馈
 * with the feedback open). 待处理 becomes 处理中; a feedback being handled may be assigned again.
 */
export async function assignFeedback(scope: TenantScope, userId: number, input: { id: number; assigneeIds?: number[]; handleDeptId?: number | null; remark?: string }): Promise<void> {
  const assigneeIds = [...new Set(input.assigneeIds ?? [])];
  if (!assigneeIds.length && !input.handleDeptId) throw fail(E.ASSIGN_EMPTY);
  await scope.transaction(async (txScope) => {
    const row = await findFeedback(txScope, input.id, true);
    if (row.status !== S.PENDING && row.status !== S.HANDLING) throw fail(E.WRONG_STATE, FEEDBACK_STATUS_LABELS[row.status] ?? row.status, '分派');
    const names = new Map<number, string>();
    if (assigneeIds.length) {
      const deputies = await txScope.selectFrom('systemUsers').innerJoin('rendaStationUser', 'rendaStationUser.userId', 'systemUsers.id')
        .select(['systemUsers.id', 'systemUsers.nickname'])
        .where('systemUsers.id', 'in', assigneeIds).where('systemUsers.deleted', '=', false).where('systemUsers.status', '=', 0)
        .where('rendaStationUser.stationId', '=', row.stationId).where('rendaStationUser.deleted', '=', false)
        .where('rendaStationUser.tenantId', '=', txScope.tenantId)
        .where('systemUsers.id', 'in', holdersOfRole(txScope, DEPUTY_ROLE)).execute();
      for (const d of deputies) names.set(d.id, d.nickname);
      const stranger = assigneeIds.find((a) => !names.has(a));
      if (stranger !== undefined) {
        const user = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', stranger).executeTakeFirst();
        throw fail(E.NOT_STATION_DEPUTY, user?.nickname ?? String(stranger));
      }
    }
    let deptName: string | null = null;
    let unitLeader: number | null = null;
    if (input.handleDeptId) {
      const dept = await txScope.selectFrom('systemDept')
        .leftJoin('systemUsers', (join) => join.onRef('systemUsers.id', '=', 'systemDept.leaderUserId').on('systemUsers.deleted', '=', false).on('systemUsers.tenantId', '=', txScope.tenantId))
        .select(['systemDept.name', 'systemDept.status', 'systemUsers.id as leaderId', 'systemUsers.status as leaderStatus'])
        .where('systemDept.id', '=', input.handleDeptId).where('systemDept.deleted', '=', false).executeTakeFirst();
      if (!dept || dept.status !== 0) throw fail(E.DEPT_INVALID);
      // the unit handles it through its leader, as a proposal's reply task (decision 95): a unit nobody leads cannot
      if (!dept.leaderId || dept.leaderStatus !== 0) throw fail(E.DEPT_NO_LEADER, dept.name);
      deptName = dept.name;
      unitLeader = Number(dept.leaderId);
    }
    const before = await txScope.selectFrom('rendaStationFeedbackAssignee').select('userId')
      .where('feedbackId', '=', row.id).where('deleted', '=', false).execute();
    const had = new Set(before.map((b) => b.userId));
    const removed = [...had].filter((u) => !names.has(u));
    if (removed.length) {
      await txScope.deleteFrom('rendaStationFeedbackAssignee').where('feedbackId', '=', row.id).where('userId', 'in', removed).execute();
    }
    const added = assigneeIds.filter((a) => !had.has(a));
    if (added.length) {
      await txScope.insertInto('rendaStationFeedbackAssignee', added.map((a) => ({ feedbackId: row.id, userId: a, creator: String(userId), updater: String(userId) }))).execute();
    }
    await txScope.updateTable('rendaStationFeedback')
      .set({ status: S.HANDLING, handleDeptId: input.handleDeptId ?? null, updater: String(userId), updateTime: new Date() })
      .where('id', '=', row.id).execute();
    await writeLog(txScope, row.id, LOG_ACTION.ASSIGN, userId, assignmentNote(assigneeIds.map((a) => names.get(a) ?? String(a)), deptName, input.remark));
    const station = await txScope.selectFrom('rendaStation').select('name').where('id', '=', row.stationId).executeTakeFirst();
    // each deputy newly chosen, and the leader of a unit newly given it (once per unit: the dedupe key names it)
    const told = [...added.map((assignee) => ({ userId: assignee, key: `${assignee}` })),
      ...(unitLeader !== null && input.handleDeptId !== row.handleDeptId && !added.includes(unitLeader)
        ? [{ userId: unitLeader, key: `unit-${input.handleDeptId}` }] : [])];
    for (const { userId: recipient, key } of told) {
      await enqueueMessage(txScope, {
        userId: recipient, kind: 'stationFeedback', templateCode: 'renda-station-feedback-assign',
        link: `/renda/my-station-feedback?id=${row.id}`, dedupeKey: `station-feedback-assign:${row.id}:${key}`,
        params: assignmentParams(row, station?.name ?? null),
      });
    }
  });
}

async function writeLog(txScope: TenantScope, feedbackId: number, action: string, operatorId: number | null, content: string | null): Promise<void> {
  await txScope.insertInto('rendaStationFeedbackLog', {
    feedbackId, action: action as never, operatorId, content, creator: operatorId === null ? '' : String(operatorId), updater: operatorId === null ? '' : String(operatorId),
  }).execute();
}

/** Why a conditional write changed nothing: gone, someone else's, or in another state. */
async function refusal(txScope: TenantScope, actor: Actor, id: number, action: string): Promise<never> {
  const row = await findFeedback(txScope, id);
  if (!actor.staff && !(await isAssignee(txScope, id, actor.userId)) && !(await leadsUnit(txScope, row.handleDeptId, actor.userId))) {
    if (!(await isStationDeputy(txScope, row.stationId, actor.userId))) throw fail(E.NOT_EXISTS);
    throw fail(E.NOT_ASSIGNEE, action);
  }
  throw fail(E.WRONG_STATE, FEEDBACK_STATUS_LABELS[row.status] ?? row.status, action);
}

export interface ReplyOutcome {
  /** The citizen's mobile and what the SMS says, when they left one (sent after the commit). */
  sms: { mobile: string; station: string | null; trackingNo: string } | null;
}

/**
 * 答复: the reply text, by the staff or an assigned deputy, to a feedback 待处理 or 处理中, which becomes 已反馈. One
 * statement changes the row only from those states (and for a deputy only if it is theirs): two replies at once,
 * one wins and the other is told 已反馈.
 */
export async function replyFeedback(scope: TenantScope, actor: Actor, input: { id: number; reply: string }): Promise<ReplyOutcome> {
  const reply = input.reply.trim();
  return scope.transaction(async (txScope) => {
    let update = txScope.updateTable('rendaStationFeedback')
      .set({ status: S.REPLIED, reply, replyTime: new Date(), updater: String(actor.userId), updateTime: new Date() })
      .where('id', '=', input.id).where('deleted', '=', false).where('status', 'in', [S.PENDING, S.HANDLING]);
    if (!actor.staff) update = update.where(assignedTo(txScope, actor.userId));
    const changed = await update.returning(['id', 'mobile', 'anonymous', 'stationId', 'trackingNo']).executeTakeFirst();
    if (!changed) return refusal(txScope, actor, input.id, '答复');
    await writeLog(txScope, changed.id, LOG_ACTION.REPLY, actor.userId, reply);
    // a deputy's reply is a duty in their record (the staff's is not: the source keeps only deputies)
    await syncDutySource(txScope, DutyKind.STATION_FEEDBACK, changed.id);
    if (!changed.mobile || changed.anonymous) return { sms: null };
    const station = await txScope.selectFrom('rendaStation').select('name').where('id', '=', changed.stationId).executeTakeFirst();
    return { sms: { mobile: changed.mobile, station: station?.name ?? null, trackingNo: changed.trackingNo } };
  });
}

/** 办结: a feedback 已反馈 is closed, by the staff or an assigned deputy; one statement, as a reply. */
export async function finishFeedback(scope: TenantScope, actor: Actor, input: { id: number; remark?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    let update = txScope.updateTable('rendaStationFeedback')
      .set({ status: S.FINISHED, finishTime: new Date(), updater: String(actor.userId), updateTime: new Date() })
      .where('id', '=', input.id).where('deleted', '=', false).where('status', '=', S.REPLIED);
    if (!actor.staff) update = update.where(assignedTo(txScope, actor.userId));
    const changed = await update.returning('id').executeTakeFirst();
    if (!changed) return refusal(txScope, actor, input.id, '办结');
    await writeLog(txScope, changed.id, LOG_ACTION.FINISH, actor.userId, input.remark?.trim() || null);
    await syncDutySource(txScope, DutyKind.STATION_FEEDBACK, changed.id);
  });
}

/**
 * 转为建议: a deputy assigned to the feedback makes it a draft proposal of their own (建议, this year), quoting the
 * citizen's words with the station, the type and the tracking number; the feedback keeps the proposal's id and the
 * proposal the feedback's (`station_feedback_id`). Under the feedback's row lock: converted once.
 */
export async function feedbackToProposal(scope: TenantScope, userId: number, id: number): Promise<{ proposalId: number }> {
  return scope.transaction(async (txScope) => {
    const row = await findFeedback(txScope, id, true);
    if (!(await isAssignee(txScope, id, userId))) {
      if (!(await isStationDeputy(txScope, row.stationId, userId))) throw fail(E.NOT_EXISTS);
      throw fail(E.NOT_DEPUTY);
    }
    if (row.proposalId) throw fail(E.ALREADY_PROPOSAL);
    const station = await txScope.selectFrom('rendaStation').select('name').where('id', '=', row.stationId).executeTakeFirst();
    const { title, content } = proposalFromFeedback(row, station?.name ?? null);
    const { id: proposalId } = await txScope.insertInto('rendaProposal', {
      title, type: PROPOSAL_TYPE.SUGGESTION, content, year: new Date().getFullYear(), deputyId: userId, status: PROPOSAL_STATUS.DRAFT,
      stationFeedbackId: row.id, creator: String(userId), updater: String(userId),
    }).returning('id').executeTakeFirstOrThrow();
    await txScope.updateTable('rendaStationFeedback').set({ proposalId, updater: String(userId), updateTime: new Date() }).where('id', '=', row.id).execute();
    await writeLog(txScope, row.id, LOG_ACTION.TO_PROPOSAL, userId, title);
    return { proposalId };
  });
}
