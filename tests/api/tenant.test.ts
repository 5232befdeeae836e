import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tenantPackageMigration from '../../src/server/db/migrations/0005_tenant_package.ts';
import { DISTRICT_PACKAGE_MENU_IDS } from '../../src/server/seed/demo/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Tenants and tenant packages (/system/tenant, /system/tenant-package, API-CONTRACT §3.7) as the platform's
 * administrator manages them: a new tenant comes with its administrator, whose menus are the package's; a package
 * change reaches every tenant that has it; the platform tenant and a package in use stay.
 */
describe('tenants and tenant packages', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin, tenantId = 1) =>
    t.call({ method, url: `/admin-api${url}`, token, tenantId, payload });
  const menuIdOf = async (permission: string, type = 3) => (await t.db.selectFrom('systemMenu').select('id').where('permission', '=', permission).where('type', '=', type).executeTakeFirstOrThrow()).id;
  const YEAR = 365 * 24 * 3600 * 1000;
  let surveyMenus: number[];
  let userMenus: number[];

  beforeAll(async () => {
    // 履职管理 › 问卷管理 with its query button; 系统管理 › 用户管理 with its query button.
    surveyMenus = [1, 120, await menuIdOf('renda:survey:query')];
    userMenus = [3, 100, await menuIdOf('system:user:query')];
  });

  const createPackage = async (name: string, menuIds: number[]) => {
    const res = await call('POST', '/system/tenant-package/create', { name, status: 0, remark: '测试', menuIds });
    expect(res.code).toBe(0);
    return res.data as number;
  };
  const tenantBody = (name: string, packageId: number, username = 'boss1') => ({
    name, contactName: '王联系', contactMobile: '13700000001', status: 0, packageId, expireTime: Date.now() + YEAR, accountCount: 5, username, password: 'boss123',
  });

  it('creates, reads, lists and updates packages, refusing duplicate names and unknown menus', async () => {
    const id = await createPackage('乡镇人大套餐', surveyMenus);
    expect((await call('GET', `/system/tenant-package/get?id=${id}`)).data).toMatchObject({ id, name: '乡镇人大套餐', status: 0, menuIds: surveyMenus });
    expect(await call('POST', '/system/tenant-package/create', { name: '乡镇人大套餐', status: 0, menuIds: [] })).toMatchObject({ code: 1002016003, data: null, msg: '已经存在该名字的租户套餐' });
    expect(await call('POST', '/system/tenant-package/create', { name: '坏套餐', status: 0, menuIds: [1, 987654] })).toMatchObject({ code: 1002001003, msg: '菜单不存在：987654' });
    expect((await call('POST', '/system/tenant-package/create', { name: '缺菜单', status: 0 })).code).toBe(400);
    expect((await call('PUT', '/system/tenant-package/update', { id, remark: '改过' })).code).toBe(0);
    expect((await call('GET', `/system/tenant-package/get?id=${id}`)).data).toMatchObject({ remark: '改过', menuIds: surveyMenus });
    const page = await call('GET', '/system/tenant-package/page?pageNo=1&pageSize=10&name=人大');
    expect(page.data.list.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['乡镇人大套餐', '区县人大套餐']));
    const simple = await call('GET', '/system/tenant-package/get-simple-list');
    expect(simple.data).toEqual(expect.arrayContaining([{ id, name: '乡镇人大套餐' }]));
  });

  it('creates a tenant with its administrator, who signs in with only the package menus', async () => {
    const packageId = await createPackage('问卷套餐', surveyMenus);
    const created = await call('POST', '/system/tenant/create', tenantBody('青山区人大', packageId));
    expect(created.code).toBe(0);
    const tenantId = created.data as number;
    const got = (await call('GET', `/system/tenant/get?id=${tenantId}`)).data;
    expect(got).toMatchObject({ id: tenantId, name: '青山区人大', contactName: '王联系', packageId, packageName: '问卷套餐', accountCount: 5, status: 0 });
    expect(got).not.toHaveProperty('password');
    expect(got).not.toHaveProperty('username');

    const boss = await t.login('boss1', 'boss123', tenantId);
    const info = await call('GET', '/system/auth/get-permission-info', undefined, boss.accessToken, tenantId);
    expect(info.data.roles).toEqual(['tenant_admin']);
    expect(info.data.permissions).toEqual(['renda:survey:query']);
    expect((await call('GET', '/renda/survey/page?pageNo=1&pageSize=1', undefined, boss.accessToken, tenantId)).code).toBe(0);
    expect((await call('GET', '/system/user/page?pageNo=1&pageSize=1', undefined, boss.accessToken, tenantId)).code).toBe(403);
    // The password is stored as a hash, the user belongs to the new tenant only.
    const user = await t.db.selectFrom('systemUsers').select(['password', 'tenantId', 'nickname', 'mobile']).where('username', '=', 'boss1').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ tenantId, nickname: '王联系', mobile: '13700000001' });
    expect(user.password).not.toContain('boss123');
    await expect(t.login('boss1', 'boss123', 1)).rejects.toThrow();
  });

  it('refuses a tenant without an administrator, with a disabled or unknown package, or a duplicate name, writing nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('systemTenant').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const packageId = await createPackage('停用套餐', surveyMenus);
    expect((await call('PUT', '/system/tenant-package/update', { id: packageId, status: 1 })).code).toBe(0);
    const { username: _u, password: _p, ...noAdmin } = tenantBody('无管理员', packageId);
    const missing = await call('POST', '/system/tenant/create', noAdmin);
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('用户名称不能为空');
    expect(await call('POST', '/system/tenant/create', tenantBody('停用套餐区', packageId, 'boss2'))).toMatchObject({ code: 1002016002, msg: '名字为【停用套餐】的租户套餐已被禁用' });
    expect(await call('POST', '/system/tenant/create', tenantBody('无套餐区', 987654, 'boss3'))).toMatchObject({ code: 1002016000, msg: '租户套餐不存在' });
    expect(await call('POST', '/system/tenant/create', tenantBody('平台套餐区', 0, 'boss4'))).toMatchObject({ code: 1002016000, msg: '租户套餐不存在' });
    expect(await call('POST', '/system/tenant/create', tenantBody('区人大常委会', 1, 'boss5'))).toMatchObject({ code: 1002015004, msg: '名字为【区人大常委会】的租户已存在' });
    expect(await count()).toBe(before);
    expect(await t.db.selectFrom('systemUsers').select('id').where('username', 'in', ['boss2', 'boss3', 'boss4', 'boss5']).execute()).toEqual([]);
  });

  it("passes a package's menus on to every tenant that has it, and a tenant's new package to its roles", async () => {
    // Roles may be made and granted there, by the tenant's administrator.
    const roleMenus = [101, await menuIdOf('system:role:create'), await menuIdOf('system:permission:assign-role-menu')];
    const packageId = await createPackage('变更套餐', [...surveyMenus, ...userMenus, ...roleMenus]);
    const tenantId = (await call('POST', '/system/tenant/create', tenantBody('变更区人大', packageId, 'boss6'))).data as number;
    const boss = (await t.login('boss6', 'boss123', tenantId)).accessToken;
    const permissions = async () => ((await call('GET', '/system/auth/get-permission-info', undefined, boss, tenantId)).data.permissions as string[]).sort();
    const roleCodes = ['system:permission:assign-role-menu', 'system:role:create', 'system:role:query'];
    expect(await permissions()).toEqual(['renda:survey:query', ...roleCodes, 'system:user:list', 'system:user:query']);
    // A custom role of the tenant granted both.
    const role = (await call('POST', '/system/role/create', { name: '联络员', code: 'liaison', sort: 3, status: 0 }, boss, tenantId)).data as number;
    expect((await call('POST', '/system/permission/assign-role-menu', { roleId: role, menuIds: [...surveyMenus, ...userMenus] }, boss, tenantId)).code).toBe(0);

    expect((await call('PUT', '/system/tenant-package/update', { id: packageId, menuIds: [...userMenus, ...roleMenus] })).code).toBe(0);
    expect(await permissions()).toEqual([...roleCodes, 'system:user:list', 'system:user:query']);
    expect((await call('GET', '/renda/survey/page?pageNo=1&pageSize=1', undefined, boss, tenantId)).code).toBe(403);
    const granted = (await call('GET', `/system/permission/list-role-resources?roleId=${role}`, undefined, boss, tenantId)).data;
    expect(granted).toEqual(userMenus);
    const stored = await t.db.selectFrom('systemRoleMenu').select('menuId').where('roleId', '=', role).where('deleted', '=', false).execute();
    expect(stored.map((r) => r.menuId).sort((a, b) => a - b)).toEqual(userMenus);

    // Another package for the tenant: its administrator follows at once.
    const other = await createPackage('另一个套餐', surveyMenus);
    expect((await call('PUT', '/system/tenant/update', { id: tenantId, packageId: other })).code).toBe(0);
    expect(await permissions()).toEqual(['renda:survey:query']);
    expect((await t.db.selectFrom('systemRoleMenu').select('id').where('roleId', '=', role).where('deleted', '=', false).execute())).toEqual([]);
    expect((await call('GET', `/system/tenant/get?id=${tenantId}`)).data).toMatchObject({ packageId: other, packageName: '另一个套餐', name: '变更区人大' });
  });

  it('neither changes nor deletes the platform tenant, nor deletes a package in use', async () => {
    const platform = { code: 1002015003, data: null, msg: '系统租户不能进行修改、删除等操作！' };
    expect(await call('PUT', '/system/tenant/update', { id: 1, name: '改名' })).toMatchObject(platform);
    expect(await call('PUT', '/system/tenant/update', { id: 1, status: 1 })).toMatchObject(platform);
    expect(await call('DELETE', '/system/tenant/delete?id=1')).toMatchObject(platform);
    expect(await t.db.selectFrom('systemTenant').select(['name', 'status', 'deleted', 'packageId']).where('id', '=', 1).executeTakeFirstOrThrow())
      .toEqual({ name: '市人大常委会', status: 0, deleted: false, packageId: 0 });

    const district = (await call('GET', '/system/tenant/get?id=2')).data.packageId as number;
    expect(await call('DELETE', `/system/tenant-package/delete?id=${district}`)).toMatchObject({ code: 1002016001, data: null, msg: '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除' });
    const unused = await createPackage('闲置套餐', surveyMenus);
    expect((await call('DELETE', `/system/tenant-package/delete?id=${unused}`)).code).toBe(0);
    expect((await call('GET', `/system/tenant-package/get?id=${unused}`)).code).toBe(1003000000);
  });

  it('deletes a tenant, whose users can no longer sign in', async () => {
    const packageId = await createPackage('删除用套餐', surveyMenus);
    const tenantId = (await call('POST', '/system/tenant/create', tenantBody('将删除区', packageId, 'boss7'))).data as number;
    const boss = (await t.login('boss7', 'boss123', tenantId)).accessToken;
    expect((await call('DELETE', `/system/tenant/delete?id=${tenantId}`)).code).toBe(0);
    expect(await call('GET', '/system/auth/get-permission-info', undefined, boss, tenantId)).toMatchObject({ code: 1002015000, msg: '租户不存在' });
    // Its package is free again.
    expect((await call('DELETE', `/system/tenant-package/delete?id=${packageId}`)).code).toBe(0);
  });

  it('pages tenants with filters and exports them with Chinese headers', async () => {
    const page = await call('GET', `/system/tenant/page?pageNo=1&pageSize=10&name=${encodeURIComponent('人大常委会')}`);
    expect(page.data.list.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
    expect(page.data.list.find((r: { id: number }) => r.id === 1)).toMatchObject({ packageId: 0, packageName: '系统租户（全部菜单）' });
    expect(page.data.list.find((r: { id: number }) => r.id === 2)).toMatchObject({ packageName: '区县人大套餐' });
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/tenant/export-excel?status=0', headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('租户.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['租户编号', '租户名', '租户套餐', '联系人', '联系手机', '账号额度', '过期时间', '绑定域名', '租户状态', '创建时间']);
  });

  // Last: it rebuilds the tables of this file's database.
  it('moves the tenants of a database from before packages onto the district package; the first stays the platform', async () => {
    // The state before migration 0005: no package table, every tenant on package 0 (the seed never set it), no 租户套餐
    // page. The migration's own step is run (later migrations exist, so the migrator would not run 0005 again).
    await sql`drop table system_tenant_package`.execute(t.db);
    await t.db.updateTable('systemTenant').set({ packageId: 0 }).execute();
    const packagePage = [106, 1061, 1062, 1063, 1064];
    await t.db.deleteFrom('systemRoleMenu').where('menuId', 'in', packagePage).execute();
    await t.db.deleteFrom('systemMenu').where('id', 'in', packagePage).execute();
    await tenantPackageMigration.up(t.db);
    t.app.authorization.clear();

    const tenants = await t.db.selectFrom('systemTenant').select(['id', 'packageId']).orderBy('id').execute();
    expect(tenants[0]).toEqual({ id: 1, packageId: 0 });
    const moved = new Set(tenants.slice(1).map((x) => x.packageId));
    expect(moved.size).toBe(1);
    const pkg = await t.db.selectFrom('systemTenantPackage').select(['id', 'name', 'status', 'menuIds']).executeTakeFirstOrThrow();
    expect(pkg).toMatchObject({ id: [...moved][0], name: '区县人大套餐', status: 0 });
    // The seed's district package as the migration froze it (the seed's may grow later): everyday screens, no platform's.
    expect(DISTRICT_PACKAGE_MENU_IDS).toEqual(expect.arrayContaining(pkg.menuIds));
    expect(pkg.menuIds).toEqual(expect.arrayContaining([1, 120, 100, 101, 103, 1031, 110, 1101]));
    for (const platformOnly of [102, 104, 106, 111, 112, 1032, 1102]) expect(pkg.menuIds).not.toContain(platformOnly);
    expect((await t.db.selectFrom('systemMenu').select('id').where('id', 'in', packagePage).execute()).length).toBe(5);

    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const info = await call('GET', '/system/auth/get-permission-info', undefined, admin2, 2);
    expect(info.data.permissions).toContain('renda:survey:query');
    expect(info.data.permissions).not.toContain('system:menu:update');
    expect(await call('PUT', '/system/menu/update', { id: 3, name: '改' }, admin2, 2)).toMatchObject({ code: 403, msg: '只有平台租户可以修改共享数据' });
    expect((await call('GET', '/system/tenant-package/page?pageNo=1&pageSize=10')).data.total).toBe(1);
  });
});
