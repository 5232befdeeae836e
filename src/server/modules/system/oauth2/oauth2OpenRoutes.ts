import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { AuthErrors, GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ok } from '../../../http/envelope.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { bearerToken } from '../../../http/security.ts';
import { profileUpdater } from '../user/profileUpdate.ts';
import { findClientAccessToken, refreshAccessToken, revokeAccessToken, DEFAULT_CLIENT_ID } from '../auth/tokenService.ts';
import { validClient } from './oauth2Clients.ts';
import { approvals, exchangeCode, issueCode, preApproved, recordDecision } from './oauth2Grants.ts';
import { badRequest, clientCredentials, sendOAuthError, sendOAuthSuccess, UNSUPPORTED_GRANT_TYPE } from './oauth2Wire.ts';

type Params = Record<string, string | undefined>;

const text = (title: string) => ({ type: 'string', title, maxLength: 2048 }) as const;
const paramsSchema = (names: Record<string, string>) => ({
  type: 'object', properties: Object.fromEntries(Object.entries(names).map(([name, title]) => [name, text(title)])),
}) as const;

/**
 * @RequestParam reads the query string and the form alike: so do we (the form wins). The body has no schema, as
 * the /sso page sends its parameters in the query with an empty body: only the named text parameters are read.
 */
function paramsOf(request: FastifyRequest, names: Record<string, string>): Params {
  const body = request.body && typeof request.body === 'object' ? request.body as Record<string, unknown> : {};
  const query = request.query as Params;
  return Object.fromEntries(Object.keys(names).map((name) => [name, typeof body[name] === 'string' ? body[name] as string : query[name]]));
}

const AUTHORIZE_PARAMS = {
  response_type: '响应类型', client_id: '客户端编号', scope: '授权范围', redirect_uri: '重定向 URI', auto_approve: '用户是否接受', state: '状态',
  code_challenge: 'PKCE 挑战', code_challenge_method: 'PKCE 挑战方法',
};
const TOKEN_PARAMS = {
  grant_type: '授权类型', code: '授权码', redirect_uri: '重定向 URI', state: '状态', code_verifier: 'PKCE 验证码',
  refresh_token: '刷新令牌', scope: '授权范围', client_id: '客户端编号', client_secret: '客户端密钥',
};
/** A parameter the call cannot do without, named by its title as every refusal names a field. */
const missing = (title: string) => badRequest(`${GlobalErrors.BAD_REQUEST.msg}:${title}不能为空`);
const TOKEN_CHECK_PARAMS = { token: '访问令牌', token_type_hint: '令牌类型', client_id: '客户端编号', client_secret: '客户端密钥' };

/** A protocol parameter is named by its title and, as the client writes it, its key (授权范围（scope）…). */
const NOT_JSON_SCOPE = `${GlobalErrors.BAD_REQUEST.msg}:${AUTHORIZE_PARAMS.scope}（scope）应为 JSON 对象`;

/** The `scope` of POST /authorize: a JSON map of scope to true/false (SPEC §7.1). */
function decisionsOf(raw: string | undefined): Record<string, boolean> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(NOT_JSON_SCOPE);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'boolean')) {
    throw badRequest(NOT_JSON_SCOPE);
  }
  return parsed as Record<string, boolean>;
}

