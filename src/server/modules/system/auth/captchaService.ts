import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../db/database.ts';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';

export interface CaptchaImage {
  enable: boolean;
  uuid: string | null;
  /**
   * A PNG as base64 without a data-URI prefix, as yudao sends it: the vue2 client shows it as
   * `"data:image/gif;base64," + img`, which browsers draw because they sniff raster formats whatever the label.
   */
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
  return { enable: true, uuid, img: rasterise(captcha.data).toString('base64') };
}

/**
 * svg-captcha draws its characters as paths (no fonts needed); resvg turns that into a PNG, because a yudao client
 * labels the image as GIF and a browser draws no SVG under a raster label.
 */
function rasterise(svg: string): Buffer {
  return new Resvg(svg).render().asPng();
}

/** Checks and consumes a captcha: whatever the outcome, the same uuid never works twice. */
export async function verifyCaptcha(db: Db, uuid: string | undefined, code: string | undefined): Promise<void> {
  if (!uuid) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_NOT_FOUND);
  const row = await db.deleteFrom('systemCaptcha').where('uuid', '=', uuid).returning(['code', 'expiresTime']).executeTakeFirst();
  if (!row) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_NOT_FOUND);
  if (row.expiresTime.getTime() <= Date.now()) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_EXPIRED);
  if ((code ?? '').trim().toLowerCase() !== row.code) throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_CODE_ERROR);
}
