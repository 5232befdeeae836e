import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ServerConfig } from '../../../config.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import type { LoginRequest } from '../auth/authService.ts';
import { SocialErrors } from './socialErrors.ts';
import { socialBindLogin, socialQuickLogin, type SocialCallback } from './socialLogin.ts';
import { authorizeUrl, publicClients } from './socialService.ts';

const type = { type: 'integer', title: '社交平台的类型', errorMessage: { type: '社交平台的类型不能为空' } } as const;
/** AuthSocialQuickLoginReqVO / AuthSocialLoginReqVO: type, the provider's code and our state. */
export const callbackProperties = {
  type,
  code: { type: 'string', title: '授权码', minLength: 1, maxLength: 1024, errorMessage: { minLength: '授权码不能为空' } },
  state: { type: 'string', title: '授权状态', minLength: 1, maxLength: 512, errorMessage: { minLength: 'state 不能为空' } },
} as const;
const callbackBody = {
  type: 'object', required: ['type', 'code', 'state'], properties: callbackProperties,
  errorMessage: { required: { type: '社交平台的类型不能为空', code: '授权码不能为空', state: 'state 不能为空' } },
} as const;
/** AuthSocialBindLoginReqVO: the callback and the account's credentials (the texts of AuthLoginReqVO). */
const bindBody = {
  type: 'object', required: ['type', 'code', 'state', 'username', 'password'],
  properties: {
    ...callbackProperties,
    username: { type: 'string', title: '登录账号', minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9]+$', errorMessage: { minLength: '账号长度为 4-16 位', maxLength: '账号长度为 4-16 位', pattern: '账号格式为数字以及字母' } },
    password: { type: 'string', title: '密码', minLength: 4, maxLength: 16, errorMessage: { minLength: '密码长度为 4-16 位', maxLength: '密码长度为 4-16 位' } },
  },
  errorMessage: { required: { type: '社交平台的类型不能为空', code: '授权码不能为空', state: 'state 不能为空', username: '登录账号不能为空', password: '密码不能为空' } },
} as const;

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/**
 * The provider sends the user back to `redirectUri` with a code: only an address of this site may receive it
 * (the origin the request came to), whatever the provider would accept.
 */
function assertOwnOrigin(request: FastifyRequest, redirectUri: string): void {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw fail(SocialErrors.REDIRECT_URI_NOT_OURS);
  }
  if (target.origin !== new URL(`${request.protocol}://${request.host}`).origin) throw fail(SocialErrors.REDIRECT_URI_NOT_OURS);
}

/** Social sign-in of yudao's AdminAuthController (v1.6.2 and the v1.6.3+ social-login), and the login page's list. */
export function socialAuthRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    const limited = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

    // Ours: the login page shows an entry per configured and enabled provider (docs/sign-in.md).
    app.get('/system/auth/social-clients', { config: { access: 'public' } }, async (request) => ok(await publicClients(request.scope())));

    app.get<{ Querystring: { type: number; redirectUri: string } }>('/system/auth/social-auth-redirect', {
      config: limited,
      schema: {
        querystring: {
          type: 'object', required: ['type', 'redirectUri'],
          properties: { type, redirectUri: { type: 'string', title: '回调地址', minLength: 1, maxLength: 1024, errorMessage: { minLength: '回调地址不能为空' } } },
          errorMessage: { required: { type: '社交平台的类型不能为空', redirectUri: '回调地址不能为空' } },
        },
      },
    }, async (request) => {
      assertOwnOrigin(request, request.query.redirectUri);
      return ok(await authorizeUrl(request.scope(), request.query.type, request.query.redirectUri));
    });

    const quick = async (request: FastifyRequest<{ Body: SocialCallback }>) =>
      ok(await socialQuickLogin(db, config, request.tenantId!, request.body, clientOf(request)));
    app.post<{ Body: SocialCallback }>('/system/auth/social-quick-login', { config: { ...limited, secretArgs: ['code', 'state'] }, schema: { body: callbackBody } }, quick);
    app.post<{ Body: SocialCallback }>('/system/auth/social-login', { config: { ...limited, secretArgs: ['code', 'state'] }, schema: { body: callbackBody } }, quick);

    app.post<{ Body: SocialCallback & LoginRequest }>('/system/auth/social-bind-login', {
      config: { ...limited, secretArgs: ['code', 'state'] },
      schema: { body: bindBody },
      preValidation: async (request) => {
        const body = request.body as { username?: unknown } | undefined;
        if (body && typeof body.username === 'string') body.username = body.username.trim();
      },
    }, async (request) => {
      const { type: socialType, code, state, username, password } = request.body;
      return ok(await socialBindLogin(db, config, request.tenantId!, { type: socialType, code, state }, { username, password }, clientOf(request), true));
    });
  };
}
