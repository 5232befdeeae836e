import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';
import { Batcher } from '../../../db/batcher.ts';

/** Admin users; yudao's UserTypeEnum 2. */
export const USER_TYPE_ADMIN = 2;
export const DEFAULT_CLIENT_ID = 'default';

export interface TokenPair {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, epoch ms after serialisation. */
  expiresTime: Date;
}

export interface AccessTokenInfo {
  userId: number;
  tenantId: number;
  userType: number;
  expiresTime: Date;
}

/**
 * Who a token pair is for: our own client (the admin UI, `default`) or an OAuth2 application with the scopes the
 * user approved (oauth2/). An application's tokens are never sessions of the admin API (see accessTokenFinder).
 */
export interface TokenGrant {
  clientId: string;
  scopes: string[] | null;
}

const OWN_SESSION: TokenGrant = { clientId: DEFAULT_CLIENT_ID, scopes: null };

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokenReuseGraceSeconds: number;
}

/** 32 hex characters, the shape of yudao's tokens (a UUID without dashes), from 128 random bits. */
export const newToken = (): string => randomBytes(16).toString('hex');
/** Tokens are stored as sha256 digests: whoever reads the table cannot replay a session. */
export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

const after = (seconds: number): Date => new Date(Date.now() + seconds * 1000);

/** A sign-in: a new refresh-token family and its first token pair. */
export async function issueTokens(scope: TenantScope, userId: number, lifetimes: TokenLifetimes, grant: TokenGrant = OWN_SESSION): Promise<TokenPair> {
  // Retired tokens are kept until their family expires (to recognise a replay); a sign-in sweeps the user's expired ones.
  await scope.deleteFrom('systemOauth2RefreshToken').where('userId', '=', userId).where('expiresTime', '<=', new Date()).execute();
  return issueInFamily(scope, { userId, familyId: newToken(), expiresTime: after(lifetimes.refreshTokenTtlSeconds), ...grant }, lifetimes);
}

interface Family extends TokenGrant {
  userId: number;
  familyId: string;
  expiresTime: Date;
}

const scopesColumn = (scopes: string[] | null): string | null => (scopes ? JSON.stringify(scopes) : null);

/** A refresh token of the family and an access token issued from it. Every token of a family shares its expiry. */
async function issueInFamily(scope: TenantScope, family: Family, lifetimes: TokenLifetimes): Promise<TokenPair> {
  const refreshToken = newToken();
  await scope.insertInto('systemOauth2RefreshToken', {
    userId: family.userId,
    userType: USER_TYPE_ADMIN,
    refreshToken: digest(refreshToken),
    clientId: family.clientId,
    expiresTime: family.expiresTime,
    familyId: family.familyId,
    scopes: scopesColumn(family.scopes),
  }).execute();
  const access = await createAccessToken(scope, family, refreshToken, lifetimes.accessTokenTtlSeconds);
  return { userId: family.userId, accessToken: access.token, refreshToken, expiresTime: access.expiresTime };
}

async function createAccessToken(scope: TenantScope, family: Family, refreshToken: string, ttlSeconds: number) {
  const token = newToken();
  const expiresTime = after(ttlSeconds);
  await scope.insertInto('systemOauth2AccessToken', {
    userId: family.userId,
    userType: USER_TYPE_ADMIN,
    accessToken: digest(token),
    refreshToken: digest(refreshToken),
    clientId: family.clientId,
    expiresTime,
    scopes: scopesColumn(family.scopes),
  }).execute();
  return { token, expiresTime };
}

/**
 * Resolves bearer tokens for the request filter. Tokens are looked up across tenants on purpose: the tenant of the
 * token is what the tenant-id header is then checked against. Every request pays this look-up and it is never
 * cached (a revoked token stops at once), so it is batched: the tokens of requests that arrive together are read
 * in one statement. Expired tokens are deleted on sight.
 */
