import { sql } from 'kysely';
import { affected, type JobHandler } from './registry.ts';

/**
 * Removes expired access and refresh tokens and captchas of every tenant. A maintenance statement over all tenants
 * on purpose (no request, no tenant), so plain SQL rather than the tenant scope. Retired refresh tokens stay until
 * they expire: presenting one again must still revoke its family (architecture.md, Sessions).
 */
export const tokenCleanJob: JobHandler = {
  name: 'tokenCleanJob',
  title: '清理过期的访问令牌、刷新令牌和验证码',
  async run({ db }) {
    const access = affected(await sql`delete from system_oauth2_access_token where expires_time < now()`.execute(db));
    const refresh = affected(await sql`delete from system_oauth2_refresh_token where expires_time < now()`.execute(db));
    const captchas = affected(await sql`delete from system_captcha where expires_time < now()`.execute(db));
    return `删除过期访问令牌 ${access} 个、刷新令牌 ${refresh} 个、验证码 ${captchas} 个`;
  },
};
