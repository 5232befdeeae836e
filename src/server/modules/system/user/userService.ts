import type { Db } from '../../../db/database.ts';
import { underLimitLock } from '../../../db/limitLock.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { revokeUserTokens } from '../auth/tokenService.ts';
import { hashPassword } from '../auth/passwords.ts';
import { UserErrors } from '../systemErrors.ts';

export const INIT_PASSWORD_KEY = 'sys.user.init-password';
const DEFAULT_INIT_PASSWORD = '123456';

/** A live user of the scope's tenant, with the fields the account operations need; throws 用户不存在 otherwise. */
export async function requireUser(scope: TenantScope, id: number): Promise<{ id: number; username: string; password: string; status: number }> {
  const user = await scope.selectFrom('systemUsers')
    .select(['id', 'username', 'password', 'status'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!user) throw fail(UserErrors.NOT_EXISTS);
  return user;
}

/** Stores a new password (hashed) and ends every session of the user, in one transaction. */
export async function setPassword(scope: TenantScope, userId: number, plain: string, actorId: number, options: { revoke: boolean; resetRequired: boolean }): Promise<void> {
  const hashed = await hashPassword(plain);
  await scope.transaction(async (inTx) => {
    await inTx.updateTable('systemUsers')
      .set({ password: hashed, passwordResetRequired: options.resetRequired, updater: String(actorId), updateTime: new Date() })
      .where('id', '=', userId)
      .where('deleted', '=', false)
      .execute();
    if (options.revoke) await revokeUserTokens(inTx, userId);
  });
}

/** Removes the user's role links (soft delete, as the rows are audited) and ends their sessions. */
export async function detachUser(scope: TenantScope, userId: number, actorId: number): Promise<void> {
  await scope.updateTable('systemUserRole')
    .set({ deleted: true, updater: String(actorId), updateTime: new Date() })
    .where('userId', '=', userId)
    .where('deleted', '=', false)
    .execute();
  await revokeUserTokens(scope, userId);
}

/** The tenant's account quota (yudao's accountCount): creating one more user than that is refused. */
/** The tenant's live accounts and its quota (none for a tenant row that does not exist: the platform's seed). */
async function quotaOf(db: Db, scope: TenantScope): Promise<{ used: number; max: number } | undefined> {
  const tenant = await db.selectFrom('systemTenant').select('accountCount').where('id', '=', scope.tenantId).executeTakeFirst();
  if (!tenant) return undefined;
  const { n } = await scope.selectFrom('systemUsers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return { used: Number(n), max: tenant.accountCount };
}

/** yudao's quota check before a new account: refused when the tenant already has its number of accounts. */
export async function assertQuota(db: Db, scope: TenantScope): Promise<void> {
  const quota = await quotaOf(db, scope);
  if (quota && quota.used >= quota.max) throw fail(UserErrors.COUNT_MAX, quota.max);
}

/**
 * The quota again after the new account's insert, in its transaction, under the tenant's quota lock: two creates at
 * once both pass assertQuota on the last free place, and only this count — which sees the other's committed row
 * once the lock is ours — refuses the second (its insert rolls back). Every way an account is made calls it.
 */
export async function confirmQuota(txScope: TenantScope): Promise<void> {
  await underLimitLock(txScope, [`user-quota:${txScope.tenantId}`], async (locked) => {
    const quota = await quotaOf(locked.db, locked);
    if (quota && quota.used > quota.max) throw fail(UserErrors.COUNT_MAX, quota.max);
  });
}

/**
 * The parameter (参数配置) that makes a password an administrator sets — a new account's, a reset, an import's initial
 * one — a temporary one: the login response then carries `isRese` and the client has the user choose their own
 * before going on. Off unless set to true.
 */
export const FORCE_PASSWORD_CHANGE_KEY = 'sys.user.force-password-change';

export async function forcePasswordChange(db: Db): Promise<boolean> {
  const row = await db.selectFrom('infraConfig').select('value').where('configKey', '=', FORCE_PASSWORD_CHANGE_KEY).where('deleted', '=', false).executeTakeFirst();
  return row?.value.trim() === 'true';
}

/** After an administrator gave the user a password: to be changed at the next sign-in, when the parameter says so. */
export async function requirePasswordChange(scope: TenantScope, userId: number): Promise<void> {
  if (!(await forcePasswordChange(scope.db))) return;
  await scope.updateTable('systemUsers').set({ passwordResetRequired: true }).where('id', '=', userId).execute();
}

/** The initial password of imported users: the `sys.user.init-password` parameter, as in yudao. */
export async function initPassword(db: Db): Promise<string> {
  const row = await db.selectFrom('infraConfig').select('value').where('configKey', '=', INIT_PASSWORD_KEY).where('deleted', '=', false).executeTakeFirst();
  return row?.value || DEFAULT_INIT_PASSWORD;
}

const ROUTE_KEYWORDS = ['type', 'title', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'errorMessage'];

/** A resource field's rules for a hand-written route's schema (Fastify's ajv knows no annotation keywords or defaults). */
export function routeField(schema: object): object {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => ROUTE_KEYWORDS.includes(keyword)));
}
