import type { FastifyRequest } from 'fastify';
import { userDataScope } from '../../../crud/dataScope.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DEPUTY_ROLE } from '../../system/permission/permissionService.ts';
import { refreshDutyTotals } from '../dutyRecord/dutyItems.ts';
import { DutyScoreErrors as E } from './dutyScoreErrors.ts';

/**
 * The staff's adjustments of a deputy's year (分数调整, docs/duty-score.md): points added or removed, each with its
 * reason. The row is the audit — who (creator) and when (create_time), and for a withdrawn one who withdrew it and
 * when (updater, update_time; it stays, deleted) — besides the operation log of the call. Each write refreshes that
 * deputy's year in its own transaction, under the score row's lock (refreshDutyTotals).
 */
export interface AdjustInput {
  deputyId: number;
  year: number;
  points: number;
  reason?: string;
}

export const MAX_ADJUST = 100;

/**
 * The enabled deputies of the tenant (holders of the deputy role), by the role's id read first: the planner then
 * estimates the membership from the column's statistics (one role holds most links) and joins 100 000 deputies by
 * hash, where a join to the role by its code made it guess a few hundred and loop (scripts/bench/dutyRanking.ts).
 */
export async function deputies(scope: TenantScope) {
  const role = await scope.selectFrom('systemRole').select('id').where('code', '=', DEPUTY_ROLE).where('deleted', '=', false).executeTakeFirst();
  const roleId = role ? Number(role.id) : -1;
  return scope.selectFrom('systemUsers')
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', 0)
    .where(({ exists, selectFrom }) => exists(selectFrom('systemUserRole').select('systemUserRole.id')
      .whereRef('systemUserRole.userId', '=', 'systemUsers.id').where('systemUserRole.roleId', '=', roleId)
      .where('systemUserRole.tenantId', '=', scope.tenantId).where('systemUserRole.deleted', '=', false)));
}

/** The enabled deputies of the tenant the caller may see (their roles' data scope, decision 38). */
export async function visibleDeputies(request: FastifyRequest) {
  const scope = request.scope();
  const inScope = await userDataScope(scope.db, request);
  const query = await deputies(scope);
  return inScope ? query.where(inScope) : query;
}

async function assertVisibleDeputy(request: FastifyRequest, deputyId: number): Promise<void> {
  const found = await (await visibleDeputies(request)).select('systemUsers.id').where('systemUsers.id', '=', deputyId).executeTakeFirst();
  if (!found) throw fail(E.NOT_DEPUTY, String(deputyId));
}

export async function createAdjust(request: FastifyRequest, input: AdjustInput): Promise<number> {
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw fail(E.ADJUST_REASON_REQUIRED);
  const points = Math.round(Number(input.points) * 10) / 10; // the score keeps one decimal
  if (!Number.isFinite(points) || points === 0 || Math.abs(points) > MAX_ADJUST) throw fail(E.ADJUST_POINTS_INVALID);
  await assertVisibleDeputy(request, input.deputyId);
  const actor = String(request.loginUser!.id);
  return request.scope().transaction(async (scope) => {
    const row = await scope.insertInto('rendaDutyScoreAdjust', {
      deputyId: input.deputyId, year: input.year, points, reason, creator: actor, updater: actor,
    }).returning('id').executeTakeFirstOrThrow();
    await refreshDutyTotals(scope, [{ deputyId: input.deputyId, year: input.year }]);
    return Number(row.id);
  });
}

/** Withdraws an adjustment (kept, marked deleted, with who and when) and refreshes the deputy's year. */
export async function deleteAdjust(request: FastifyRequest, id: number): Promise<void> {
  const existing = await request.scope().selectFrom('rendaDutyScoreAdjust').select(['deputyId', 'year'])
    .where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
  if (!existing) throw fail(E.ADJUST_NOT_EXISTS);
  await assertVisibleDeputy(request, Number(existing.deputyId)).catch(() => { throw fail(E.ADJUST_NOT_EXISTS); });
  const actor = String(request.loginUser!.id);
  await request.scope().transaction(async (scope) => {
    // one conditional statement: of two withdrawals at once, one finds it live
    const gone = await scope.updateTable('rendaDutyScoreAdjust').set({ deleted: true, updater: actor, updateTime: new Date() })
      .where('id', '=', id).where('deleted', '=', false).returning(['deputyId', 'year']).executeTakeFirst();
    if (!gone) throw fail(E.ADJUST_NOT_EXISTS);
    await refreshDutyTotals(scope, [{ deputyId: Number(gone.deputyId), year: Number(gone.year) }]);
  });
}

export interface AdjustFilter {
  pageNo: number;
  pageSize: number;
  deputyId?: number;
  year?: number;
}

/** The live adjustments the caller may see, newest first, with the deputy's and the author's names. */
export async function adjustPage(request: FastifyRequest, q: AdjustFilter) {
  const scope: TenantScope = request.scope();
  const visible = (await visibleDeputies(request)).select('systemUsers.id');
  let query = scope.selectFrom('rendaDutyScoreAdjust')
    .where('rendaDutyScoreAdjust.deleted', '=', false)
    .where('rendaDutyScoreAdjust.deputyId', 'in', visible);
  if (q.deputyId !== undefined) query = query.where('rendaDutyScoreAdjust.deputyId', '=', q.deputyId);
  if (q.year !== undefined) query = query.where('rendaDutyScoreAdjust.year', '=', q.year);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('systemUsers as deputy', 'deputy.id', 'rendaDutyScoreAdjust.deputyId')
    .select(['rendaDutyScoreAdjust.id', 'rendaDutyScoreAdjust.deputyId', 'deputy.nickname as deputyName', 'rendaDutyScoreAdjust.year',
      'rendaDutyScoreAdjust.points', 'rendaDutyScoreAdjust.reason', 'rendaDutyScoreAdjust.creator', 'rendaDutyScoreAdjust.createTime'])
    .orderBy('rendaDutyScoreAdjust.id', 'desc').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  const authorIds = [...new Set(rows.map((r) => Number(r.creator)).filter((n) => Number.isInteger(n) && n > 0))];
  const authors = new Map(authorIds.length
    ? (await scope.selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', authorIds).execute()).map((u) => [String(u.id), u.nickname])
    : []);
  return { list: rows.map((r) => ({ ...r, creatorName: authors.get(String(r.creator)) ?? '' })), total: Number(total) };
}
