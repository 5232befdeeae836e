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

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** 32 hex characters, the shape of yudao's tokens (a UUID without dashes), from 128 random bits. */
export const newToken = (): string => randomBytes(16).toString('hex');
/** Tokens are stored as sha256 digests: whoever reads the table cannot replay a session. */
export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

const after = (seconds: number): Date => new Date(Date.now() + seconds * 1000);

export async function issueTokens(scope: TenantScope, userId: number, lifetimes: TokenLifetimes): Promise<TokenPair> {
  const refreshToken = newToken();
  await scope.insertInto('systemOauth2RefreshToken', {
    userId,
    userType: USER_TYPE_ADMIN,
    refreshToken: digest(refreshToken),
    clientId: DEFAULT_CLIENT_ID,
    expiresTime: after(lifetimes.refreshTokenTtlSeconds),
  }).execute();
  const access = await createAccessToken(scope, userId, refreshToken, lifetimes.accessTokenTtlSeconds);
  return { userId, accessToken: access.token, refreshToken, expiresTime: access.expiresTime };
}

async function createAccessToken(scope: TenantScope, userId: number, refreshToken: string, ttlSeconds: number) {
  const token = newToken();
  const expiresTime = after(ttlSeconds);
  await scope.insertInto('systemOauth2AccessToken', {
    userId,
    userType: USER_TYPE_ADMIN,
    accessToken: digest(token),
    refreshToken: digest(refreshToken),
    clientId: DEFAULT_CLIENT_ID,
    expiresTime,
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
    const live = new Map(rows.filter((r) => r.expiresTime.getTime() > now).map(({ accessToken, ...info }) => [accessToken, info]));
    return hashes.map((h) => live.get(h) ?? null);
  });
  return (token) => batcher.run(token);
}

export async function refreshAccessToken(db: Db, refreshToken: string, lifetimes: TokenLifetimes): Promise<TokenPair> {
  const tokens = unscopedTokens(db);
  const row = await tokens.findRefresh(digest(refreshToken));
  if (!row) throw fail(AuthErrors.OAUTH2_REFRESH_TOKEN_INVALID);
  if (row.expiresTime.getTime() <= Date.now()) {
    await tokens.deleteRefresh(digest(refreshToken));
    throw fail(AuthErrors.OAUTH2_REFRESH_TOKEN_EXPIRED);
  }
  const scope = new TenantScope(db, row.tenantId);
  // As yudao: the access tokens issued from this refresh token stop working; the refresh token stays the same.
  await scope.deleteFrom('systemOauth2AccessToken').where('refreshToken', '=', digest(refreshToken)).execute();
  const access = await createAccessToken(scope, row.userId, refreshToken, lifetimes.accessTokenTtlSeconds);
  return { userId: row.userId, accessToken: access.token, refreshToken, expiresTime: access.expiresTime };
}

/** Logout: the access token and the refresh token behind it are deleted, so neither works again anywhere. */
export async function revokeAccessToken(db: Db, accessToken: string): Promise<AccessTokenInfo | null> {
  const tokens = unscopedTokens(db);
  const hashed = digest(accessToken);
  const row = await tokens.findAccess(hashed);
  if (!row) return null;
  const scope = new TenantScope(db, row.tenantId);
  await scope.deleteFrom('systemOauth2AccessToken').where('refreshToken', '=', row.refreshToken).execute();
  await scope.deleteFrom('systemOauth2RefreshToken').where('refreshToken', '=', row.refreshToken).execute();
  return row;
}

/** Revokes every session of a user (password reset, disable). */
export async function revokeUserTokens(scope: TenantScope, userId: number): Promise<void> {
  await scope.deleteFrom('systemOauth2AccessToken').where('userId', '=', userId).execute();
  await scope.deleteFrom('systemOauth2RefreshToken').where('userId', '=', userId).execute();
}

/** The two token lookups that precede knowing the tenant. Kept here, small and explicit. */
function unscopedTokens(db: Db) {
  const access = 'systemOauth2AccessToken' as const;
  const refresh = 'systemOauth2RefreshToken' as const;
  return {
    findAccess: (hashed: string) =>
      db.selectFrom(access)
        .select(['userId', 'tenantId', 'userType', 'expiresTime', 'refreshToken'])
        .where('accessToken', '=', hashed)
        .executeTakeFirst(),
    findAccessMany: (hashed: readonly string[]) =>
      db.selectFrom(access)
        .select(['accessToken', 'userId', 'tenantId', 'userType', 'expiresTime', 'refreshToken'])
        .where('accessToken', 'in', hashed)
        .execute(),
    deleteAccessMany: (hashed: readonly string[]) => db.deleteFrom(access).where('accessToken', 'in', hashed).execute(),
    findRefresh: (hashed: string) =>
      db.selectFrom(refresh).select(['userId', 'tenantId', 'expiresTime']).where('refreshToken', '=', hashed).executeTakeFirst(),
    deleteRefresh: (hashed: string) => db.deleteFrom(refresh).where('refreshToken', '=', hashed).execute(),
  };
}
