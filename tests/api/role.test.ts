import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Roles (/system/role) and permission assignment (/system/permission), as an administrator's client sees them. */
describe('role resource and permission assignment', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let admin2: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
  });
  afterAll(() => t.close());

  const qs = (params: Record<string, string | number>) => Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
  const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/admin-api/system/role/create', payload, token });
  const get = (id: number, token = admin, tenantId = 1) => t.call({ method: 'GET', url: `/admin-api/system/role/get?id=${id}`, token, tenantId });
  const page = (params: Record<string, string | number>, token = admin, tenantId = 1) => t.call({ method: 'GET', url: `/admin-api/system/role/page?${qs(params)}`, token, tenantId });
  const count = async () => Number((await t.db.selectFrom('systemRole').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const roleId = async (code: string, tenantId = 1) => (await t.db.selectFrom('systemRole').select('id').where('code', '=', code).where('tenantId', '=', tenantId).executeTakeFirstOrThrow()).id;
  const menuId = async (permission: string) => (await t.db.selectFrom('systemMenu').select('id').where('permission', '=', permission).executeTakeFirstOrThrow()).id;
  const assignMenus = (roleId: number, menuIds: number[], token = admin) => t.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token, payload: { roleId, menuIds } });
  const assignRoles = (userId: number, roleIds: number[], token = admin, tenantId = 1) => t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token, tenantId, payload: { userId, roleIds } });

  it('creates, reads, updates, enables/disables and deletes a custom role', async () => {
    const created = await create({ name: '测试角色', code: 'test_role', sort: 5, remark: '备注', type: 1 });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const got = await get(id);
    expect(got.data).toMatchObject({ id, name: '测试角色', code: 'test_role', sort: 5, status: 0, type: 2, dataScope: 1, remark: '备注' });
    expect(typeof got.data.createTime).toBe('number');

    const updated = await t.call({ method: 'PUT', url: '/admin-api/system/role/update', token: admin, payload: { ...got.data, name: '测试角色改', code: 'changed', type: 1, status: 1 } });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await get(id)).data).toMatchObject({ name: '测试角色改', code: 'test_role', type: 2, status: 0 });

    const simple = () => t.call({ method: 'GET', url: '/admin-api/system/role/list-all-simple', token: staff });
    expect((await simple()).data).toContainEqual({ id, name: '测试角色改' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/role/update-status', token: admin, payload: { id, status: 1 } })).code).toBe(0);
    expect((await get(id)).data.status).toBe(1);
    expect((await simple()).data.some((r: { id: number }) => r.id === id)).toBe(false);

    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/role/delete?id=${id}`, token: admin })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1003000000, msg: '角色不存在' });
  });

  it('refuses reserved codes, duplicates (naming the value) and changes to built-in roles', async () => {
    expect(await create({ name: '假超管', code: 'super_admin', sort: 1 })).toMatchObject({ code: 1002002005, msg: '编码【super_admin】不能使用' });
    expect(await create({ name: '假租户管理员', code: 'tenant_admin', sort: 1 })).toMatchObject({ code: 1002002005, msg: '编码【tenant_admin】不能使用' });
    expect(await create({ name: '人大代表', code: 'another', sort: 1 })).toMatchObject({ code: 1002002001, msg: '已经存在名为【人大代表】的角色' });
    expect(await create({ name: '另一个', code: 'dbt', sort: 1 })).toMatchObject({ code: 1002002002, msg: '已经存在编码为【dbt】的角色' });

    const superAdmin = await roleId('super_admin');
    const builtIn = { code: 1002002003, msg: '不能操作类型为系统内置的角色' };
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/role/update', token: admin, payload: { id: superAdmin, name: '改名', sort: 1 } })).toMatchObject(builtIn);
    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/role/delete?id=${superAdmin}`, token: admin })).toMatchObject(builtIn);
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/role/update-status', token: admin, payload: { id: superAdmin, status: 1 } })).toMatchObject(builtIn);
    expect((await get(superAdmin)).data).toMatchObject({ name: '超级管理员', status: 0, type: 1 });
  });

  it('lists each invalid field in Chinese and writes nothing', async () => {
    const before = await count();
    const res = await create({ name: '', code: '9bad code', sort: -1 });
    expect(res.code).toBe(400);
    const fields = Object.fromEntries(res.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toEqual({ name: '角色名称不能为空', code: '角色标识只能包含字母、数字、下划线和中划线，且以字母开头', sort: '显示顺序不能小于 0' });
    expect(await count()).toBe(before);
  });

  it('pages with filters in both date-range styles and refuses unknown filters and sort fields', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create({ name: `筛选角色${i}`, code: `filter_${i}`, sort: 10 + i })).data);
    await t.db.updateTable('systemRole').set({ createTime: new Date('2020-01-15T12:00:00+08:00') }).where('id', '=', ids[0]).execute();
    expect((await page({ pageNo: 1, pageSize: 2, name: '筛选角色' })).data).toMatchObject({ total: 3 });
    const newer = await page({ pageNo: 1, pageSize: 10, code: 'filter_', 'createTime[0]': '2020-01-15 00:00:00', 'createTime[1]': '2020-01-15 23:59:59' });
    expect(newer.data.list.map((r: { code: string }) => r.code)).toEqual(['filter_0']);
    const older = await page({ pageNo: 1, pageSize: 10, code: 'filter_', beginCreateTime: '2020-01-16', endCreateTime: '2099-12-31' });
    expect(older.data.list.map((r: { code: string }) => r.code)).toEqual(['filter_1', 'filter_2']);
    const sorted = await page({ pageNo: 1, pageSize: 10, code: 'filter_', sortField: 'sort', sortOrder: 'desc' });
    expect(sorted.data.list.map((r: { code: string }) => r.code)).toEqual(['filter_2', 'filter_1', 'filter_0']);
    expect((await page({ pageNo: 1, pageSize: 10, status: 1, code: 'filter_' })).data.total).toBe(0);
    const unknown = await page({ type: 1 });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('不支持按角色类型查询');
    expect((await page({ sortField: 'secret' })).msg).toContain('排序字段必须是以下值之一');
  });

  it('denies a user without the permission code', async () => {
    expect(await page({ pageNo: 1, pageSize: 10 }, staff)).toMatchObject({ code: 403, msg: '没有该操作权限' });
    const before = await count();
    expect((await create({ name: '越权', code: 'sneaky', sort: 1 }, staff)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${await roleId('dbt')}`, token: staff })).code).toBe(403);
    expect((await assignRoles(100, [await roleId('admin')], staff)).code).toBe(403);
    expect(await count()).toBe(before);
  });

  it("hides another tenant's roles", async () => {
    const id = (await create({ name: '仅租户一', code: 'tenant_one_only', sort: 9 })).data;
    const other = await page({ pageNo: 1, pageSize: 100 }, admin2, 2);
    expect(other.code).toBe(0);
    expect(other.data.list.map((r: { code: string }) => r.code)).not.toContain('tenant_one_only');
    expect(other.data.list.every((r: { id: number }) => r.id !== id)).toBe(true);
    expect(await get(id, admin2, 2)).toMatchObject({ code: 1003000000 });
    expect((await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${id}`, token: admin2, tenantId: 2 })).code).toBe(1002002000);
    expect((await assignRoles(200, [id], admin2, 2)).code).toBe(1002002000);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/role/update-status', token: admin2, tenantId: 2, payload: { id, status: 1 } })).code).toBe(1002002000);
    // The same name and code may exist in another tenant.
    expect((await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin2, tenantId: 2, payload: { name: '仅租户一', code: 'tenant_one_only', sort: 9 } })).code).toBe(0);
  });

  it('exports the roles to an Excel file with Chinese headers and dictionary labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/role/export?code=admin', headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('角色数据.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['角色编号', '角色名称', '角色标识', '显示顺序', '角色类型', '数据范围', '角色状态', '备注', '创建时间']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows.map((r) => r[2]).sort()).toEqual(['admin', 'super_admin']);
    expect(rows.find((r) => r[2] === 'super_admin')![4]).toBe('内置');
    expect(rows.find((r) => r[2] === 'super_admin')![5]).toBe('全部数据权限'); // the data scope by its label
    expect(rows.find((r) => r[2] === 'admin')![4]).toBe('自定义');
    expect(rows.find((r) => r[2] === 'admin')![6]).toBe('开启');
  });

  it('grants menus to a role and roles to a user; the grants take effect and go with a deleted role', async () => {
    const id = (await create({ name: '用户查看员', code: 'user_viewer', sort: 20 })).data;
    const userPage = await menuId('system:user:list');
    const userQuery = await menuId('system:user:query');
    expect(await assignMenus(id, [userPage, userQuery, userQuery])).toMatchObject({ code: 0, data: true });
    const resources = await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${id}`, token: admin });
    expect(resources.data).toEqual([userPage, userQuery].sort((a, b) => a - b));
    expect(await assignMenus(id, [userPage, 987654])).toMatchObject({ code: 1002001003, msg: '菜单不存在：987654' });
    expect((await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${id}`, token: admin })).data).toHaveLength(2);

    const everything = await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${await roleId('super_admin')}`, token: admin });
    const menuCount = await t.db.selectFrom('systemMenu').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted', '=', false).executeTakeFirstOrThrow();
    expect(everything.data).toHaveLength(Number(menuCount.n));

    // guest (no role) gets the new role and with it the user list.
    expect((await t.call({ method: 'GET', url: '/admin-api/system/permission/list-user-roles?userId=103', token: admin })).data).toEqual([]);
    expect(await assignRoles(103, [id])).toMatchObject({ code: 0, data: true });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/permission/list-user-roles?userId=103', token: admin })).data).toEqual([id]);
    const guest = (await t.login('guest', 'guest123')).accessToken;
    const listUsers = () => t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=1', token: guest });
    expect((await listUsers()).code).toBe(0);
    expect(await assignMenus(id, [userQuery])).toMatchObject({ code: 0 });
    expect((await listUsers()).code).toBe(403);
    expect(await assignMenus(id, [userPage])).toMatchObject({ code: 0 });
    expect((await listUsers()).code).toBe(0);
    expect((await assignRoles(103, [999999])).code).toBe(1002002000);
    expect((await assignRoles(999999, [id])).code).toBe(1002003003);

    expect((await t.call({ method: 'DELETE', url: `/admin-api/system/role/delete?id=${id}`, token: admin })).code).toBe(0);
    expect((await listUsers()).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/permission/list-user-roles?userId=103', token: admin })).data).toEqual([]);
    const links = await t.db.selectFrom('systemRoleMenu').select('deleted').where('roleId', '=', id).execute();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.deleted)).toBe(true);
  });

  it('lets only a super admin grant or take away the super admin role', async () => {
    const id = (await create({ name: '分配角色员', code: 'role_assigner', sort: 21 })).data;
    await assignMenus(id, [await menuId('system:user:list'), await menuId('system:permission:assign-user-role')]);
    await assignRoles(103, [id]);
    const guest = (await t.login('guest', 'guest123')).accessToken;
    const superAdmin = await roleId('super_admin');
    expect(await assignRoles(103, [id, superAdmin], guest)).toMatchObject({ code: 403, msg: '只有超级管理员可以授予或收回超级管理员角色' });
    expect(await assignRoles(1, [], guest)).toMatchObject({ code: 403 });
    expect(await assignRoles(102, [await roleId('deputy'), await roleId('dbt')], guest)).toMatchObject({ code: 0 });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/permission/list-user-roles?userId=103', token: admin })).data).toEqual([id]);
  });
});
