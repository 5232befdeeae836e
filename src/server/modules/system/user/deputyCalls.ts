import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { deptDataPermission } from '../../../crud/dataScope.ts';
import { containsText } from '../../../db/like.ts';
import { ok } from '../../../http/envelope.ts';
import { distinctIds, idListSchema } from '../../../http/idList.ts';
import { fail } from '../../../http/errors.ts';
import { descendantsOf } from '../dept/deptTree.ts';
import { DEPUTY_ROLE } from '../permission/permissionService.ts';
import { STATUS, UserErrors } from '../systemErrors.ts';
import { baseFields, holders, nicknameMatches, visibleHolders, RECORD_FILTERS, recordFields, serving, type RecordFilter } from './deputyQueries.ts';
import { DEPUTY_PICKER_PERMISSION, pickerFilters, pickerQuerySchema, pickerRole, type DeputyQuery } from './deputyRoutes.ts';

/** The post of the deputy liaison officers (代表联络员, the `dblly` of the call names; seed/demo/org.ts). */
export const LIAISON_POST = 'liaison';
/** The staff role that reviews what deputies submit (the `shs`, 审核, of list-all-dblly-shs). */
export const REVIEWER_ROLE = 'dbt';
/** The deputy roster calls: staff who manage deputies (a button of 选区管理) and the super admin. */
export const DEPUTY_QUERY_PERMISSION = 'renda:deputy:query';
const MAX_IDS = 500;

const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength }) as const;
const page = {
  pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
  pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
} as const;
const idsSchema = {
  type: 'object', required: ['ids'], additionalProperties: false,
  properties: { ids: idListSchema('用户编号', MAX_IDS) },
} as const;
/** The record fields' titles, as schemas/user.ts gives them: a refusal names a filter as the roster page shows it. */
const RECORD_TITLES: Record<RecordFilter, string> = {
  deputyLevel: '代表层级', delegationType: '代表团类型', areaSource: '选区来源', reappointmentStatus: '连任状态', education: '学历', city: '城市', functionalZone: '功能区',
};
const recordFilterSchema = Object.fromEntries(RECORD_FILTERS.map((f) => [f, text(RECORD_TITLES[f], 10)]));

/** Orders rows as their ids were asked for (a picker shows the chosen deputies in the order they were chosen). */
const inOrderOf = <T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
};

type Filters = Partial<Record<RecordFilter, string>> & { nickname?: string; rendaNo?: string; areaId?: number; deptId?: number };

/**
 * The deputy calls of SPEC §7.6 and §7.4 beside the picker, each documented in docs/deputies.md with the reading we
 * chose where the contract names a call and nothing more. Deputies are the enabled holders of the `deputy` role.
 */
