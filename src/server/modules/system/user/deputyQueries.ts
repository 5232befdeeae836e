import type { FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { userDataScope } from '../../../crud/dataScope.ts';
import type { Database } from '../../../db/schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText, prefixPattern } from '../../../db/like.ts';
import { holdersOfRole } from '../permission/permissionService.ts';
import { STATUS } from '../systemErrors.ts';
import { pinyinQuery } from './nicknamePinyin.ts';

export type UserQuery<O = object> = SelectQueryBuilder<Database, 'systemUsers', O>;

/** The deputy's record fields (schemas/user.ts) that filter the deputy lists and are returned in them. */
export const RECORD_FILTERS = ['deputyLevel', 'delegationType', 'areaSource', 'reappointmentStatus', 'education', 'city', 'functionalZone'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** Live, enabled users of the tenant who hold the role `code`. */
export function holders(scope: TenantScope, code: string): UserQuery {
  return scope.selectFrom('systemUsers')
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', STATUS.ENABLE)
    .where('systemUsers.id', 'in', holdersOfRole(scope, code));
}

/**
 * Live, enabled users of the tenant who hold the role `code`, the role's id looked up first and written into the
 * statement as a literal (an id of ours, not the caller's text). The planner then knows from role_id's statistics
 * that one role may hold most users (a province's 100 000 deputies) and starts from the users a search finds,
 * probing their role link by index; joined by the role's code it could not tell the deputies' role from a rare one
 * and read every deputy's link for each search (3 s at 100 000 deputies; decision 100).
 */
export async function holdersOf(scope: TenantScope, code: string): Promise<UserQuery> {
  const role = await scope.selectFrom('systemRole').select('id').where('code', '=', code).where('deleted', '=', false).executeTakeFirst();
  const links = scope.selectFrom('systemUserRole').select('systemUserRole.userId')
    .where('systemUserRole.roleId', '=', sql.lit(Number(role?.id ?? 0))).where('systemUserRole.deleted', '=', false);
  return scope.selectFrom('systemUsers')
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', STATUS.ENABLE)
    .where('systemUsers.id', 'in', links);
}

/**
 * The holders of a role that the request's user may see: their roles' data scope applies here as on the user list
 * (decision 38), so a 本部门 role lists the deputies of its department only.
 */
export async function visibleHolders(request: FastifyRequest, code: string): Promise<UserQuery> {
  const scope = request.scope();
  const inScope = await userDataScope(scope.db, request);
  const query = await holdersOf(scope, code);
  return inScope ? query.where(inScope) : query;
}

export interface PickerPage {
  list: { id: number; rendaNo: string | null; nickname: string }[];
  total: number;
}

/**
 * A picker page and its exact total from one reading of the matching users (a materialized set): both need every
 * match, and a page alone, ordered by deputy number, would tempt the planner to walk the deputy-number index past
 * tens of thousands of rows looking for 50 rare matches (decision 100).
 */
export async function pickerPage(scope: TenantScope, query: UserQuery, pageNo: number, pageSize: number): Promise<PickerPage> {
  const matches = query.select(['systemUsers.id', 'systemUsers.rendaNo', 'systemUsers.nickname']);
  const { rows: [row] } = await sql<{ total: number | string; list: PickerPage['list'] }>`with m as materialized (${matches})
    select (select count(*) from m) as total,
      (select coalesce(json_agg(json_build_object('id', p.id, 'rendaNo', p.renda_no, 'nickname', p.nickname) order by p.renda_no, p.id), '[]')
        from (select * from m order by renda_no, id limit ${pageSize} offset ${(pageNo - 1) * pageSize}) p) as list`.execute(scope.db);
  return { list: row.list, total: Number(row.total) };
}

/** Deputies still in office: no leave time, or one still to come (docs/deputies.md). */
export const serving = (eb: ExpressionBuilder<Database, 'systemUsers'>) =>
  eb.or([eb('systemUsers.leaveTime', 'is', null), eb('systemUsers.leaveTime', '>', sql<Date>`now()`)]);

/**
 * A nickname search: Latin letters match the start of the pinyin or of the initials (`zs`, `zhangs` find 张三; a
 * Latin nickname is its own pinyin, so `tom` finds Tom张), two prefix conditions the `text_pattern_ops` indexes answer;
 * any other text is looked for anywhere in the nickname.
 */
export function nicknameMatches<O>(query: UserQuery<O>, text: string | undefined): UserQuery<O> {
  const trimmed = text?.trim();
  if (!trimmed) return query;
  const spelled = pinyinQuery(trimmed);
  if (!spelled) return query.where(containsText('systemUsers.nickname', trimmed));
  return query.where((eb) => eb.or([
    eb('systemUsers.nicknamePinyin', 'like', prefixPattern(spelled)),
    eb('systemUsers.nicknameInitials', 'like', prefixPattern(spelled)),
  ]));
}

/** The base a picker shows of a deputy, in deputy-number order. */
export function baseFields<O>(query: UserQuery<O>) {
  return query.select(['systemUsers.id', 'systemUsers.rendaNo', 'systemUsers.nickname']).orderBy('systemUsers.rendaNo').orderBy('systemUsers.id');
}

/** A deputy's whole record: account, department, electoral area and the dictionary fields (docs/deputies.md). */
export function recordFields<O>(query: UserQuery<O>) {
  return query
    .leftJoin('systemDept', (j) => j.onRef('systemDept.id', '=', 'systemUsers.deptId').on('systemDept.deleted', '=', false))
    .leftJoin('rendaArea', (j) => j.onRef('rendaArea.id', '=', 'systemUsers.areaId').on('rendaArea.deleted', '=', false))
    .select([
      'systemUsers.id', 'systemUsers.username', 'systemUsers.nickname', 'systemUsers.rendaNo', 'systemUsers.sex', 'systemUsers.mobile',
      'systemUsers.email', 'systemUsers.avatar', 'systemUsers.deptId', 'systemDept.name as deptName', 'systemUsers.areaId', 'rendaArea.name as areaName',
      ...RECORD_FILTERS.map((f) => `systemUsers.${f}` as const), 'systemUsers.leaveTime',
    ])
    .orderBy('systemUsers.rendaNo').orderBy('systemUsers.id');
}
