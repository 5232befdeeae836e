import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The role data scope (yudao's assign-role-data-scope), enforced on the user list, page, export and get, and on the
 * departments themselves: a user
 * with a role of each scope sees exactly the right users; several roles add up; super_admin sees everyone.
 */
describe('role data scope on the user list', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let viewerId: number;
  const roles: Record<number, number> = {};
  const ids: Record<string, number> = {};

  const deptId = async (name: string) => (await t.db.selectFrom('systemDept').select('id').where('name', '=', name).where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) => t.call({ method, url: `/admin-api${url}`, payload, token });
  const setScope = (roleId: number, dataScope: number | string, dataScopeDeptIds?: number[]) =>
    call('POST', '/system/permission/assign-role-data-scope', { roleId, dataScope, dataScopeDeptIds });
  const holdRoles = (...scopes: number[]) => call('POST', '/system/permission/assign-user-role', { userId: viewerId, roleIds: scopes.map((s) => roles[s]) });
  const seen = async (token = viewer): Promise<string[]> => {
    const page = await call('GET', '/system/user/page?pageNo=1&pageSize=100', undefined, token);
    expect(page.code).toBe(0);
    return page.data.list.map((u: { username: string }) => u.username).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    const userMenus = (await t.db.selectFrom('systemMenu').select('id').where((eb) => eb.or([eb('id', '=', 100), eb('parentId', '=', 100)])).execute()).map((m) => m.id);
    for (const scope of [1, 2, 3, 4, 5]) {
      roles[scope] = (await call('POST', '/system/role/create', { name: `数据范围${scope}`, code: `scope_${scope}`, sort: 10 + scope })).data;
      expect((await call('POST', '/system/permission/assign-role-menu', { roleId: roles[scope], menuIds: userMenus })).code).toBe(0);
    }
    const place = async (username: string, dept: string) => {
      ids[username] = (await call('POST', '/system/user/create', { username, nickname: username, password: 'pass1234', deptId: await deptId(dept) })).data;
      expect(ids[username]).toBeGreaterThan(0);
    };
    await place('viewer', '代表联络工作委员会');
    await place('colleague', '代表联络工作委员会');
    await place('studio', '代表工作室');
    await place('lawyer', '法制工作委员会');
    viewerId = ids.viewer;
    viewer = (await t.login('viewer', 'pass1234')).accessToken;
  });
  afterAll(() => t.close());

  it('1 全部数据权限: every user of the tenant', async () => {
    await holdRoles(1);
    expect(await seen()).toEqual(await seen(admin));
    expect((await seen()).length).toBeGreaterThan(8);
  });

  it('2 指定部门数据权限: the users of the chosen departments only (not their sub-departments)', async () => {
    expect(await setScope(roles[2], 2, [await deptId('法制工作委员会'), await deptId('代表工作室')])).toMatchObject({ code: 0, data: true });
    await holdRoles(2);
    expect(await seen()).toEqual(['lawyer', 'studio']);
    const role = await call('GET', `/system/role/get?id=${roles[2]}`);
    expect(role.data).toMatchObject({ dataScope: 2, dataScopeDeptIds: [await deptId('法制工作委员会'), await deptId('代表工作室')] });
  });

  it('3 本部门数据权限: the users of one’s own department', async () => {
    expect((await setScope(roles[3], '3')).code).toBe(0);
    await holdRoles(3);
    expect(await seen()).toEqual(['colleague', 'staff', 'viewer']);
  });

  it('4 本部门及以下数据权限: one’s department and everything below it', async () => {
    expect((await setScope(roles[4], 4)).code).toBe(0);
    await holdRoles(4);
    expect(await seen()).toEqual(['colleague', 'staff', 'studio', 'viewer']);
  });

  it('5 仅本人数据权限: oneself only, in the page, the export and get', async () => {
    expect((await setScope(roles[5], 5)).code).toBe(0);
    await holdRoles(5);
    expect(await seen()).toEqual(['viewer']);
    expect((await call('GET', `/system/user/get?id=${ids.lawyer}`, undefined, viewer))).toMatchObject({ code: 1002003003, msg: '用户不存在', data: null });
    expect((await call('GET', `/system/user/get?id=${viewerId}`, undefined, viewer)).data.username).toBe('viewer');
    // the people list of the pickers too
    const simple = await call('GET', '/system/user/list-all-simple', undefined, viewer);
    expect(simple.data.map((u: { id: number }) => u.id)).toEqual([viewerId]);
    const exported = await call('GET', '/system/user/export', undefined, viewer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw.rawPayload as never);
    expect(book.worksheets[0].rowCount).toBe(2); // the header and oneself
  });

  it('several roles add up; 全部 in any of them means all; super_admin sees all', async () => {
    await holdRoles(2, 5);
    expect(await seen()).toEqual(['lawyer', 'studio', 'viewer']);
    await holdRoles(3, 2);
    expect(await seen()).toEqual(['colleague', 'lawyer', 'staff', 'studio', 'viewer']);
    await holdRoles(5, 1);
    expect(await seen()).toEqual(await seen(admin));
  });

  it('the department list, list-all-simple and get follow the same scope (the departments themselves, by their id)', async () => {
    const menus = (await t.db.selectFrom('systemMenu').select('id').where((eb) => eb.or([eb('id', 'in', [100, 107]), eb('parentId', 'in', [100, 107])])).execute()).map((m) => m.id);
    for (const scope of [2, 3, 4, 5]) expect((await call('POST', '/system/permission/assign-role-menu', { roleId: roles[scope], menuIds: menus })).code).toBe(0);
    const depts = async (token = viewer): Promise<string[]> => {
      const list = await call('GET', '/system/dept/list?status=', undefined, token);
      const simple = await call('GET', '/system/dept/list-all-simple', undefined, token);
      expect(list.code).toBe(0);
      const names = list.data.map((d: { name: string }) => d.name).sort();
      expect(simple.data.map((d: { name: string }) => d.name).sort()).toEqual(names);
      return names;
    };
    await holdRoles(3);
    expect(await depts()).toEqual(['代表联络工作委员会']);
    await holdRoles(4);
    expect(await depts()).toEqual(['代表工作室', '代表联络处', '代表联络工作委员会']);
    expect((await call('GET', `/system/dept/get?id=${await deptId('法制工作委员会')}`, undefined, viewer)).code).not.toBe(0);
    await holdRoles(5);
    expect(await depts()).toEqual([]);
    await holdRoles(3, 2);
    expect(await depts()).toEqual(['代表工作室', '代表联络工作委员会', '法制工作委员会']);
    expect((await depts(admin)).length).toBeGreaterThan(8);
  });

  it('the deputy picker lists the deputies of the scope only', async () => {
    const menus = (await t.db.selectFrom('systemMenu').select('id').where((eb) => eb.or([eb('id', 'in', [100, 157]), eb('parentId', 'in', [100, 157])])).execute()).map((m) => m.id);
    for (const scope of [1, 2, 3]) expect((await call('POST', '/system/permission/assign-role-menu', { roleId: roles[scope], menuIds: menus })).code).toBe(0);
    const deputies = async (token = viewer): Promise<string[]> => {
      const page = await call('GET', '/system/user/getDeputyPageBaseByRoleId?pageNo=1&pageSize=100', undefined, token);
      expect(page.code).toBe(0);
      return page.data.list.map((d: { id: number }) => d.id).sort();
    };
    const deputy1 = (await t.db.selectFrom('systemUsers').select('id').where('username', '=', 'deputy1').executeTakeFirstOrThrow()).id;
    await holdRoles(1);
    const all = await deputies();
    expect(all).toContain(deputy1);
    expect(all.length).toBeGreaterThan(1);
    await holdRoles(3);
    expect(await deputies()).toEqual([]);
    const east = await deptId('城东区代表团');
    expect(await setScope(roles[2], 2, [east])).toMatchObject({ code: 0 });
    await holdRoles(2);
    // the members of 城东区代表团 (deputy1 and the generated deputies of its district), nobody else
    const visible = await deputies();
    expect(visible).toContain(deputy1);
    const depts = await t.db.selectFrom('systemUsers').select('deptId').where('id', 'in', visible.map(Number)).execute();
    expect(depts.every((u) => u.deptId === east)).toBe(true);
  });

  it('a uniqueness check still sees users outside the scope', async () => {
    await holdRoles(5);
    // the viewer's role grants system:user:create; the username exists in a department the viewer cannot see
    const taken = await call('POST', '/system/user/create', { username: 'lawyer', nickname: 'x', password: 'pass1234' }, viewer);
    expect(taken).toMatchObject({ code: 1002003000, msg: '用户账号已经存在' });
  });

  it('assign-role-data-scope refuses a bad scope, a missing department, a missing or built-in role', async () => {
    expect((await setScope(roles[2], 6)).code).toBe(400);
    expect(await setScope(roles[2], 2, [999999])).toMatchObject({ code: 1002004002 });
    expect(await setScope(999999, 1)).toMatchObject({ code: 1002002000 });
    const superAdmin = (await t.db.selectFrom('systemRole').select('id').where('code', '=', 'super_admin').where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;
    expect(await setScope(superAdmin, 5)).toMatchObject({ code: 1002002003 });
    expect((await call('POST', '/system/permission/assign-role-data-scope', { roleId: roles[2], dataScope: 1 }, viewer)).code).toBe(403);
  });
});