export function deputyCallRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    // Every holder of a role (deputies by default) as {id, rendaNo, nickname}: the picker's list without paging.
    app.get<{ Querystring: Omit<DeputyQuery, 'pageNo' | 'pageSize'> }>('/system/user/getDeputyBaseByRoleId', {
      config: { access: DEPUTY_PICKER_PERMISSION },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: pickerQuerySchema } },
    }, async (request) => {
      const { code, nickname, ...filters } = request.query;
      const role = await pickerRole(request, code, filters.rendaNo);
      return ok(await baseFields(pickerFilters(nicknameMatches((await visibleHolders(request, role)), nickname), role, filters)).execute());
    });

    // Names of chosen deputies by id, in the order asked (a form showing who was picked); unknown ids are left out.
    app.get<{ Querystring: { ids: number[] } }>('/system/user/getDeputyNameBaseByIds', {
      config: { access: DEPUTY_PICKER_PERMISSION },
      schema: { querystring: idsSchema },
    }, async (request) => {
      const ids = distinctIds(request.query.ids);
      const rows = await baseFields((await visibleHolders(request, DEPUTY_ROLE)).where('systemUsers.id', 'in', ids)).execute();
      return ok(inOrderOf(ids, rows));
    });

    // Whole records of deputies by id, in the order asked.
    app.get<{ Querystring: { ids: number[] } }>('/system/user/getDeputyListByIds', {
      config: { access: DEPUTY_QUERY_PERMISSION },
      schema: { querystring: idsSchema },
    }, async (request) => {
      const ids = distinctIds(request.query.ids);
      const rows = await recordFields((await visibleHolders(request, DEPUTY_ROLE)).where('systemUsers.id', 'in', ids)).execute();
      return ok(inOrderOf(ids, rows));
    });

    // One deputy by deputy number (exact, `renda_no` as the v1.6.2-era client sends it); 用户不存在 otherwise.
    app.get<{ Querystring: { renda_no: string } }>('/system/user/get2No', {
      config: { access: DEPUTY_QUERY_PERMISSION },
      schema: { querystring: { type: 'object', required: ['renda_no'], additionalProperties: false, properties: { renda_no: text('代表证号', 32) } } },
    }, async (request) => {
      const row = await recordFields((await visibleHolders(request, DEPUTY_ROLE)).where('systemUsers.rendaNo', '=', request.query.renda_no.trim())).executeTakeFirst();
      if (!row) throw fail(UserErrors.NOT_EXISTS);
      return ok(row);
    });

    // Every deputy in office with the whole record, by number (rosters, printing): no paging.
    app.get('/system/user/list-all-delegate', { config: { access: DEPUTY_QUERY_PERMISSION } }, async (request) => {
      return ok(await recordFields((await visibleHolders(request, DEPUTY_ROLE)).where(serving)).execute());
    });

    // The deputy roster page: deputies in office filtered by name (pinyin too), number, area (and its sub-areas),
    // department (delegation) and every record field.
    app.get<{ Querystring: Filters & { pageNo: number; pageSize: number } }>('/system/user/list-delegate', {
      config: { access: DEPUTY_QUERY_PERMISSION },
      schema: {
        querystring: {
          type: 'object', additionalProperties: false,
          properties: {
            ...page, ...recordFilterSchema, nickname: text('代表姓名', 30), rendaNo: text('代表证号', 32),
            areaId: { type: 'integer', title: '选区', minimum: 1 }, deptId: { type: 'integer', title: '部门', minimum: 1 },
          },
        },
      },
    }, async (request) => {
      const { pageNo, pageSize, nickname, rendaNo, areaId, deptId, ...fields } = request.query;
      const scope = request.scope();
      let query = nicknameMatches((await visibleHolders(request, DEPUTY_ROLE)).where(serving), nickname);
      if (rendaNo?.trim()) query = query.where(containsText('systemUsers.rendaNo', rendaNo.trim()));
      if (deptId) query = query.where('systemUsers.deptId', '=', deptId);
      if (areaId) {
        const areas = await scope.selectFrom('rendaArea').select(['id', 'parentId']).where('deleted', '=', false).execute();
        const children = new Map<number, number[]>();
        for (const a of areas) children.set(a.parentId, [...(children.get(a.parentId) ?? []), a.id]);
        query = query.where('systemUsers.areaId', 'in', [areaId, ...descendantsOf(children, areaId)]);
      }
      for (const field of RECORD_FILTERS) if (fields[field]) query = query.where(`systemUsers.${field}`, '=', fields[field]);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = Number(total) === 0 ? [] : await recordFields(query).limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({ list, total: Number(total) });
    });

    // Deputies who have left office (a leave time that has passed), latest first.
    app.get<{ Querystring: { pageNo: number; pageSize: number; nickname?: string; rendaNo?: string } }>('/system/user/leave-work-page', {
      config: { access: DEPUTY_QUERY_PERMISSION },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { ...page, nickname: text('代表姓名', 30), rendaNo: text('代表证号', 32) } } },
    }, async (request) => {
      const { pageNo, pageSize, nickname, rendaNo } = request.query;
      let query = nicknameMatches((await visibleHolders(request, DEPUTY_ROLE)), nickname).where('systemUsers.leaveTime', '<=', sql<Date>`now()`);
      if (rendaNo?.trim()) query = query.where(containsText('systemUsers.rendaNo', rendaNo.trim()));
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = Number(total) === 0 ? [] : await recordFields(query.clearOrderBy()).clearOrderBy()
        .orderBy('systemUsers.leaveTime', 'desc').orderBy('systemUsers.id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({ list, total: Number(total) });
    });

    // The numbers behind a deputy overview: deputies in office, counted by each record field and by top-level area.
    app.get('/system/user/get-all-delegate-info', { config: { access: DEPUTY_QUERY_PERMISSION } }, async (request) => {
      const scope = request.scope();
      const rows = await (await visibleHolders(request, DEPUTY_ROLE)).where(serving).select(['systemUsers.sex', 'systemUsers.areaId', 'systemUsers.deptId', ...RECORD_FILTERS.map((f) => `systemUsers.${f}` as const)]).execute();
      const countBy = (value: (row: (typeof rows)[number]) => unknown) => {
        const counts: Record<string, number> = {};
        for (const row of rows) {
          const key = String(value(row) ?? '');
          counts[key] = (counts[key] ?? 0) + 1;
        }
        return counts;
      };
      const areas = await scope.selectFrom('rendaArea').select(['id', 'parentId']).where('deleted', '=', false).execute();
      const parentOf = new Map(areas.map((a) => [a.id, a.parentId]));
      const topOf = (id: number | null): number | null => {
        for (let at = id, hops = 0; at !== null && hops < 100; hops++) {
          const parent = parentOf.get(at);
          if (parent === undefined) return null;
          if (parent === 0) return at;
          at = parent;
        }
        return null;
      };
      return ok({
        total: rows.length,
        sex: countBy((r) => r.sex),
        ...Object.fromEntries(RECORD_FILTERS.map((f) => [f, countBy((r) => r[f])])),
        area: countBy((r) => topOf(r.areaId)),
        // by delegation (代表团: the deputy's department, 城东区代表团 …), beside the delegation types
        delegation: countBy((r) => r.deptId),
      });
    });

    // The deputy liaison officers (代表联络员: enabled users holding the liaison post), by department.
    const liaisons = (request: FastifyRequest) => request.scope().selectFrom('systemUsers')
      .leftJoin('systemDept', (j) => j.onRef('systemDept.id', '=', 'systemUsers.deptId').on('systemDept.deleted', '=', false))
      .select(['systemUsers.id', 'systemUsers.nickname', 'systemUsers.mobile', 'systemUsers.deptId', 'systemDept.name as deptName', 'systemUsers.delegationType'])
      .where('systemUsers.deleted', '=', false)
      .where('systemUsers.status', '=', STATUS.ENABLE)
      .where('systemUsers.id', 'in', (eb) => eb.selectFrom('systemUserPost')
        .innerJoin('systemPost', 'systemPost.id', 'systemUserPost.postId')
        .select('systemUserPost.userId')
        .where('systemPost.code', '=', LIAISON_POST).where('systemPost.deleted', '=', false).where('systemUserPost.deleted', '=', false)
        .where('systemPost.tenantId', '=', request.scope().tenantId))
      .orderBy('systemUsers.deptId').orderBy('systemUsers.id');
    app.get('/system/user/list-all-dblly', { config: { access: DEPUTY_QUERY_PERMISSION } }, async (request) => ok(await liaisons(request).execute()));
    // Those of them who review deputies' submissions (they also hold the dbt role).
    app.get('/system/user/list-all-dblly-shs', { config: { access: DEPUTY_QUERY_PERMISSION } }, async (request) =>
      ok(await liaisons(request).where('systemUsers.id', 'in', holders(request.scope(), REVIEWER_ROLE).select('systemUsers.id')).execute()));
    // Those of one delegation type (`rendaType`, renda_delegation_type; all when not given).
    app.get<{ Querystring: { rendaType?: string } }>('/system/user/list-all-dblly-rendatype', {
      config: { access: DEPUTY_QUERY_PERMISSION },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { rendaType: text('代表团类型', 10) } } },
    }, async (request) => {
      const type = request.query.rendaType?.trim();
      return ok(await (type ? liaisons(request).where('systemUsers.delegationType', '=', type) : liaisons(request)).execute());
    });

    // Deputies in office of one delegation type as {id, rendaNo, nickname, delegationType} (all types when not given).
    app.get<{ Querystring: { rendaType?: string } }>('/system/user/list-SimpleResp-rendatype', {
      config: { access: DEPUTY_PICKER_PERMISSION },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { rendaType: text('代表团类型', 10) } } },
    }, async (request) => {
      const type = request.query.rendaType?.trim();
      let query = (await visibleHolders(request, DEPUTY_ROLE)).where(serving);
      if (type) query = query.where('systemUsers.delegationType', '=', type);
      return ok(await baseFields(query).select('systemUsers.delegationType').execute());
    });

    // The member transfer of a deputy group (el-transfer's data and value): every deputy in office as
    // {key, label: "number - nickname"}, and the ids of the group's members.
    app.get<{ Querystring: { groupId?: number; nickname?: string } }>('/system/user/getCustomTransfer', {
      config: { access: 'renda:group:query' },
      schema: {
        querystring: {
          type: 'object', additionalProperties: false,
          properties: { groupId: { type: 'integer', title: '小组编号', minimum: 1 }, nickname: text('代表姓名', 30) },
        },
      },
    }, async (request) => {
      const scope = request.scope();
      const deputies = await baseFields(nicknameMatches((await visibleHolders(request, DEPUTY_ROLE)).where(serving), request.query.nickname)).execute();
      const value = request.query.groupId
        ? (await scope.selectFrom('rendaGroupUser').select('userId').where('groupId', '=', request.query.groupId).where('deleted', '=', false).orderBy('id').execute()).map((r) => r.userId)
        : [];
      return ok({ data: deputies.map((d) => ({ key: d.id, label: `${d.rendaNo ?? ''} - ${d.nickname}`, rendaNo: d.rendaNo, nickname: d.nickname })), value });
    });

    // The units (departments) the caller's data scope reaches, as {id, name, parentId}: what they may act for.
    const units = async (request: FastifyRequest) => {
      const scope = request.scope();
      const permission = await deptDataPermission(scope, request.loginUser!.id);
      let query = scope.selectFrom('systemDept').select(['id', 'name', 'parentId']).where('deleted', '=', false).where('status', '=', STATUS.ENABLE);
      if (!permission.all) {
        const own = (await scope.selectFrom('systemUsers').select('deptId').where('id', '=', request.loginUser!.id).executeTakeFirst())?.deptId;
        const ids = [...permission.deptIds, ...(permission.self && own ? [own] : [])];
        if (!ids.length) return [];
        query = query.where('id', 'in', ids);
      }
      return query.orderBy('parentId').orderBy('sort').orderBy('id').execute();
    };
    app.get('/system/permission/list-unit-resources', { config: { access: 'login' } }, async (request) => ok(await units(request)));
    // Those units that are committees (专门委员会 and the standing committee's 工作委员会: a name ending in 委员会).
    app.get('/system/permission/list-committee-resources', { config: { access: 'login' } }, async (request) =>
      ok((await units(request)).filter((d) => d.name.endsWith('委员会') && d.parentId !== 0)));
  };
}
