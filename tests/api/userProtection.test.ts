import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const SUPER_ONLY = '只有超级管理员可以修改超级管理员账号';
const TENANT_ADMIN_ONLY = '只有超级管理员和租户管理员可以修改租户管理员账号';

/**
 * Issue 14, hole 2: a lesser admin (every system:user:* permission, no super admin role) manages ordinary users but
 * cannot touch a super admin through any route that changes a user; a tenant admin only by a super admin or a
 * tenant admin.
 */
describe('who may change whom', () => {
  let t: TestApp;
  let admin: string;
  let lesser: string;
  let lesserRoleId: number;
  let tenantAdminRoleId: number;

  const roleId = async (code: string) => (await t.db.selectFrom('systemRole').select('id').where('code', '=', code).where('tenantId', '=', 1).where('deleted', '=', false).executeTakeFirstOrThrow()).id;
  const menuIds = async (prefix: string) => (await t.db.selectFrom('systemMenu').select(['id', 'parentId']).where('permission', 'like', `${prefix}%`).execute()).flatMap((m) => [m.id, m.parentId]);
  const assignRoles = (userId: number, roleIds: number[], token: string) => t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token, payload: { userId, roleIds } });
  const createUser = async (username: string, roles: number[]) => {
    const id = (await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username, nickname: username, password: 'pass1234' } })).data as number;
    if (roles.length) expect((await assignRoles(id, roles, admin)).code).toBe(0);
    return id;
  };
  const user = (id: number) => t.db.selectFrom('systemUsers').select(['nickname', 'status', 'deleted', 'password']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    const role = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '用户管理员', code: 'user_admin', sort: 30 } });
    lesserRoleId = role.data;
    const grants = [...new Set([...(await menuIds('system:user:')), ...(await menuIds('system:permission:assign-user-role'))])].filter((id) => id > 0);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token: admin, payload: { roleId: lesserRoleId, menuIds: grants } })).code).toBe(0);
    await createUser('useradmin', [lesserRoleId]);
    lesser = (await t.login('useradmin', 'pass1234')).accessToken;
    // tenant 1 is the platform's and has no tenant admin role: one made here stands for another tenant's
    const made = (await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '租户管理员', code: 'tenant_admin_probe', sort: 31 } })).data as number;
    await t.db.updateTable('systemRole').set({ code: 'tenant_admin' }).where('id', '=', made).execute();
    tenantAdminRoleId = made;
  });
  afterAll(() => t.close());

  it('a lesser admin cannot reset, disable, edit, delete, re-role or re-import a super admin', async () => {
    const before = await user(1);
    const put = (url: string, payload: object) => t.call({ method: 'PUT', url: `/admin-api/system/user/${url}`, token: lesser, payload });
    expect(await put('update-password', { id: 1, password: 'taken1' })).toMatchObject({ code: 403, data: null, msg: SUPER_ONLY });
    expect(await put('update-status', { id: 1, status: 1 })).toMatchObject({ code: 403, msg: SUPER_ONLY });
    expect(await put('update', { id: 1, nickname: '被改了', email: 'x@example.com' })).toMatchObject({ code: 403, msg: SUPER_ONLY });
    expect(await t.call({ method: 'DELETE', url: '/admin-api/system/user/delete?id=1', token: lesser })).toMatchObject({ code: 403, msg: SUPER_ONLY });
    expect(await assignRoles(1, [lesserRoleId], lesser)).toMatchObject({ code: 403, msg: SUPER_ONLY });
    expect(await assignRoles(1, [], lesser)).toMatchObject({ code: 403 });
    expect(await assignRoles(103, [await roleId('super_admin')], lesser)).toMatchObject({ code: 403, msg: '只有超级管理员可以授予或收回超级管理员角色' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['用户账号', '用户昵称']);
    sheet.addRow(['admin', '导入改名']);
    const form = new FormData();
    form.append('updateSupport', 'true');
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'users.xlsx');
    const imported = await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: lesser, payload: form as never });
    expect(imported.data).toEqual({ createUsernames: [], updateUsernames: [], failureUsernames: { admin: SUPER_ONLY } });

    expect(await user(1)).toEqual(before);
    expect((await t.login('admin', 'admin123')).accessToken).toBeTruthy();
    expect((await t.call({ method: 'GET', url: '/admin-api/system/permission/list-user-roles?userId=1', token: admin })).data).toEqual([await roleId('super_admin')]);
  });

  it('the lesser admin still manages ordinary users, and a super admin manages another super admin', async () => {
    const plain = await createUser('plainuser', [await roleId('deputy')]);
    const put = (url: string, payload: object, token = lesser) => t.call({ method: 'PUT', url: `/admin-api/system/user/${url}`, token, payload });
    expect((await put('update-password', { id: plain, password: 'newpass1' })).code).toBe(0);
    expect((await put('update-status', { id: plain, status: 1 })).code).toBe(0);
    expect((await put('update', { id: plain, nickname: '改名' })).code).toBe(0);
    expect((await assignRoles(plain, [await roleId('dbt')], lesser)).code).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/admin-api/system/user/delete?id=${plain}`, token: lesser })).code).toBe(0);

    const second = await createUser('secondsuper', [await roleId('super_admin')]);
    expect((await put('update-password', { id: second, password: 'newpass1' })).code).toBe(403);
    expect((await put('update-password', { id: second, password: 'newpass1' }, admin)).code).toBe(0);
    expect((await put('update', { id: second, nickname: '第二超管' }, admin)).code).toBe(0);
    expect((await assignRoles(second, [], admin)).code).toBe(0);
    // no longer a super admin: the lesser admin may manage the account now
    expect((await put('update-status', { id: second, status: 1 })).code).toBe(0);
  });

  it('a tenant admin is changed only by a super admin or a tenant admin', async () => {
    const target = await createUser('tenantboss', [tenantAdminRoleId]);
    const other = await createUser('tenantboss2', [tenantAdminRoleId]);
    const otherToken = (await t.login('tenantboss2', 'pass1234')).accessToken;
    const reset = (token: string) => t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token, payload: { id: target, password: 'newpass1' } });
    expect(await reset(lesser)).toMatchObject({ code: 403, msg: TENANT_ADMIN_ONLY });
    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/user/delete?id=${target}`, token: lesser })).toMatchObject({ code: 403, msg: TENANT_ADMIN_ONLY });
    expect(await assignRoles(103, [tenantAdminRoleId], lesser)).toMatchObject({ code: 403, msg: '只有超级管理员和租户管理员可以授予或收回租户管理员角色' });
    expect((await reset(admin)).code).toBe(0);
    // the tenant admin role grants no menus here, so the other tenant admin also needs the user screens
    expect((await assignRoles(other, [tenantAdminRoleId, lesserRoleId], admin)).code).toBe(0);
    const refreshed = (await t.login('tenantboss2', 'pass1234')).accessToken;
    expect(otherToken).toBeTruthy();
    expect((await reset(refreshed)).code).toBe(0);
    // but a tenant admin is not a super admin
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: refreshed, payload: { id: 1, status: 1 } })).toMatchObject({ code: 403, msg: SUPER_ONLY });
  });
});