export function accessTokenFinder(db: Db): (token: string) => Promise<AccessTokenInfo | null> {
  const batcher = new Batcher<string, AccessTokenInfo | null>(async (tokens) => {
    const hashes = tokens.map(digest);
    const rows = await unscopedTokens(db).findAccessMany([...new Set(hashes)]);
    const now = Date.now();
    const expired = rows.filter((r) => r.expiresTime.getTime() <= now).map((r) => r.accessToken);
    if (expired.length) await unscopedTokens(db).deleteAccessMany(expired);
    // An OAuth2 application's token reads what its scopes allow at /system/oauth2/user/*, and is no session of the
    // admin API: the user approved 访问你的个人信息, not everything their roles may do.
    const live = new Map(rows.filter((r) => r.expiresTime.getTime() > now && r.clientId === DEFAULT_CLIENT_ID)
      .map(({ accessToken, userId, tenantId, userType, expiresTime }) => [accessToken, { userId, tenantId, userType, expiresTime }]));
    return hashes.map((h) => live.get(h) ?? null);
  });
  return (token) => batcher.run(token);
}

/**
 * Refresh with rotation and reuse detection: the refresh token presented is retired (kept, marked) and a new pair of
 * the same family is returned; the access tokens issued from the old one stop working. A retired token presented
 * again means two holders: within the grace window that is two tabs of one browser refreshing together, and they
 * get a pair of their own; later it is a copy, and the whole family (every refresh and access token of that
 * sign-in) is revoked. Either way the answer to a revoked or unknown token is 无效的刷新令牌.
 */
export async function refreshAccessToken(db: Db, refreshToken: string, lifetimes: TokenLifetimes, clientId = DEFAULT_CLIENT_ID): Promise<TokenPair & TokenGrant> {
  const hashed = digest(refreshToken);
  const row = await unscopedTokens(db).findRefresh(hashed);
  // Another client's refresh token is unknown to this one (an application cannot refresh an admin session, nor
  // the admin UI an application's).
  if (!row || row.clientId !== clientId) throw fail(AuthErrors.OAUTH2_REFRESH_TOKEN_INVALID);
  const scope = new TenantScope(db, row.tenantId);
  if (row.expiresTime.getTime() <= Date.now()) {
    await revokeFamily(scope, row.familyId);
    throw fail(AuthErrors.OAUTH2_REFRESH_TOKEN_EXPIRED);
  }
  if (row.retiredTime && Date.now() - row.retiredTime.getTime() > lifetimes.refreshTokenReuseGraceSeconds * 1000) {
    await revokeFamily(scope, row.familyId);
    throw fail(AuthErrors.OAUTH2_REFRESH_TOKEN_INVALID);
  }
  return scope.transaction(async (tx) => {
    // Of two refreshes racing with one live token exactly one retires it; the other is a reuse within the grace.
    const retired = await tx.updateTable('systemOauth2RefreshToken')
      .set({ retiredTime: new Date() })
      .where('refreshToken', '=', hashed)
      .where('retiredTime', 'is', null)
      .executeTakeFirst();
    if (Number(retired.numUpdatedRows) > 0) await tx.deleteFrom('systemOauth2AccessToken').where('refreshToken', '=', hashed).execute();
    const pair = await issueInFamily(tx, row, lifetimes);
    return { ...pair, clientId: row.clientId, scopes: row.scopes };
  });
}

/** Logout: every token of the session's family is deleted, so none of them works again anywhere. */
export async function revokeAccessToken(db: Db, accessToken: string): Promise<AccessTokenInfo | null> {
  const row = await unscopedTokens(db).findAccess(digest(accessToken));
  if (!row) return null;
  const scope = new TenantScope(db, row.tenantId);
  const family = await familyOf(scope, row.refreshToken);
  if (family) await revokeFamily(scope, family);
  else await scope.deleteFrom('systemOauth2AccessToken').where('refreshToken', '=', row.refreshToken).execute();
  return row;
}

/**
 * 强退 of the token list: the sign-in the stored token (its digest, as the list shows it) belongs to ends, every
 * token of its family with it. Returns the token's row, or undefined when it was gone already.
 */
export async function revokeByDigest(scope: TenantScope, hashedAccessToken: string) {
  const row = await scope.selectFrom('systemOauth2AccessToken').select(['userId', 'clientId', 'refreshToken']).where('accessToken', '=', hashedAccessToken).executeTakeFirst();
  if (!row) return undefined;
  const family = await familyOf(scope, row.refreshToken);
  if (family) await revokeFamily(scope, family);
  else await scope.deleteFrom('systemOauth2AccessToken').where('refreshToken', '=', row.refreshToken).execute();
  return row;
}

