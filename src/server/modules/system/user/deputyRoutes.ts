import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { distinctIds, idListSchema } from '../../../http/idList.ts';
import { containsText } from '../../../db/like.ts';
import { DEPUTY_ROLE, SUPER_ADMIN_ROLE } from '../permission/permissionService.ts';
import { UserErrors } from '../systemErrors.ts';
import { nicknameMatches, pickerPage, serving, visibleHolders, type UserQuery } from './deputyQueries.ts';
import { deputyCallRoutes } from './deputyCalls.ts';

/** SPEC §2.5: only these roles see (and may use) the deputy-number search. */
export const RENDA_NO_SEARCH_ROLES = [SUPER_ADMIN_ROLE, 'dbt'];
/** The picker's own code (a button of 提交建议: staff and deputies choosing co-signers hold it). */
export const DEPUTY_PICKER_PERMISSION = 'system:user:deputy-picker';
/** Who may look up the holders of any role, not only the deputies. */
export const ANY_ROLE_PERMISSION = 'system:user:query';

export interface DeputyQuery {
  pageNo: number;
  pageSize: number;
  code?: string;
  nickname?: string;
  rendaNo?: string;
  deputyLevel?: string;
  excludeIds?: number[];
}

export const pickerQuerySchema = {
  code: { type: 'string', title: '角色标识', maxLength: 100 },
  nickname: { type: 'string', title: '代表姓名', maxLength: 30 },
  rendaNo: { type: 'string', title: '代表证号', maxLength: 32 },
  deputyLevel: { type: 'string', title: '代表层级', maxLength: 10 },
  // who the caller's form would refuse (a proposal's lead among its co-signers): a picker offers only what saves
  excludeIds: idListSchema('排除的代表', 10_000),
} as const;

/**
 * The role whose holders a picker call lists: the deputies unless `code` names another role, which needs the user
 * query permission. A deputy-number search is refused (not ignored) for anyone but super_admin and dbt: a client
 * that sends it shows the field, which only those roles may see (SPEC §2.5, docs/deputies.md).
 */
export async function pickerRole(request: FastifyRequest, code: string | undefined, rendaNo: string | undefined): Promise<string> {
  if (rendaNo?.trim()) {
    const roles = await request.roles();
    if (!roles.some((r) => RENDA_NO_SEARCH_ROLES.includes(r.code))) throw fail(UserErrors.RENDA_NO_SEARCH_DENIED);
  }
  const role = code?.trim() || DEPUTY_ROLE;
  if (role !== DEPUTY_ROLE && !(await request.hasPermission(ANY_ROLE_PERMISSION))) throw fail(UserErrors.PICKER_ROLE_DENIED);
  return role;
}

/**
 * The picker calls' filters beside the name: deputies in office only, the number (its permission checked by
 * pickerRole), the level, and leaving out `excludeIds`.
 */
export function pickerFilters<O>(query: UserQuery<O>, role: string, filters: Pick<DeputyQuery, 'rendaNo' | 'deputyLevel' | 'excludeIds'>): UserQuery<O> {
  let out = role === DEPUTY_ROLE ? query.where(serving) : query;
  if (filters.rendaNo?.trim()) out = out.where(containsText('systemUsers.rendaNo', filters.rendaNo.trim()));
  if (filters.deputyLevel?.trim()) out = out.where('systemUsers.deputyLevel', '=', filters.deputyLevel.trim());
  const excluded = distinctIds(filters.excludeIds);
  if (excluded.length) out = out.where('systemUsers.id', 'not in', excluded);
  return out;
}

/**
 * The deputy picker (SPEC §2.5, `GET /system/user/getDeputyPageBaseByRoleId`): enabled users of the tenant who hold
 * the role `code` (default `deputy`; deputies who left office are not offered), filtered by nickname, deputy number
 * and level (省 2 / 市 3, the demos page's choice), 50 a page (at most 100), ordered by deputy number. A nickname of
 * Latin letters is also pinyin: `zhangsan`, `zhangs` and `zs` find 张三 (the start of the stored pinyin or initials,
 * nicknamePinyin.ts), so do `张三` and `三`. Picking needs its permission (who holds which role is not for everyone).
 */
export function deputyRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: DeputyQuery }>('/system/user/getDeputyPageBaseByRoleId', {
      config: { access: DEPUTY_PICKER_PERMISSION },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
            pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 50 },
            ...pickerQuerySchema,
          },
        },
      },
    }, async (request) => {
      const { pageNo, pageSize, code, nickname, rendaNo, deputyLevel, excludeIds } = request.query;
      const role = await pickerRole(request, code, rendaNo);
      const query = pickerFilters(nicknameMatches((await visibleHolders(request, role)), nickname), role, { rendaNo, deputyLevel, excludeIds });
      return ok(await pickerPage(request.scope(), query, pageNo, pageSize));
    });

    await app.register(deputyCallRoutes());
  };
}
