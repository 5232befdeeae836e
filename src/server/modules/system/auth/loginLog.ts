import type { Db } from '../../../db/database.ts';
import { underLimitLock } from '../../../db/limitLock.ts';
import type { LoginLogTable } from '../../../db/tables/system.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { USER_TYPE_ADMIN } from './tokenService.ts';

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

export interface LoginAttempt extends LoginChallenge {
  /**
   * Logs the attempt's outcome in its place-holder row, in one statement: an outcome written beside the place-holder
   * and the place-holder deleted after would, for a moment, count one attempt twice (a concurrent fourth attempt saw
   * three failures from two attempts).
   */
  settle(result: number, userId: number | null): Promise<void>;
  /** Takes an unsettled place-holder out of the counts (a success, an error); after settle, or again, it does nothing. */
  end(): Promise<void>;
}

/**
 * A password sign-in's challenge, and its place in the counts until its outcome is logged. Counting the failures
 * and then checking the password let ten wrong passwords sent at once all be checked before any was logged (the
 * captcha asked for none). Now the count and a place-holder row (result 100 未知异常, what it stays if the server
 * dies mid-attempt) are one step under the account's and the address's limit locks: the fourth of ten concurrent
 * attempts already counts three. An attempt that succeeds counts as a failure for those milliseconds only.
 */
export async function beginLoginAttempt(db: Db, limits: LoginLimits, entry: Omit<LoginLogEntry, 'logType' | 'userId' | 'userType' | 'result'> & { tenantId: number }): Promise<LoginAttempt> {
  const subjects = [`login:account:${entry.tenantId}:${entry.username}`, `login:ip:${entry.userIp}`];
  const { challenge, id } = await underLimitLock(new TenantScope(db, entry.tenantId), subjects, async (locked) => {
    const found = await loginChallenge(locked.db, limits, entry.tenantId, entry.username, entry.userIp);
    const row = await locked.db.insertInto('systemLoginLog').values({
      ...entry, logType: LoginLogType.USERNAME, userId: null, userType: USER_TYPE_ADMIN, result: LoginResult.UNKNOWN_ERROR,
      userAgent: entry.userAgent.slice(0, 512), username: entry.username.slice(0, 50),
    }).returning('id').executeTakeFirstOrThrow();
    return { challenge: found, id: row.id };
  });
  let ended = false;
  return {
    ...challenge,
    async settle(result, userId) {
      if (ended) return;
      ended = true;
      await db.updateTable('systemLoginLog').set({ result, userId }).where('id', '=', id).execute();
    },
    async end() {
      if (ended) return;
      ended = true;
      await db.deleteFrom('systemLoginLog').where('id', '=', id).execute();
    },
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
