import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../db/database.ts';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';

export interface CaptchaImage {
  enable: boolean;
  uuid: string | null;
  /** Base64 without a data-URI prefix, as yudao sends it; ours is an SVG (the client detects the type). */
  img: string | null;
}

/**
 * Image captcha of yudao v1.6.2. Codes live in the database, not in memory, so that any server instance can check a
 * captcha another one issued. Each code is usable once and expires.
 */
export async function createCaptcha(db: Db, ttlSeconds: number): Promise<CaptchaImage> {
  const captcha = svgCaptcha.create({
    size: 4,
    width: 160,
    height: 60,
    fontSize: 56,
    noise: 3,
    color: true,
    background: '#f4f6fb',
    // Characters people confuse (0/O, 1/l/I) are left out: a captcha should stop robots, not deputies.
    ignoreChars: '0oO1lIi',
  });
  const uuid = randomUUID().replace(/-/g, '');
  const now = Date.now();
  await db.deleteFrom('systemCaptcha').where('expiresTime', '<', new Date(now)).execute();
  await db.insertInto('systemCaptcha')
    .values({ uuid, code: captcha.text.toLowerCase(), expiresTime: new Date(now + ttlSeconds * 1000) })
    .execute();
  return { enable: true, uuid, img: Buffer.from(captcha.data, 'utf8').toString('base64') };
}

/** Checks and consumes a captcha: whatever the outcome, the same uuid never works twice. */
export async function verifyCaptcha(db: Db, uuid: string | undefined, code: string | undefined): Promise<void> {
  if (!uuid) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_NOT_FOUND);
  const row = await db.deleteFrom('systemCaptcha').where('uuid', '=', uuid).returning(['code', 'expiresTime']).executeTakeFirst();
  if (!row) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_NOT_FOUND);
  if (row.expiresTime.getTime() <= Date.now()) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_EXPIRED);
  if ((code ?? '').trim().toLowerCase() !== row.code) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_CODE_ERROR);
}
