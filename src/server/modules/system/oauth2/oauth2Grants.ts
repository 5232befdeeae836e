import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { OAuth2Errors } from '../auth/signInErrors.ts';
import { LoginLogType, LoginResult, writeLoginLog } from '../auth/loginLog.ts';
import { consumeAuthorizationCode, digest, issueTokens, newToken, USER_TYPE_ADMIN, type TokenPair } from '../auth/tokenService.ts';
import type { OAuth2Client } from './oauth2Clients.ts';

/** yudao's OAuth2ApproveServiceImpl.TIMEOUT: an approval is remembered for 30 days. */
const APPROVE_TTL_MS = 30 * 24 * 3600 * 1000;
/** yudao's OAuth2CodeServiceImpl.TIMEOUT: a code works for 5 minutes. */
const CODE_TTL_MS = 5 * 60 * 1000;

/** The user's approvals of the client that still hold: scope → approved. */
export async function approvals(scope: TenantScope, userId: number, clientId: string): Promise<Map<string, boolean>> {
  const rows = await scope.selectFrom('systemOauth2Approve').select(['scope', 'approved'])
    .where('userId', '=', userId).where('userType', '=', USER_TYPE_ADMIN).where('clientId', '=', clientId)
    .where('expiresTime', '>', new Date()).execute();
  return new Map(rows.map((r) => [r.scope, r.approved]));
}

async function saveApprovals(scope: TenantScope, userId: number, clientId: string, decisions: [string, boolean][]): Promise<void> {
  if (!decisions.length) return;
  const expiresTime = new Date(Date.now() + APPROVE_TTL_MS);
  await scope.insertInto('systemOauth2Approve', decisions.map(([s, approved]) => ({ userId, userType: USER_TYPE_ADMIN, clientId, scope: s, approved, expiresTime })))
    .onConflict((oc) => oc.columns(['tenantId', 'userId', 'userType', 'clientId', 'scope']).doUpdateSet((eb) => ({
      approved: eb.ref('excluded.approved'), expiresTime: eb.ref('excluded.expiresTime'),
    })))
    .execute();
}

/**
 * yudao's checkForPreApproval: the silent probe of the /sso page passes when the client may auto-approve every
 * requested scope (remembered as approved), or the user approved them all before.
 */
export async function preApproved(scope: TenantScope, userId: number, client: OAuth2Client, requested: string[]): Promise<boolean> {
  if (requested.every((s) => client.autoApproveScopes.includes(s))) {
    await saveApprovals(scope, userId, client.clientId, requested.map((s) => [s, true]));
    return true;
  }
  const held = await approvals(scope, userId, client.clientId);
  return requested.every((s) => held.get(s) === true);
}

/** yudao's updateAfterApproval: each decision is remembered; the request goes on when at least one scope was granted. */
export async function recordDecision(scope: TenantScope, userId: number, clientId: string, decisions: Record<string, boolean>): Promise<boolean> {
  const entries = Object.entries(decisions);
  await saveApprovals(scope, userId, clientId, entries);
  return entries.some(([, approved]) => approved);
}

export interface CodeRequest {
  userId: number;
  client: OAuth2Client;
  scopes: string[];
  redirectUri: string;
  state: string;
  /** PKCE (RFC 7636): only S256 is accepted. */
  codeChallenge?: string;
}

/** A one-use authorization code for the user's approval, stored as a digest. */
export async function issueCode(scope: TenantScope, request: CodeRequest): Promise<string> {
  const code = newToken();
  await scope.deleteFrom('systemOauth2Code').where('expiresTime', '<', new Date()).execute();
  await scope.insertInto('systemOauth2Code', {
    code: digest(code), userId: request.userId, userType: USER_TYPE_ADMIN, clientId: request.client.clientId,
    scopes: JSON.stringify(request.scopes), redirectUri: request.redirectUri, state: request.state,
    codeChallenge: request.codeChallenge ?? null, codeChallengeMethod: request.codeChallenge ? 'S256' : null,
    expiresTime: new Date(Date.now() + CODE_TTL_MS),
  }).execute();
  return code;
}

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface CodeExchange {
  code: string;
  redirectUri?: string;
  state?: string;
  codeVerifier?: string;
}

export interface ClientTokens extends TokenPair {
  scopes: string[];
}

/**
 * yudao's grantAuthorizationCodeForAccessToken, plus PKCE: the code is spent as it is read (a second exchange finds
 * none), then it must be this client's, for the same redirect URI, and the verifier must match its challenge.
 * The state is compared only when the client sends one (standard clients do not: RFC 6749 §4.1.3 has no state).
 * The sign-in is written to the login log as 单点登录 (105).
 */
export async function exchangeCode(db: Db, client: OAuth2Client, exchange: CodeExchange, caller: { ip: string }): Promise<ClientTokens> {
  const row = await consumeAuthorizationCode(db, exchange.code);
  if (!row) throw fail(OAuth2Errors.CODE_NOT_EXISTS);
  if (row.expiresTime.getTime() <= Date.now()) throw fail(OAuth2Errors.CODE_EXPIRE);
  if (row.clientId !== client.clientId) throw fail(OAuth2Errors.GRANT_CLIENT_ID_MISMATCH);
  if ((exchange.redirectUri ?? '') !== row.redirectUri) throw fail(OAuth2Errors.GRANT_REDIRECT_URI_MISMATCH);
  if (exchange.state !== undefined && exchange.state !== row.state) throw fail(OAuth2Errors.GRANT_STATE_MISMATCH);
  if (row.codeChallenge && !(exchange.codeVerifier && same(s256(exchange.codeVerifier), row.codeChallenge))) {
    throw fail(OAuth2Errors.GRANT_CODE_VERIFIER_MISMATCH);
  }
  const scope = new TenantScope(db, row.tenantId);
  const user = await scope.selectFrom('systemUsers').select(['username']).where('id', '=', row.userId).executeTakeFirst();
  await writeLoginLog(db, {
    tenantId: row.tenantId, logType: LoginLogType.SSO, userId: row.userId, userType: USER_TYPE_ADMIN,
    username: user?.username ?? '', result: LoginResult.SUCCESS, userIp: caller.ip, userAgent: `OAuth2 客户端 ${client.clientId}`,
  });
  const lifetimes = { accessTokenTtlSeconds: client.accessTokenValiditySeconds, refreshTokenTtlSeconds: client.refreshTokenValiditySeconds, refreshTokenReuseGraceSeconds: 0 };
  const pair = await issueTokens(scope, row.userId, lifetimes, { clientId: client.clientId, scopes: row.scopes });
  return { ...pair, scopes: row.scopes };
}
