import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { LoginLogType, LoginResult, writeLoginLog } from '../auth/loginLog.ts';
import { revokeByDigest, USER_TYPE_ADMIN } from '../auth/tokenService.ts';

/**
 * 令牌管理's 强退 (yudao's OAuth2TokenController.deleteAccessToken): the token, as the list shows it (its digest),
 * ends its sign-in, and the login log gets a 强制登出 (202) row, as yudao writes one.
 */
export function oauth2TokenRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.delete<{ Querystring: { accessToken: string } }>('/system/oauth2-token/delete', {
      config: { access: 'system:oauth2-token:delete' },
      schema: { querystring: { type: 'object', required: ['accessToken'], properties: { accessToken: { type: 'string', title: '访问令牌', minLength: 1, maxLength: 64 } } } },
    }, async (request) => {
      const scope = request.scope();
      const revoked = await revokeByDigest(scope, request.query.accessToken);
      // A token gone already (expired, or kicked by another administrator) is no error, as in yudao.
      if (!revoked) return ok(true);
      const user = await scope.selectFrom('systemUsers').select('username').where('id', '=', revoked.userId).executeTakeFirst();
      await writeLoginLog(scope.db, {
        tenantId: scope.tenantId, logType: LoginLogType.LOGOUT_DELETE, userId: revoked.userId, userType: USER_TYPE_ADMIN,
        username: user?.username ?? '', result: LoginResult.SUCCESS, userIp: request.ip, userAgent: String(request.headers['user-agent'] ?? ''),
      });
      return ok(true);
    });
  };
}
