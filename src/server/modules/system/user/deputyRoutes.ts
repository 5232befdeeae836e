import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { containsPattern } from '../../../db/like.ts';
import { DEPUTY_ROLE, holdersOfRole, SUPER_ADMIN_ROLE } from '../permission/permissionService.ts';
import { STATUS, UserErrors } from '../systemErrors.ts';

/** SPEC §2.5: only these roles see (and may use) the deputy-number search. */
export const RENDA_NO_SEARCH_ROLES = [SUPER_ADMIN_ROLE, 'dbt'];

interface DeputyQuery {
  pageNo: number;
  pageSize: number;
  code?: string;
  nickname?: string;
  rendaNo?: string;
}

/**
 * The deputy picker (SPEC §2.5, `GET /system/user/getDeputyPageBaseByRoleId`): enabled users of the tenant who hold
 * the role `code` (default `deputy`), filtered by nickname and deputy number, 50 a page (at most 100), ordered by
 * deputy number. Any signed-in user may pick deputies; searching by deputy number is for super_admin and dbt.
 */
export function deputyRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: DeputyQuery }>('/system/user/getDeputyPageBaseByRoleId', {
      config: { access: 'login' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
            pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 50 },
            code: { type: 'string', title: '角色标识', maxLength: 100 },
            nickname: { type: 'string', title: '代表姓名', maxLength: 30 },
            rendaNo: { type: 'string', title: '代表证号', maxLength: 32 },
          },
        },
      },
    }, async (request) => {
      const { pageNo, pageSize, code, nickname, rendaNo } = request.query;
      if (rendaNo?.trim()) {
        const roles = await request.roles();
        if (!roles.some((r) => RENDA_NO_SEARCH_ROLES.includes(r.code))) throw fail(UserErrors.RENDA_NO_SEARCH_DENIED);
      }
      const scope = request.scope();
      // the picker offers the deputies unless `code` names another role
      const members = holdersOfRole(scope, code?.trim() || DEPUTY_ROLE);
      let query = scope.selectFrom('systemUsers')
        .where('systemUsers.deleted', '=', false)
        .where('systemUsers.status', '=', STATUS.ENABLE)
        .where('systemUsers.id', 'in', members);
      if (nickname?.trim()) query = query.where('systemUsers.nickname', 'ilike', containsPattern(nickname.trim()));
      if (rendaNo?.trim()) query = query.where('systemUsers.rendaNo', 'ilike', containsPattern(rendaNo.trim()));

      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = Number(total) === 0 ? [] : await query
        .select(['systemUsers.id', 'systemUsers.rendaNo', 'systemUsers.nickname'])
        .orderBy('systemUsers.rendaNo')
        .orderBy('systemUsers.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok({ list, total: Number(total) });
    });
  };
}
