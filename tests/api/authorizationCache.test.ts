import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The request filter remembers tenants, user roles and role permissions for AUTH_CACHE_TTL_SECONDS. A change made
 * through the API on this instance is seen by the very next request; a change made elsewhere (another instance, or
 * by hand in the database) within the time-to-live; the access token is never cached (logout works at once).
 */
describe('authorization cache', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ authCacheTtlSeconds: 1 });
    admin = (await t.login('admin', 'admin123')).accessToken;
  });
  afterAll(() => t.close());

  const surveys = (token: string) => t.call({ method: 'GET', url: '/admin-api/renda/survey/page?pageNo=1&pageSize=1', token });
  const dbtRole = async () => (await t.db.selectFrom('systemRole').select('id').where('code', '=', 'dbt').where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;
  const grantedMenus = async (roleId: number) => (await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${roleId}`, token: admin })).data as number[];
  const menusOf = async (permission: string) => (await t.db.selectFrom('systemMenu').select('id').where('permission', '=', permission).execute()).map((m) => m.id);
  const assignMenus = (roleId: number, menuIds: number[]) => t.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token: admin, payload: { roleId, menuIds } });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('sees a grant withdrawn through the API on the next request, and given back the same way', async () => {
    const staff = (await t.login('staff', 'staff123')).accessToken;
    expect((await surveys(staff)).code).toBe(0);
    const role = await dbtRole();
    const before = await grantedMenus(role);
    const query = await menusOf('renda:survey:query');
    expect((await assignMenus(role, before.filter((id) => !query.includes(id)))).code).toBe(0);
    expect((await surveys(staff)).code).toBe(403);
    expect((await assignMenus(role, before)).code).toBe(0);
    expect((await surveys(staff)).code).toBe(0);
  });

  it('sees a role taken away behind the API within the time-to-live', async () => {
    const staff = await t.login('staff', 'staff123');
    expect((await surveys(staff.accessToken)).code).toBe(0);
    await t.db.updateTable('systemUserRole').set({ deleted: true }).where('userId', '=', staff.userId).execute();
    try {
      expect((await surveys(staff.accessToken)).code).toBe(0); // still remembered
      await sleep(1100);
      expect((await surveys(staff.accessToken)).code).toBe(403);
    } finally {
      await t.db.updateTable('systemUserRole').set({ deleted: false }).where('userId', '=', staff.userId).execute();
      t.app.authorization.clear();
    }
    expect((await surveys(staff.accessToken)).code).toBe(0);
  });

  it('never caches the access token: a logged-out token stops working at once', async () => {
    const staff = (await t.login('staff', 'staff123')).accessToken;
    expect((await surveys(staff)).code).toBe(0);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: staff })).code).toBe(0);
    expect((await surveys(staff)).code).toBe(401);
  });
});
