import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { digest } from '../auth/tokenService.ts';
import { finishRoundTrip, startRoundTrip, type ProviderSettings } from './socialProvider.ts';
import { SocialErrors } from './socialErrors.ts';

/** How long a round trip may take, from our redirect to the provider until the sign-in (or the bind form) ends. */
const STATE_TTL_MS = 10 * 60_000;
const ENABLED = 0;

export interface SocialClientRow extends ProviderSettings {
  name: string;
  socialType: number;
  code: string;
  icon: string | null;
  status: number;
}

const clientColumns = [
  'id', 'updateTime', 'name', 'socialType', 'code', 'clientId', 'clientSecret', 'issuer', 'authorizationEndpoint',
  'tokenEndpoint', 'userinfoEndpoint', 'scopes', 'icon', 'status',
] as const;

/** The tenant's client of a social type: missing → 社交客户端不存在, switched off → 社交客户端已禁用. */
export async function enabledClient(scope: TenantScope, socialType: number): Promise<SocialClientRow> {
  const row = await scope.selectFrom('systemSocialClient').select(clientColumns)
    .where('socialType', '=', socialType).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw fail({ code: 1002018200, msg: '社交客户端不存在' });
  if (row.status !== ENABLED) throw fail(SocialErrors.CLIENT_DISABLED);
  return row;
}

/** The login page's entries: the tenant's enabled providers, with nothing secret. */
export function publicClients(scope: TenantScope) {
  return scope.selectFrom('systemSocialClient').select(['socialType as type', 'name', 'code', 'icon'])
    .where('status', '=', ENABLED).where('deleted', '=', false).orderBy('id').execute();
}

/** yudao's getAuthorizeUrl: the state, verifier and nonce are kept (the state as a digest) for the way back. */
export async function authorizeUrl(scope: TenantScope, socialType: number, redirectUri: string): Promise<string> {
  const client = await enabledClient(scope, socialType);
  const trip = await startRoundTrip(client, redirectUri);
  await scope.insertInto('systemSocialState', {
    stateHash: digest(trip.state), socialType, redirectUri, codeVerifier: trip.codeVerifier, nonce: trip.nonce,
    expiresTime: new Date(Date.now() + STATE_TTL_MS),
  }).execute();
  return trip.url;
}

const refused = (reason: string) => fail(SocialErrors.AUTH_FAILURE, reason);

/**
 * yudao's authSocialUser: the social user a code and state stand for. The first call exchanges the code (once: the
 * state then remembers the code's digest and the social user); a second call with the same code and state — the
 * v1.6.2 page's bind form after a quick login found no binding — gets the same social user without a second
 * exchange. A state that is unknown, of another type, expired, already signed in with, or presented with another
 * code is refused.
 */