/** Revokes every session of a user (password reset, disable). */
export async function revokeUserTokens(scope: TenantScope, userId: number): Promise<void> {
  await scope.deleteFrom('systemOauth2AccessToken').where('userId', '=', userId).execute();
  await scope.deleteFrom('systemOauth2RefreshToken').where('userId', '=', userId).execute();
}

/** Revokes every session of a user but the one the given access token belongs to (one's own password change). */
export async function revokeOtherSessions(scope: TenantScope, userId: number, currentAccessToken: string): Promise<void> {
  const current = await scope.selectFrom('systemOauth2AccessToken').select('refreshToken').where('accessToken', '=', digest(currentAccessToken)).executeTakeFirst();
  const family = current ? await familyOf(scope, current.refreshToken) : undefined;
  if (!family) return revokeUserTokens(scope, userId);
  const kept = scope.selectFrom('systemOauth2RefreshToken').select('refreshToken').where('familyId', '=', family);
  await scope.deleteFrom('systemOauth2AccessToken').where('userId', '=', userId).where('refreshToken', 'not in', kept).execute();
  await scope.deleteFrom('systemOauth2RefreshToken').where('userId', '=', userId).where('familyId', '<>', family).execute();
}

async function familyOf(scope: TenantScope, hashedRefreshToken: string): Promise<string | undefined> {
  const row = await scope.selectFrom('systemOauth2RefreshToken').select('familyId').where('refreshToken', '=', hashedRefreshToken).executeTakeFirst();
  return row?.familyId;
}

export async function revokeFamily(scope: TenantScope, familyId: string): Promise<void> {
  const members = scope.selectFrom('systemOauth2RefreshToken').select('refreshToken').where('familyId', '=', familyId);
  await scope.deleteFrom('systemOauth2AccessToken').where('refreshToken', 'in', members).execute();
  await scope.deleteFrom('systemOauth2RefreshToken').where('familyId', '=', familyId).execute();
}

/** An application's access token as the OAuth2 endpoints see it (check-token, user-info, revoke). */
export interface ClientAccessToken {
  tenantId: number;
  userId: number;
  userType: number;
  clientId: string;
  scopes: string[];
  expiresTime: Date;
  /** The digest of the refresh token it was issued from: revoking removes that sign-in's family. */
  refreshToken: string;
}

/**
 * A live access token by its value, for the OAuth2 endpoints, which learn the tenant from the token (an application
 * sends no tenant-id). Our own sessions answer too (their scopes are empty); the caller checks the client.
 */
export async function findClientAccessToken(db: Db, token: string): Promise<ClientAccessToken | null> {
  const row = await unscopedTokens(db).findAccess(digest(token));
  if (!row || row.expiresTime.getTime() <= Date.now()) return null;
  return { ...row, scopes: row.scopes ?? [] };
}

/**
 * Takes an authorization code by its value: deleted as it is read, so of two exchanges of one code exactly one
 * gets the row (the other finds none: code 不存在). The code's tenant is where its tokens are issued.
 */
export async function consumeAuthorizationCode(db: Db, code: string) {
  return db.deleteFrom('systemOauth2Code').where('code', '=', digest(code)).returningAll().executeTakeFirst();
}

/** The two token lookups that precede knowing the tenant. Kept here, small and explicit. */
function unscopedTokens(db: Db) {
  const access = 'systemOauth2AccessToken' as const;
  const refresh = 'systemOauth2RefreshToken' as const;
  return {
    findAccess: (hashed: string) =>
      db.selectFrom(access)
        .select(['userId', 'tenantId', 'userType', 'expiresTime', 'refreshToken', 'clientId', 'scopes'])
        .where('accessToken', '=', hashed)
        .executeTakeFirst(),
    findAccessMany: (hashed: readonly string[]) =>
      db.selectFrom(access)
        .select(['accessToken', 'userId', 'tenantId', 'userType', 'expiresTime', 'clientId'])
        .where('accessToken', 'in', hashed)
        .execute(),
    deleteAccessMany: (hashed: readonly string[]) => db.deleteFrom(access).where('accessToken', 'in', hashed).execute(),
    findRefresh: (hashed: string) =>
      db.selectFrom(refresh).select(['userId', 'tenantId', 'expiresTime', 'familyId', 'retiredTime', 'clientId', 'scopes']).where('refreshToken', '=', hashed).executeTakeFirst(),
  };
}
