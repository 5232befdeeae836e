import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ServerConfig } from '../../../config.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { bearerToken } from '../../../http/security.ts';
import { buildMenuTree, getGrantedMenus, permissionsOf } from '../permission/permissionService.ts';
import { withProjectRepository } from '../permission/projectRepository.ts';
import { login, type LoginRequest } from './authService.ts';
import { createCaptcha } from './captchaService.ts';
import { addressAskedForCaptcha, LoginLogType, LoginResult, writeLoginLog } from './loginLog.ts';
import { smsAuthRoutes } from './smsAuthRoutes.ts';
import { socialAuthRoutes } from '../social/socialAuthRoutes.ts';
import { socialBindLogin } from '../social/socialLogin.ts';
import { registerRoutes } from './registerRoutes.ts';
import { refreshAccessToken, revokeAccessToken, USER_TYPE_ADMIN } from './tokenService.ts';

/** AuthLoginReqVO of yudao v1.6.2, with its validation texts. */
const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: {
      type: 'string', title: '登录账号', minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9]+$',
      errorMessage: { required: '登录账号不能为空', minLength: '账号长度为 4-16 位', maxLength: '账号长度为 4-16 位', pattern: '账号格式为数字以及字母', type: '登录账号不能为空' },
    },
    password: {
      type: 'string', title: '密码', minLength: 4, maxLength: 16,
      errorMessage: { required: '密码不能为空', minLength: '密码长度为 4-16 位', maxLength: '密码长度为 4-16 位', type: '密码不能为空' },
    },
    code: { type: 'string', title: '验证码' },
    uuid: { type: 'string', title: '验证码唯一标识' },
    loginSource: { type: 'string', title: '登录来源' },
    ticket: { type: 'string', title: '单点登录票据' },
    // v1.6.3+: a social round trip's callback; the sign-in then binds that account (docs/sign-in.md).
    socialType: { type: 'integer', title: '社交平台的类型' },
    socialCode: { type: 'string', title: '授权码', minLength: 1, maxLength: 1024 },
    socialState: { type: 'string', title: '授权状态', minLength: 1, maxLength: 512 },
  },
  dependencies: { socialType: ['socialCode', 'socialState'] },
  errorMessage: { dependencies: '社交授权参数不完整' },
} as const;

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

export function authRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    await app.register(smsAuthRoutes(db, config));
    await app.register(socialAuthRoutes(db, config));
    await app.register(registerRoutes(db, config));

    app.get<{ Querystring: { force?: boolean } }>('/system/captcha/get-image', {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      // force: our client asks for an image after the sign-in limiter required one (CAPTCHA_ENABLED=false or not).
      schema: { querystring: { type: 'object', properties: { force: { type: 'boolean', title: '强制获取验证码' } } } },
    }, async (request) => {
      const wanted = config.captchaEnabled || request.query.force === true || (await addressAskedForCaptcha(db, config, request.ip));
      if (!wanted) return ok({ enable: false, uuid: null, img: null });
      return ok(await createCaptcha(db, config.captchaTtlSeconds));
    });

    app.post<{ Body: LoginRequest & { socialType?: number; socialCode?: string; socialState?: string } }>('/system/auth/login', {
      // A whole office may sit behind one address: the request limit is generous; failed sign-ins ask for the captcha (loginLog.ts).
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' }, secretArgs: ['socialCode', 'socialState'] },
      schema: { body: loginBody },
      // SPEC §5: the username is trimmed before sign-in, so " admin " is admin.
      preValidation: async (request) => {
        const body = request.body as Partial<LoginRequest> | undefined;
        if (body && typeof body.username === 'string') body.username = body.username.trim();
      },
    }, async (request) => {
      if (config.captchaEnabled) {
        if (!request.body.code) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:验证码不能为空`);
        if (!request.body.uuid) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:唯一标识不能为空`);
      }
      const { socialType, socialCode, socialState } = request.body;
      if (socialType !== undefined) {
        const callback = { type: socialType, code: socialCode!, state: socialState! };
        return ok(await socialBindLogin(db, config, request.tenantId!, callback, request.body, clientOf(request), false));
      }
      return ok(await login(db, config, request.tenantId!, request.body, clientOf(request)));
    });

    app.post('/system/auth/logout', { config: { access: 'public' } }, async (request) => {
      const token = bearerToken(request);
      if (token) {
        const revoked = await revokeAccessToken(db, token);
        if (revoked) {
          const user = await request.scope().selectFrom('systemUsers').select('username').where('id', '=', revoked.userId).executeTakeFirst();
          await writeLoginLog(db, {
            tenantId: revoked.tenantId, logType: LoginLogType.LOGOUT_SELF, userId: revoked.userId, userType: USER_TYPE_ADMIN,
            username: user?.username ?? '', result: LoginResult.SUCCESS, ...{ userIp: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
          });
        }
      }
      return ok(true);
    });

    app.post<{ Querystring: { refreshToken: string } }>('/system/auth/refresh-token', {
      config: { access: 'public' },
      schema: {
        querystring: {
          type: 'object', required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', title: '刷新令牌', minLength: 1, errorMessage: { required: '无效的刷新令牌', minLength: '无效的刷新令牌' } } },
        },
      },
    }, async (request) => {
      const { userId, accessToken, refreshToken, expiresTime } = await refreshAccessToken(db, request.query.refreshToken, config);
      return ok({ userId, accessToken, refreshToken, expiresTime });
    });

    app.get('/system/auth/get-permission-info', { config: { access: 'login' } }, async (request) => {
      const scope = request.scope();
      const user = await scope.selectFrom('systemUsers')
        .select(['id', 'nickname', 'avatar', 'username', 'rendaNo'])
        .where('id', '=', request.loginUser!.id)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!user) throw new ServiceError(GlobalErrors.UNAUTHORIZED.code, GlobalErrors.UNAUTHORIZED.msg);
      const roles = await request.roles();
      const within = await request.tenantMenus();
      const menus = await getGrantedMenus(scope, roles, within);
      return ok({ user, roles: roles.map((r) => r.code), permissions: permissionsOf(menus, roles, within) });
    });

    app.get('/system/auth/list-menus', { config: { access: 'login' } }, async (request) => {
      const menus = await getGrantedMenus(request.scope(), await request.roles(), await request.tenantMenus());
      return ok(buildMenuTree(withProjectRepository(menus, config.projectRepositoryUrl)));
    });
  };
}