export async function socialUserOf(scope: TenantScope, socialType: number, code: string, state: string): Promise<{ stateId: number; socialUserId: number }> {
  const row = await scope.selectFrom('systemSocialState').selectAll()
    .where('stateHash', '=', digest(state)).executeTakeFirst();
  if (!row || row.socialType !== socialType) throw refused('state 无效');
  if (row.usedTime) throw refused('state 已使用');
  if (new Date(row.expiresTime).getTime() < Date.now()) throw refused('state 已过期');
  if (row.codeHash) {
    if (row.codeHash !== digest(code) || !row.socialUserId) throw refused('state 已使用');
    return { stateId: row.id, socialUserId: row.socialUserId };
  }
  // Claimed before the exchange: of two requests with one state only one talks to the provider.
  const claimed = await scope.updateTable('systemSocialState').set({ codeHash: digest(code) })
    .where('id', '=', row.id).where('codeHash', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw refused('state 已使用');
  const client = await enabledClient(scope, socialType);
  let account;
  try {
    account = await finishRoundTrip(client, row, code);
  } catch (error) {
    await scope.updateTable('systemSocialState').set({ usedTime: new Date() }).where('id', '=', row.id).execute();
    throw error;
  }
  const socialUserId = await saveSocialUser(scope, socialType, account);
  await scope.updateTable('systemSocialState').set({ socialUserId }).where('id', '=', row.id).execute();
  return { stateId: row.id, socialUserId };
}

async function saveSocialUser(scope: TenantScope, type: number, account: { openid: string; nickname: string | null; avatar: string | null; raw: unknown }): Promise<number> {
  const values = { nickname: account.nickname?.slice(0, 255) ?? null, avatar: account.avatar?.slice(0, 512) ?? null, rawUserInfo: JSON.stringify(account.raw).slice(0, 4000) };
  const existing = await scope.selectFrom('systemSocialUser').select('id')
    .where('type', '=', type).where('openid', '=', account.openid).where('deleted', '=', false).executeTakeFirst();
  if (existing) {
    await scope.updateTable('systemSocialUser').set({ ...values, updateTime: new Date() }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const inserted = await scope.insertInto('systemSocialUser', { type, openid: account.openid, ...values })
    .returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A finished round trip: its state signs in once. False when another request spent it first. */
export async function spendState(scope: TenantScope, stateId: number): Promise<boolean> {
  const spent = await scope.updateTable('systemSocialState').set({ usedTime: new Date() })
    .where('id', '=', stateId).where('usedTime', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** The user a social user is bound to (admin users), if any. */
export async function boundUserId(scope: TenantScope, socialUserId: number, userType: number): Promise<number | null> {
  const row = await scope.selectFrom('systemSocialUserBind').select('userId')
    .where('socialUserId', '=', socialUserId).where('userType', '=', userType).where('deleted', '=', false).executeTakeFirst();
  return row?.userId ?? null;
}

/**
 * yudao's bindSocialUser: the social account leaves whoever it was bound to, the user leaves their account of that
 * type, then the two are bound — one account per type per user, one user per account.
 */
export async function bindSocialUser(scope: TenantScope, userId: number, userType: number, socialType: number, socialUserId: number): Promise<void> {
  await scope.transaction(async (inTransaction) => {
    await inTransaction.deleteFrom('systemSocialUserBind').where('userType', '=', userType)
      .where((eb) => eb.or([eb('socialUserId', '=', socialUserId), eb.and([eb('userId', '=', userId), eb('socialType', '=', socialType)])]))
      .execute();
    await inTransaction.insertInto('systemSocialUserBind', { userId, userType, socialType, socialUserId }).execute();
  });
}

/** The personal centre's list (yudao's get-bind-list): `{id, type, openid, nickname, avatar}` of each bound account. */
export async function boundAccounts(scope: TenantScope, userId: number, userType: number) {
  const binds = await scope.selectFrom('systemSocialUserBind').select('socialUserId')
    .where('userId', '=', userId).where('userType', '=', userType).where('deleted', '=', false).execute();
  if (binds.length === 0) return [];
  return scope.selectFrom('systemSocialUser').select(['id', 'type', 'openid', 'nickname', 'avatar'])
    .where('id', 'in', binds.map((b) => b.socialUserId)).where('deleted', '=', false).orderBy('id').execute();
}

/** yudao's unbindSocialUser: only the caller's own binding of that type and openid goes. */
export async function unbindSocialUser(scope: TenantScope, userId: number, userType: number, socialType: number, openid: string): Promise<void> {
  const social = await scope.selectFrom('systemSocialUser').select('id')
    .where('type', '=', socialType).where('openid', '=', openid).where('deleted', '=', false).executeTakeFirst();
  if (!social) throw fail(SocialErrors.USER_NOT_FOUND);
  const removed = await scope.deleteFrom('systemSocialUserBind')
    .where('socialUserId', '=', social.id).where('userId', '=', userId).where('userType', '=', userType).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw fail(SocialErrors.UNBIND_NOT_SELF);
}