/** yudao's OAuth2Utils.buildAuthorizationCodeRedirectUri / buildUnsuccessfulRedirect. */
function redirectWith(redirectUri: string, query: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Our OAuth2 authorisation server (yudao's OAuth2OpenController and OAuth2UserController; API-CONTRACT §2.8,
 * docs/sign-in.md): the approval of the /sso page, the token endpoint for authorization_code (with PKCE) and
 * refresh_token, check-token, revoke, and the user info an application's token may read.
 */
export function oauth2OpenRoutes(db: Db, registry: ResourceRegistry) {
  const updateProfile = profileUpdater(db, registry);
  return async function (app: FastifyInstance): Promise<void> {
    await app.register(formbody);

    app.get<{ Querystring: { clientId: string } }>('/system/oauth2/authorize', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string', title: '客户端编号', minLength: 1, maxLength: 64 } } } },
    }, async (request) => {
      const client = await validClient(db, request.query.clientId);
      const held = await approvals(request.scope(), request.loginUser!.id, client.clientId);
      return ok({
        client: { name: client.name, logo: client.logo },
        scopes: client.scopes.map((key) => ({ key, value: held.get(key) === true })),
      });
    });

    app.post('/system/oauth2/authorize', {
      config: { access: 'login' },
      schema: { querystring: paramsSchema(AUTHORIZE_PARAMS) },
    }, async (request) => {
      const p = paramsOf(request, AUTHORIZE_PARAMS);
      if (!p.client_id) throw missing(AUTHORIZE_PARAMS.client_id);
      if (!p.redirect_uri) throw missing(AUTHORIZE_PARAMS.redirect_uri);
      if (p.auto_approve !== 'true' && p.auto_approve !== 'false') throw missing(AUTHORIZE_PARAMS.auto_approve);
      // Codes only: the implicit flow puts a token in a URL, which RFC 9700 tells servers not to do.
      if (p.response_type !== 'code') throw badRequest(`${GlobalErrors.BAD_REQUEST.msg}:${AUTHORIZE_PARAMS.response_type}（response_type）只能是 code`);
      if (p.code_challenge && (p.code_challenge_method ?? 'plain') !== 'S256') {
        throw badRequest(`${GlobalErrors.BAD_REQUEST.msg}:${AUTHORIZE_PARAMS.code_challenge_method}（code_challenge_method）只能是 S256`);
      }
      const decisions = decisionsOf(p.scope);
      const client = await validClient(db, p.client_id, { grantType: 'authorization_code', scopes: Object.keys(decisions), redirectUri: p.redirect_uri });
      const scope = request.scope();
      const userId = request.loginUser!.id;
      if (p.auto_approve === 'true') {
        // The silent probe: a URL only when nothing needs asking; otherwise the page asks.
        if (!(await preApproved(scope, userId, client, Object.keys(decisions)))) return ok(null);
      } else if (!(await recordDecision(scope, userId, client.clientId, decisions))) {
        return ok(redirectWith(p.redirect_uri, { error: 'access_denied', error_description: 'User denied access', state: p.state }));
      }
      const granted = Object.entries(decisions).filter(([, v]) => v).map(([k]) => k);
      const code = await issueCode(scope, { userId, client, scopes: granted, redirectUri: p.redirect_uri, state: p.state ?? '', codeChallenge: p.code_challenge });
      return ok(redirectWith(p.redirect_uri, { code, state: p.state }));
    });

    app.post('/system/oauth2/token', {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 120, timeWindow: '1 minute' }, secretArgs: ['code', 'code_verifier'] },
      schema: { querystring: paramsSchema(TOKEN_PARAMS) },
    }, async (request, reply) => {
      const p = paramsOf(request, TOKEN_PARAMS);
      try {
        const grantType = p.grant_type;
        if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
          throw new ServiceError(UNSUPPORTED_GRANT_TYPE, grantType ? `未知授权类型(${grantType})` : missing(TOKEN_PARAMS.grant_type).message);
        }
        const [clientId, secret] = clientCredentials(request, p);
        const client = await validClient(db, clientId, { secret, grantType, redirectUri: grantType === 'authorization_code' ? p.redirect_uri ?? '' : undefined });
        if (grantType === 'authorization_code') {
          if (!p.code) throw missing(TOKEN_PARAMS.code);
          const tokens = await exchangeCode(db, client, { code: p.code, redirectUri: p.redirect_uri, state: p.state, codeVerifier: p.code_verifier }, { ip: request.ip });
          return sendOAuthSuccess(reply, tokenBody(tokens, tokens.scopes));
        }
        if (!p.refresh_token) throw missing(TOKEN_PARAMS.refresh_token);
        const lifetimes = { accessTokenTtlSeconds: client.accessTokenValiditySeconds, refreshTokenTtlSeconds: client.refreshTokenValiditySeconds, refreshTokenReuseGraceSeconds: 0 };
        const tokens = await refreshAccessToken(db, p.refresh_token, lifetimes, client.clientId);
        return sendOAuthSuccess(reply, tokenBody(tokens, tokens.scopes ?? []));
      } catch (error) {
        if (error instanceof ServiceError) return sendOAuthError(reply, error);
        throw error;
      }
    });

    /** The client presenting a token must be the one it was issued to: another client's token is unknown to it. */
    const ownToken = async (request: FastifyRequest, p: Params) => {
      const [clientId, secret] = clientCredentials(request, p);
      const client = await validClient(db, clientId, { secret });
      if (!p.token) throw missing(TOKEN_CHECK_PARAMS.token);
      const token = await findClientAccessToken(db, p.token);
      return { client, token: token && token.clientId === client.clientId ? token : null };
    };

    app.post('/system/oauth2/check-token', {
      config: { access: 'public', tenantIgnore: true },
      schema: { querystring: paramsSchema(TOKEN_CHECK_PARAMS) },
    }, async (request, reply) => {
      try {
        const p = paramsOf(request, TOKEN_CHECK_PARAMS);
        const { token } = await ownToken(request, p);
        if (!token) throw fail(AuthErrors.OAUTH2_ACCESS_TOKEN_NOT_FOUND);
        // yudao's OAuth2OpenCheckTokenRespVO, and RFC 7662's `active` beside it.
        const data = {
          user_id: token.userId, user_type: token.userType, tenant_id: token.tenantId, client_id: token.clientId,
          scopes: token.scopes, access_token: p.token, exp: Math.floor(token.expiresTime.getTime() / 1000),
        };
        return sendOAuthSuccess(reply, { active: true, scope: token.scopes.join(' '), ...data });
      } catch (error) {
        if (error instanceof ServiceError) return sendOAuthError(reply, error);
        throw error;
      }
    });

    // yudao's DELETE /token?token=, and RFC 7009's revocation (POST, form): a token not this client's, or gone
    // already, answers true as the RFC asks (nothing to revoke), without touching it.
    const revoke = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      try {
        const p = paramsOf(request, TOKEN_CHECK_PARAMS);
        const { token } = await ownToken(request, p);
        if (token) await revokeAccessToken(db, p.token!);
        return sendOAuthSuccess(reply, {});
      } catch (error) {
        if (error instanceof ServiceError) return sendOAuthError(reply, error);
        throw error;
      }
    };
    const revokeRoute = { config: { access: 'public' as const, tenantIgnore: true }, schema: { querystring: paramsSchema(TOKEN_CHECK_PARAMS) } };
    app.delete('/system/oauth2/token', revokeRoute, revoke);
    app.post('/system/oauth2/revoke-token', revokeRoute, revoke);

    /** An application's token carrying `scope`: our own sessions have /system/user/profile instead. */
    const applicationToken = async (request: FastifyRequest, scope: string) => {
      const value = bearerToken(request);
      const token = value ? await findClientAccessToken(db, value) : null;
      if (!token || token.clientId === DEFAULT_CLIENT_ID) throw fail(GlobalErrors.UNAUTHORIZED);
      if (!token.scopes.includes(scope)) throw fail(GlobalErrors.FORBIDDEN);
      return token;
    };

    app.get('/system/oauth2/user/get', { config: { access: 'public', tenantIgnore: true } }, async (request) => {
      const token = await applicationToken(request, 'user.read');
      const scope = new TenantScope(db, token.tenantId);
      const user = await scope.selectFrom('systemUsers')
        .select(['id', 'username', 'nickname', 'email', 'mobile', 'sex', 'avatar', 'deptId'])
        .where('id', '=', token.userId).where('deleted', '=', false).executeTakeFirst();
      if (!user) throw fail(AuthErrors.USER_NOT_EXISTS);
      const dept = user.deptId ? await scope.selectFrom('systemDept').select(['id', 'name']).where('id', '=', user.deptId).executeTakeFirst() : undefined;
      const { deptId: _deptId, ...info } = user;
      return ok({ ...info, dept: dept ?? null });
    });

    // yudao's OAuth2UserController.updateUserInfo (OAuth2UserUpdateReqVO): the user's own profile fields, as the
    // personal centre changes them, under the application's `user.write` scope.
    app.put<{ Body: Record<string, unknown> }>('/system/oauth2/user/update', {
      config: { access: 'public', tenantIgnore: true },
      schema: { body: { type: 'object' } },
    }, async (request) => {
      const token = await applicationToken(request, 'user.write');
      await updateProfile({ userId: token.userId, tenantId: token.tenantId }, request.body ?? {});
      return ok(true);
    });
  };
}

/** yudao's OAuth2OpenAccessTokenRespVO, which is RFC 6749 §5.1's shape. */
function tokenBody(tokens: { accessToken: string; refreshToken: string; expiresTime: Date }, scopes: string[]) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: Math.max(0, Math.round((tokens.expiresTime.getTime() - Date.now()) / 1000)),
    scope: scopes.join(' '),
  };
}
