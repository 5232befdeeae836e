import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_PACKAGE_MENU_IDS } from '../../src/server/seed/demo/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const PLATFORM_ONLY = { code: 403, msg: '只有平台租户可以修改共享数据' };

/**
 * Issue 14, hole 1: menus, dictionaries and configuration are shared by every tenant, so only the platform tenant
 * (tenant 1, package 0) writes them; another tenant's users may use only the menus of its tenant package, whatever
 * their roles say; hidden parameters are not there for them; tenants and packages are the platform's business.
 * Tenant 2's administrator (admin2, tenant_admin of the district package) plays the other tenant.
 */
describe('tenant isolation', () => {
  let t: TestApp;
  let admin: string;
  let admin2: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
  });
  afterAll(() => t.close());

  const as2 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin2) => t.call({ method, url: `/admin-api${url}`, token, tenantId: 2, payload });
  const permissionInfo = async (token: string, tenantId = 1) => (await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token, tenantId })).data as { roles: string[]; permissions: string[] };
  const allMenuIds = async () => (await t.db.selectFrom('systemMenu').select('id').where('deleted', '=', false).execute()).map((m) => m.id);
  const menuIdOf = async (permission: string) => (await t.db.selectFrom('systemMenu').select('id').where('permission', '=', permission).where('type', '=', 3).executeTakeFirstOrThrow()).id;
  const snapshot = async () => ({
    menus: await t.db.selectFrom('systemMenu').select(['id', 'name', 'permission', 'status', 'deleted']).orderBy('id').execute(),
    dictTypes: await t.db.selectFrom('systemDictType').selectAll().orderBy('id').execute(),
    dictData: await t.db.selectFrom('systemDictData').selectAll().orderBy('id').execute(),
    configs: await t.db.selectFrom('infraConfig').selectAll().orderBy('id').execute(),
  });

  let packages = 0;
  /** Tenant 2 on a package of every menu (its tenant_admin then holds every button): only the platform rule is left. */
  async function giveTenant2EveryMenu(): Promise<() => Promise<void>> {
    const created = await t.call({ method: 'POST', url: '/admin-api/system/tenant-package/create', token: admin, payload: { name: `全部菜单${++packages}`, status: 0, menuIds: await allMenuIds() } });
    expect(created.code).toBe(0);
    const before = (await t.call({ method: 'GET', url: '/admin-api/system/tenant/get?id=2', token: admin })).data.packageId as number;
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/tenant/update', token: admin, payload: { id: 2, packageId: created.data } })).code).toBe(0);
    return async () => {
      expect((await t.call({ method: 'PUT', url: '/admin-api/system/tenant/update', token: admin, payload: { id: 2, packageId: before } })).code).toBe(0);
    };
  }

  it("refuses another tenant's writes to menus, dictionaries and configuration, even when its package has the buttons", async () => {
    const staff = (await t.login('staff', 'staff123')).accessToken;
    const staffBefore = await permissionInfo(staff);
    const before = await snapshot();
    const restore = await giveTenant2EveryMenu();
    try {
      expect((await permissionInfo(admin2, 2)).permissions).toEqual(expect.arrayContaining(['system:menu:update', 'system:dict:create', 'infra:config:update']));
      const surveyQuery = await menuIdOf('renda:survey:query');
      const menu = (await t.call({ method: 'GET', url: `/admin-api/system/menu/get?id=${surveyQuery}`, token: admin })).data;
      // The attack of the probe: a button of tenant 1's staff role made to carry the menu-management code.
      expect(await as2('PUT', '/system/menu/update', { ...menu, permission: 'system:menu:delete' })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('POST', '/system/menu/create', { name: '越权菜单', type: 1, sort: 1, parentId: 0, path: '/x', status: 0 })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('DELETE', `/system/menu/delete?id=${surveyQuery}`)).toMatchObject(PLATFORM_ONLY);

      const dictType = before.dictTypes.find((d) => d.type === 'common_status')!;
      const dictDatum = before.dictData.find((d) => d.dictType === 'common_status')!;
      expect(await as2('POST', '/system/dict-type/create', { name: '越权字典', type: 'tenant_two_dict', status: 0 })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('PUT', '/system/dict-type/update', { id: dictType.id, name: '被改', status: 1 })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('DELETE', `/system/dict-type/delete?id=${dictType.id}`)).toMatchObject(PLATFORM_ONLY);
      expect(await as2('POST', '/system/dict-data/create', { dictType: 'common_status', label: '越权', value: '9', sort: 9, status: 0 })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('PUT', '/system/dict-data/update', { id: dictDatum.id, label: '被改' })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('DELETE', `/system/dict-data/delete?id=${dictDatum.id}`)).toMatchObject(PLATFORM_ONLY);

      const config = before.configs.find((c) => c.configKey === 'sys.user.init-password')!;
      expect(await as2('POST', '/infra/config/create', { category: 'x', name: '越权参数', key: 'tenant.two', value: '1', visible: true })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('PUT', '/infra/config/update', { id: config.id, value: 'owned' })).toMatchObject(PLATFORM_ONLY);
      expect(await as2('DELETE', `/infra/config/delete?id=${config.id}`)).toMatchObject(PLATFORM_ONLY);
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
    expect(await permissionInfo(staff)).toEqual(staffBefore);
    // The platform's own administrator still manages the shared data.
    expect((await t.call({ method: 'POST', url: '/admin-api/system/dict-type/create', token: admin, payload: { name: '平台字典', type: 'platform_dict', status: 0 } })).code).toBe(0);
  });

  it('hides the hidden parameters from every user of another tenant, and shows them to the platform', async () => {
    const hidden = await t.db.selectFrom('infraConfig').select(['id', 'configKey']).where('visible', '=', false).where('deleted', '=', false).execute();
    expect(hidden.map((c) => c.configKey)).toContain('sys.user.init-password');
    const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);

    const page = await as2('GET', '/infra/config/page?pageNo=1&pageSize=100');
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(page.data.list.length);
    expect(page.data.list.every((c: { visible: boolean }) => c.visible)).toBe(true);
    expect(keysOf(page.data.list)).not.toContain('sys.user.init-password');
    expect(await as2('GET', `/infra/config/get?id=${hidden[0].id}`)).toMatchObject({ code: 1003000000, data: null, msg: '参数配置不存在' });
    expect((await as2('GET', '/infra/config/get-value-by-key?key=sys.user.init-password')).code).toBe(1001000004);

    const exported = await t.app.inject({ method: 'GET', url: '/admin-api/infra/config/export', headers: { authorization: `Bearer ${admin2}`, 'tenant-id': '2' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const keys: unknown[] = [];
    workbook.worksheets[0].eachRow((row, n) => n > 1 && keys.push((row.values as unknown[])[4]));
    expect(keys.length).toBe(page.data.total);
    expect(keys).not.toContain('sys.user.init-password');

    const platform = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?pageNo=1&pageSize=100', token: admin });
    expect(keysOf(platform.data.list)).toContain('sys.user.init-password');
    expect((await t.call({ method: 'GET', url: `/admin-api/infra/config/get?id=${hidden[0].id}`, token: admin })).code).toBe(0);
  });

  it("limits another tenant's users to its package, whatever their roles say; super_admin there is the whole package", async () => {
    const packageCodes = new Set((await t.db.selectFrom('systemMenu').select('permission').where('id', 'in', DISTRICT_PACKAGE_MENU_IDS).where('permission', '<>', '').execute()).map((m) => m.permission));
    const info = await permissionInfo(admin2, 2);
    expect(info.roles).toEqual(['tenant_admin']);
    expect(info.permissions.length).toBeGreaterThan(0);
    expect(info.permissions.every((p) => packageCodes.has(p))).toBe(true);
    expect(info.permissions).not.toContain('system:menu:query');
    // A menu outside the package is refused though admin2 is the tenant's administrator.
    expect(await as2('GET', '/system/menu/list')).toMatchObject({ code: 403, msg: '没有该操作权限' });
    expect((await as2('GET', '/renda/survey/page?pageNo=1&pageSize=1')).code).toBe(0);
    const menuTree = JSON.stringify((await as2('GET', '/system/auth/list-menus')).data);
    expect(menuTree).toContain('system/user/index');
    expect(menuTree).not.toContain('system/menu/index');
    expect(menuTree).not.toContain('system/tenant/index');

    // A role of the tenant granted a menu outside the package before the rule (behind the API) grants nothing of it.
    const dbt = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 2).where('code', '=', 'dbt').executeTakeFirstOrThrow();
    const menuQuery = await menuIdOf('system:menu:query');
    await t.db.insertInto('systemRoleMenu').values([{ tenantId: 2, roleId: dbt.id, menuId: 102 }, { tenantId: 2, roleId: dbt.id, menuId: menuQuery }]).execute();
    const superAdmin = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 2).where('code', '=', 'super_admin').executeTakeFirstOrThrow();
    const links = await t.db.insertInto('systemUserRole').values([{ tenantId: 2, userId: 200, roleId: dbt.id }, { tenantId: 2, userId: 200, roleId: superAdmin.id }]).returning('id').execute();
    t.app.authorization.clear();
    const powered = await permissionInfo(admin2, 2);
    expect(powered.roles).toEqual(expect.arrayContaining(['super_admin', 'dbt', 'tenant_admin']));
    expect(powered.permissions).not.toContain('*:*:*');
    expect(powered.permissions).not.toContain('system:menu:query');
    expect(powered.permissions.every((p) => packageCodes.has(p))).toBe(true);
    expect(await as2('GET', '/system/menu/list')).toMatchObject({ code: 403, msg: '没有该操作权限' });
    expect(await as2('GET', '/system/tenant/page?pageNo=1&pageSize=10')).toMatchObject({ code: 403 });
    // The platform's super admin keeps everything.
    expect((await permissionInfo(admin)).permissions).toContain('*:*:*');
    await t.db.deleteFrom('systemUserRole').where('id', 'in', links.map((l) => l.id)).execute();
    t.app.authorization.clear();
  });

  it('grants in another tenant only menus of its package, and offers only those', async () => {
    const role = await as2('POST', '/system/role/create', { name: '区联络员', code: 'district_liaison', sort: 5, status: 0 });
    expect(role.code).toBe(0);
    const inside = [1, 120, await menuIdOf('renda:survey:query')];
    const outside = [102, await menuIdOf('system:menu:update')];
    expect(await as2('POST', '/system/permission/assign-role-menu', { roleId: role.data, menuIds: [...inside, ...outside] }))
      .toMatchObject({ code: 403, data: null, msg: `菜单不在本租户的套餐内，不能授予：${outside.join(', ')}` });
    const granted = async () => (await as2('GET', `/system/permission/list-role-resources?roleId=${role.data}`)).data as number[];
    expect(await granted()).toEqual([]);
    expect((await as2('POST', '/system/permission/assign-role-menu', { roleId: role.data, menuIds: inside })).code).toBe(0);
    expect(await granted()).toEqual([...inside].sort((a, b) => a - b));

    // The grant dialog's tree: the package's enabled menus, nothing else.
    const offered = (await as2('GET', '/system/menu/list-all-simple')).data.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b);
    expect(offered).toEqual([...DISTRICT_PACKAGE_MENU_IDS].sort((a, b) => a - b));
    const tenantAdmin = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 2).where('code', '=', 'tenant_admin').executeTakeFirstOrThrow();
    expect((await as2('GET', `/system/permission/list-role-resources?roleId=${tenantAdmin.id}`)).data).toEqual(offered);
    // The platform is not limited.
    expect((await t.call({ method: 'GET', url: '/admin-api/system/menu/list-all-simple', token: admin })).data.length).toBeGreaterThan(offered.length);
  });

  it('keeps the tenant and tenant package screens to the platform tenant', async () => {
    const restore = await giveTenant2EveryMenu();
    try {
      expect((await permissionInfo(admin2, 2)).permissions).toEqual(expect.arrayContaining(['system:tenant:query', 'system:tenant-package:create']));
      const tenants = { code: 403, data: null, msg: '只有平台租户可以管理租户' };
      const packages = { code: 403, data: null, msg: '只有平台租户可以管理租户套餐' };
      expect(await as2('GET', '/system/tenant/page?pageNo=1&pageSize=10')).toMatchObject(tenants);
      expect(await as2('GET', '/system/tenant/get?id=2')).toMatchObject(tenants);
      expect(await as2('GET', '/system/tenant/export-excel')).toMatchObject(tenants);
      expect(await as2('POST', '/system/tenant/create', { name: '越权租户' })).toMatchObject(tenants);
      expect(await as2('PUT', '/system/tenant/update', { id: 2, accountCount: 100000 })).toMatchObject(tenants);
      expect(await as2('DELETE', '/system/tenant/delete?id=1')).toMatchObject(tenants);
      expect(await as2('GET', '/system/tenant-package/page?pageNo=1&pageSize=10')).toMatchObject(packages);
      expect(await as2('GET', '/system/tenant-package/get-simple-list')).toMatchObject(packages);
      expect(await as2('GET', '/system/tenant-package/get?id=1')).toMatchObject(packages);
      expect(await as2('POST', '/system/tenant-package/create', { name: '越权套餐', status: 0, menuIds: [] })).toMatchObject(packages);
      expect(await as2('PUT', '/system/tenant-package/update', { id: 1, menuIds: await allMenuIds() })).toMatchObject(packages);
      expect(await as2('DELETE', '/system/tenant-package/delete?id=1')).toMatchObject(packages);
    } finally {
      await restore();
    }
    expect((await t.db.selectFrom('systemTenant').select('accountCount').where('id', '=', 2).executeTakeFirstOrThrow()).accountCount).toBe(100);
  });

  it('lists the platform-only routes in the route table, for the permission matrix', () => {
    const platformOnly = t.app.routeTable.filter((r) => r.platformOnly).map((r) => `${r.method} ${r.url}`);
    expect(platformOnly).toEqual(expect.arrayContaining([
      'PUT /admin-api/system/menu/update', 'POST /admin-api/system/dict-type/create', 'DELETE /admin-api/system/dict-data/delete',
      'PUT /admin-api/infra/config/update', 'GET /admin-api/system/tenant/page', 'GET /admin-api/system/tenant-package/get-simple-list',
    ]));
    expect(platformOnly).not.toContain('GET /admin-api/infra/config/page');
    expect(platformOnly).not.toContain('POST /admin-api/system/role/create');
  });
});
