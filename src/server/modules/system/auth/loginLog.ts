import type { Db } from '../../../db/database.ts';

/** Values of the system_login_type and system_login_result dictionaries. */
export const LoginLogType = { USERNAME: 100, SOCIAL: 101, MOBILE: 103, LOGOUT_SELF: 200, LOGOUT_DELETE: 202 } as const;
export const LoginResult = { SUCCESS: 0, BAD_CREDENTIALS: 10, USER_DISABLED: 20, CAPTCHA_NOT_FOUND: 30, CAPTCHA_CODE_ERROR: 31, UNKNOWN_ERROR: 100 } as const;

export interface LoginLogEntry {
  tenantId: number | null;
  logType: number;
  userId: number | null;
  userType: number;
  username: string;
  result: number;
  userIp: string;
  userAgent: string;
}

export async function writeLoginLog(db: Db, entry: LoginLogEntry): Promise<void> {
  await db.insertInto('systemLoginLog').values({ ...entry, userAgent: entry.userAgent.slice(0, 512), username: entry.username.slice(0, 50) }).execute();
}

export interface LoginLimits {
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginLockMinutes: number;
}

/**
 * Counts recent failed sign-ins from the login log, per account (within the tenant) and per address. Kept in the
 * database rather than in memory so that every server instance enforces the same limit.
 */
export async function isLoginLocked(db: Db, limits: LoginLimits, tenantId: number, username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - limits.loginLockMinutes * 60_000);
  const failures = (q: ReturnType<typeof base>) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  const base = () =>
    db.selectFrom('systemLoginLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createTime', '>=', since)
      .where('logType', '=', LoginLogType.USERNAME)
      .where('result', '<>', LoginResult.SUCCESS);
  // A successful sign-in clears the account's count; the per-address count keeps running (spraying many accounts).
  const lastSuccess = await db.selectFrom('systemLoginLog')
    .select((eb) => eb.fn.max('createTime').as('at'))
    .where('tenantId', '=', tenantId)
    .where('username', '=', username)
    .where('logType', '=', LoginLogType.USERNAME)
    .where('result', '=', LoginResult.SUCCESS)
    .where('createTime', '>=', since)
    .executeTakeFirst();
  const accountSince = lastSuccess?.at ? new Date(lastSuccess.at) : since;
  const [byAccount, byIp] = await Promise.all([
    failures(base().where('tenantId', '=', tenantId).where('username', '=', username).where('createTime', '>', accountSince)),
    failures(base().where('userIp', '=', ip)),
  ]);
  return byAccount >= limits.loginMaxFailuresPerAccount || byIp >= limits.loginMaxFailuresPerIp;
}
