import type { Db } from '../../../db/database.ts';
import type { LoginLogTable } from '../../../db/tables/system.ts';

/**
 * Values of the system_login_type and system_login_result dictionaries.
 * SSO (105, ours): an OAuth2 application signed the user in through us (its code exchanged; docs/sign-in.md).
 */
export const LoginLogType = { USERNAME: 100, SOCIAL: 101, MOBILE: 103, SSO: 105, LOGOUT_SELF: 200, LOGOUT_DELETE: 202 } as const;
export const LoginResult = { SUCCESS: 0, BAD_CREDENTIALS: 10, USER_DISABLED: 20, CAPTCHA_NOT_FOUND: 30, CAPTCHA_CODE_ERROR: 31, UNKNOWN_ERROR: 100 } as const;

/** A row of the login log as written: its columns, less the ones the database fills. */
export type LoginLogEntry = Omit<LoginLogTable, 'id' | 'createTime'>;

export async function writeLoginLog(db: Db, entry: LoginLogEntry): Promise<void> {
  await db.insertInto('systemLoginLog').values({ ...entry, userAgent: entry.userAgent.slice(0, 512), username: entry.username.slice(0, 50) }).execute();
}

export interface LoginLimits {
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginFailureWindowMinutes: number;
  loginFailureDelayMs: number;
  loginFailureDelayMaxMs: number;
}

export interface LoginChallenge {
  /** Recent failures of the account (since its last success) or of the address, whichever is more. */
  failures: number;
  /** Too many of them: this sign-in must carry a valid captcha, whatever CAPTCHA_ENABLED says. */
  captchaRequired: boolean;
}

const windowStart = (limits: LoginLimits) => new Date(Date.now() - limits.loginFailureWindowMinutes * 60_000);

/**
 * Counts recent failed sign-ins from the login log, per account (within the tenant) and per address. Kept in the
 * database rather than in memory so that every server instance sees the same counts. Nothing is ever locked: many
 * people may share one address (an office behind NAT), so too many failures ask for the captcha instead.
 */
export async function loginChallenge(db: Db, limits: LoginLimits, tenantId: number, username: string, ip: string): Promise<LoginChallenge> {
  const since = windowStart(limits);
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
  return {
    failures: Math.max(byAccount, byIp),
    captchaRequired: byAccount >= limits.loginMaxFailuresPerAccount || byIp >= limits.loginMaxFailuresPerIp,
  };
}

/** How long a failed sign-in waits before it answers: longer with each recent failure, within a bound. */
export const failureDelayMs = (limits: LoginLimits, failures: number): number =>
  Math.min(limits.loginFailureDelayMaxMs, limits.loginFailureDelayMs * failures);

/**
 * Whether the address was recently told to solve a captcha (a CAPTCHA_NOT_FOUND sign-in in the window). The
 * captcha image endpoint then hands out an image even when the captcha is switched off, so a yudao client (which
 * shows the captcha field when `enable` is true and reloads it after a failed sign-in) can comply.
 */
export async function addressAskedForCaptcha(db: Db, limits: LoginLimits, ip: string): Promise<boolean> {
  const row = await db.selectFrom('systemLoginLog')
    .select('id')
    .where('userIp', '=', ip)
    .where('createTime', '>=', windowStart(limits))
    .where('logType', '=', LoginLogType.USERNAME)
    .where('result', '=', LoginResult.CAPTCHA_NOT_FOUND)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
