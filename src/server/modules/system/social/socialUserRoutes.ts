import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { USER_TYPE_ADMIN } from '../auth/tokenService.ts';
import { callbackProperties } from './socialAuthRoutes.ts';
import { bindForUser } from './socialLogin.ts';
import { boundAccounts, unbindSocialUser } from './socialService.ts';

/**
 * The personal centre's bound accounts (yudao's SocialUserController, vue2 userSocial.vue): the list, 绑定 (the
 * signed-in user's own round trip back with code and state) and 解绑 (only the caller's own binding).
 */
export function socialUserRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/social-user/get-bind-list', { config: { access: 'login' } }, async (request) =>
      ok(await boundAccounts(request.scope(), request.loginUser!.id, USER_TYPE_ADMIN)));

    app.post<{ Body: { type: number; code: string; state: string } }>('/system/social-user/bind', {
      config: { access: 'login', secretArgs: ['code', 'state'] },
      schema: { body: { type: 'object', required: ['type', 'code', 'state'], properties: callbackProperties } },
    }, async (request) => {
      await bindForUser(db, request.tenantId!, request.loginUser!.id, request.body);
      return ok(true);
    });

    app.delete<{ Body: { type: number; openid: string } }>('/system/social-user/unbind', {
      config: { access: 'login' },
      schema: {
        body: {
          type: 'object', required: ['type', 'openid'],
          properties: { type: callbackProperties.type, openid: { type: 'string', title: '社交 openid', minLength: 1, maxLength: 255 } },
          errorMessage: { required: { type: '社交平台的类型不能为空', openid: '社交 openid 不能为空' } },
        },
      },
    }, async (request) => {
      await unbindSocialUser(request.scope(), request.loginUser!.id, USER_TYPE_ADMIN, request.body.type, request.body.openid);
      return ok(true);
    });
  };
}
