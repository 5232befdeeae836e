import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { containsPattern, prefixPattern } from '../../../db/like.ts';
import { DEPUTY_ROLE, holdersOfRole, SUPER_ADMIN_ROLE } from '../permission/permissionService.ts';
import { STATUS, UserErrors } from '../systemErrors.ts';
import { pinyinQuery } from './nicknamePinyin.ts';

/** SPEC §2.5: only these roles see (and may use) the deputy-number search. */
export const RENDA_NO_SEARCH_ROLES = [SUPER_ADMIN_ROLE, 'dbt'];
/** The picker's own code (a button of 提交建议: staff and deputies choosing co-signers hold it). */
export const DEPUTY_PICKER_PERMISSION = 'system:user:deputy-picker';
/** Who may look up the holders of any role, not only the deputies. */
export const ANY_ROLE_PERMISSION = 'system:user:query';

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
 * deputy number. A nickname of Latin letters is also pinyin: `zhangsan`, `zhangs` and `zs` find 张三 (the start of
 * the stored pinyin or initials, nicknamePinyin.ts), so do `张三` and `三`. Picking needs its permission (who holds which role is not for everyone); holders of another role
 * are listed only for those who may query users; searching by deputy number is for super_admin and dbt.
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
      // the picker offers the deputies unless `code` names another role
      const role = code?.trim() || DEPUTY_ROLE;
      if (role !== DEPUTY_ROLE && !(await request.hasPermission(ANY_ROLE_PERMISSION))) throw fail(UserErrors.PICKER_ROLE_DENIED);
      const scope = request.scope();
      const members = holdersOfRole(scope, role);
      let query = scope.selectFrom('systemUsers')
        .where('systemUsers.deleted', '=', false)
        .where('systemUsers.status', '=', STATUS.ENABLE)
        .where('systemUsers.id', 'in', members);
      if (nickname?.trim()) {
        const text = nickname.trim();
        const spelled = pinyinQuery(text);
        query = spelled
          ? query.where((eb) => eb.or([
            eb('systemUsers.nicknamePinyin', 'like', prefixPattern(spelled)),
            eb('systemUsers.nicknameInitials', 'like', prefixPattern(spelled)),
            eb('systemUsers.nickname', 'ilike', containsPattern(text)),
          ]))
          : query.where('systemUsers.nickname', 'ilike', containsPattern(text));
      }
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
