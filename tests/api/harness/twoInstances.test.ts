import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { onPostgres } from '../../support/testDatabase.ts';

/**
 * Two server instances on one PostgreSQL (issue #14), as behind a load balancer: sessions, sign-out, cached
 * permissions and disabled accounts must agree between them. Each instance caches authorization facts for
 * AUTH_CACHE_TTL_SECONDS (1 s here), so a change made on one is awaited on the other by polling, up to that long
 * plus a margin. (Two instances starting together on an empty database: tests/api/operations.test.ts.)
 */
const TTL_SECONDS = 1;
const MARGIN_MS = 4_000;

/** Polls until `done` holds, at most `ms`; returns how long it took, or throws with the last answer. */
async function within<T>(ms: number, probe: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const start = Date.now();
  let last: T = await probe();
  while (!done(last)) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms; last answer: ${JSON.stringify(last).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
  return Date.now() - start;
}

describe.skipIf(!onPostgres())('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let adminOnA: string;

  beforeAll(async () => {
    a = await createTestApp({ authCacheTtlSeconds: TTL_SECONDS });
    b = await createTestApp({ authCacheTtlSeconds: TTL_SECONDS }, a.database);
    adminOnA = (await a.login()).accessToken;
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  const info = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });

  it('honours a token the other instance issued', async () => {
    const session = await a.login('deputy1', 'deputy123');
    const res = await info(b, session.accessToken);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.user.nickname).toBeTruthy();
  });

  it('refuses a token at once after a sign-out on the other instance', async () => {
    const { accessToken } = await b.login('deputy1', 'deputy123');
    expect((await info(b, accessToken)).code).toBe(0); // warm anything b might cache
    const out = await a.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: accessToken });
    expect(out.code, out.msg).toBe(0);
    expect((await info(b, accessToken)).code).toBe(401);
  });

  it("sees a role's permission change made on the other instance within the cache time", async () => {
    const staffOnB = (await b.login('staff', 'staff123')).accessToken;
    const page = () => b.call({ method: 'GET', url: '/admin-api/renda/survey/page', token: staffOnB });
    expect((await page()).code, 'staff (dbt) may list surveys').toBe(0);
    const role = await a.db.selectFrom('systemRole').select('id').where('code', '=', 'dbt').where('tenantId', '=', 1).executeTakeFirstOrThrow();
    const revoked = await a.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token: adminOnA, payload: { roleId: role.id, menuIds: [] } });
    expect(revoked.code, revoked.msg).toBe(0);
    await within(TTL_SECONDS * 1000 + MARGIN_MS, page, (res) => res.code === 403);
  });

  it('refuses a user disabled on the other instance', async () => {
    const session = await b.login('deputy2', 'deputy123');
    expect((await info(b, session.accessToken)).code).toBe(0);
    const disabled = await a.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: adminOnA, payload: { id: session.userId, status: 1 } });
    expect(disabled.code, disabled.msg).toBe(0);
    await within(TTL_SECONDS * 1000 + MARGIN_MS, () => info(b, session.accessToken), (res) => res.code !== 0);
    // and signing in again is refused there too
    const again = await b.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'deputy2', password: 'deputy123' } });
    expect(again.code).not.toBe(0);
  });
});
