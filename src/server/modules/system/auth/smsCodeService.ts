import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { underLimitLock } from '../../../db/limitLock.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { startOfWallClockDay } from '../../../wallClock.ts';
import { SmsErrors } from './signInErrors.ts';

/** yudao's SmsSceneEnum: the scene of a code and the template its text comes from. */
export const SMS_SCENES: Record<number, string> = {
  1: 'user-sms-login', 2: 'user-update-mobile', 3: 'user-update-password', 4: 'user-reset-password',
  21: 'admin-sms-login', 22: 'admin-sms-register', 23: 'admin-reset-password',
};
export const SCENE_ADMIN_LOGIN = 21;

/** Wrong codes a code survives: a six-digit code must not be guessed within its five minutes. */
export const SMS_CODE_MAX_FAILURES = 5;

export interface SmsCodeLimits {
  smsCodeExpireSeconds: number;
  smsCodeResendSeconds: number;
  smsCodeDailyLimitPerMobile: number;
  smsCodeDailyLimitPerIp: number;
}

/** Kept as a digest bound to the tenant and mobile: the table never holds a code that works. */
const hashOf = (tenantId: number, mobile: string, code: string): string =>
  createHash('sha256').update(`${tenantId}:${mobile}:${code}`).digest('hex');

/**
 * yudao's SmsCodeService.createSmsCode with its limits made real: at most one code a mobile per resend interval,
 * a daily number per mobile and per address (yudao's TODO). The counts and the new code's row are one step under
 * the mobile's and the address's limit locks: sends at once see each other's codes. Returns the new code, which
 * only the SMS text carries.
 */
export async function createSmsCode(scope: TenantScope, limits: SmsCodeLimits, mobile: string, scene: number, ip: string): Promise<string> {
  const subjects = [`sms-code:mobile:${scope.tenantId}:${mobile}`, `sms-code:ip:${scope.tenantId}:${ip}`];
  return underLimitLock(scope, subjects, async (txScope) => {
    const last = await txScope.selectFrom('systemSmsCode').select('createTime').where('mobile', '=', mobile).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (last && Date.now() - last.createTime.getTime() < limits.smsCodeResendSeconds * 1000) throw fail(SmsErrors.CODE_SEND_TOO_FAST);
    const today = startOfWallClockDay(); // the users' day, not the server process's
    const count = (column: 'mobile' | 'createIp', value: string) =>
      txScope.selectFrom('systemSmsCode').select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value).where('createTime', '>=', today).executeTakeFirstOrThrow().then((r) => Number(r.n));
    if ((await count('mobile', mobile)) >= limits.smsCodeDailyLimitPerMobile) throw fail(SmsErrors.CODE_EXCEED_SEND_MAXIMUM_QUANTITY_PER_DAY);
    if ((await count('createIp', ip)) >= limits.smsCodeDailyLimitPerIp) throw fail(SmsErrors.CODE_EXCEED_PER_IP);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await txScope.insertInto('systemSmsCode', { mobile, codeHash: hashOf(scope.tenantId, mobile, code), scene, createIp: ip }).execute();
    return code;
  });
}

/**
 * yudao's useSmsCode: the mobile's latest code of the scene must exist, be fresh, unused and match; it is then
 * spent. Each attempt first takes one of the code's SMS_CODE_MAX_FAILURES tries in a single statement, so guesses
 * sent at once cannot all be compared before any is counted: the sixth attempt, however they race, finds the code
 * spent.
 */
export async function useSmsCode(scope: TenantScope, limits: SmsCodeLimits, mobile: string, code: string, scene: number, ip: string): Promise<void> {
  const last = await scope.selectFrom('systemSmsCode').select(['id', 'codeHash', 'used', 'createTime'])
    .where('mobile', '=', mobile).where('scene', '=', scene).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!last) throw fail(SmsErrors.CODE_NOT_FOUND);
  if (Date.now() - last.createTime.getTime() >= limits.smsCodeExpireSeconds * 1000) throw fail(SmsErrors.CODE_EXPIRED);
  if (last.used) throw fail(SmsErrors.CODE_USED);
  const attempt = await scope.updateTable('systemSmsCode')
    .set((eb) => ({ failCount: eb('failCount', '+', 1) }))
    .where('id', '=', last.id).where('used', '=', false).where('failCount', '<', SMS_CODE_MAX_FAILURES)
    .returning('failCount').executeTakeFirst();
  if (!attempt) throw fail(SmsErrors.CODE_USED);
  const given = Buffer.from(hashOf(scope.tenantId, mobile, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(last.codeHash))) {
    if (attempt.failCount >= SMS_CODE_MAX_FAILURES) await scope.updateTable('systemSmsCode').set({ used: true }).where('id', '=', last.id).execute();
    throw fail(SmsErrors.CODE_ERROR);
  }
  // Of two sign-ins with one code exactly one spends it.
  const spent = await scope.updateTable('systemSmsCode').set({ used: true, usedTime: new Date(), usedIp: ip })
    .where('id', '=', last.id).where('used', '=', false).executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw fail(SmsErrors.CODE_USED);
}
