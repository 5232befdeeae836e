import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as menuActiveMenu from '../../src/server/db/migrations/0004_menu_active_menu.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Menus (/system/menu): a flat list the client turns into a tree, with yudao's parent and name rules. */
describe('menu resource', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let deputy: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/admin-api/system/menu/create', payload, token });
  const update = (payload: object, token = admin) => t.call({ method: 'PUT', url: '/admin-api/system/menu/update', payload, token });
  const remove = (id: number, token = admin) => t.call({ method: 'DELETE', url: `/admin-api/system/menu/delete?id=${id}`, token });
  const get = (id: number) => t.call({ method: 'GET', url: `/admin-api/system/menu/get?id=${id}`, token: admin });
  const list = (query = '', token = admin) => t.call({ method: 'GET', url: `/admin-api/system/menu/list?${query}`, token });
  const count = async () => Number((await t.db.selectFrom('systemMenu').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const dir = (name: string, parentId = 0) => create({ name, type: 1, sort: 90, parentId, path: `/${name}`, icon: 'tool', status: 0 });

  it('creates a directory, a page and a button, lists them flat, updates and deletes them', async () => {
    const dirId = (await dir('testdir')).data as number;
    expect((await get(dirId)).data).toMatchObject({ id: dirId, name: 'testdir', type: 1, parentId: 0, path: '/testdir', status: 0, visible: true, keepAlive: true, alwaysShow: true, permission: '' });
    const pageId = (await create({ name: '菜单测试页面', type: 2, sort: 1, parentId: dirId, path: 'page', component: 'test/page/index', componentName: 'TestPage', status: 0, visible: false })).data;
    const button = await create({ name: '菜单测试按钮', type: 3, sort: 1, parentId: pageId, permission: 'test:page:query', path: 'ignored', component: 'ignored', status: 0 });
    expect(button.code).toBe(0);
    // A button has no route.
    expect((await get(button.data)).data).toMatchObject({ permission: 'test:page:query', path: '', parentId: pageId });
    expect((await get(button.data)).data.component ?? null).toBeNull();

    // by a part of the name (the seeded buttons' 测试 are not these)
    const listed = await list(`name=${encodeURIComponent('菜单测试')}`);
    expect(listed.code).toBe(0);
    expect(listed.data.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual([pageId, button.data]);
    expect(listed.data.find((m: { id: number }) => m.id === pageId)).toMatchObject({ parentId: dirId, component: 'test/page/index', visible: false });

    const original = (await get(pageId)).data;
    expect(await update({ ...original, name: '菜单测试页面改', status: 1 })).toMatchObject({ code: 0, data: true });
    expect((await get(pageId)).data).toMatchObject({ name: '菜单测试页面改', status: 1, visible: false, component: 'test/page/index' });
    // Left out on update, a field with a default keeps its stored value; sent as null, it goes back to the default.
    expect(await update({ id: pageId, name: '测试页面改', type: 2, sort: 1, parentId: dirId, icon: null })).toMatchObject({ code: 0 });
    expect((await get(pageId)).data).toMatchObject({ status: 1, visible: false, icon: '#', component: 'test/page/index' });
    expect((await list('status=1')).data.map((m: { id: number }) => m.id)).toContain(pageId);
    expect((await list('status=0')).data.map((m: { id: number }) => m.id)).not.toContain(pageId);

    const simple = await t.call({ method: 'GET', url: '/admin-api/system/menu/list-all-simple', token: deputy });
    expect(simple.data.find((m: { id: number }) => m.id === dirId)).toEqual({ id: dirId, name: 'testdir', parentId: 0, type: 1 });
    expect(simple.data.some((m: { id: number }) => m.id === pageId)).toBe(false); // disabled

    expect(await remove(dirId)).toMatchObject({ code: 1002001004, msg: '存在子菜单，无法删除' });
    expect((await remove(button.data)).code).toBe(0);
    expect((await remove(pageId)).code).toBe(0);
    expect((await remove(dirId)).code).toBe(0);
    expect(await get(dirId)).toMatchObject({ code: 1003000000, msg: '菜单不存在' });
  });

  it('stores the highlighted sidebar entry (activeMenu) of a hidden page and lists it in the menu tree', async () => {
    const dirId = (await dir('active_dir')).data as number;
    const pageId = (await create({ name: '隐藏详情', type: 2, sort: 1, parentId: dirId, path: 'detail', component: 'x/detail', status: 0, visible: false, activeMenu: '/system/dict' })).data as number;
    expect((await get(pageId)).data).toMatchObject({ visible: false, activeMenu: '/system/dict' });
    expect((await get(dirId)).data.activeMenu).toBe('');
    const menuTree = async () => (await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: admin })).data as Array<{ id: number; children?: Array<{ id: number; activeMenu: string }> }>;
    expect((await menuTree()).find((m) => m.id === dirId)?.children?.[0]).toMatchObject({ id: pageId, activeMenu: '/system/dict' });

    expect(await update({ ...(await get(pageId)).data, activeMenu: '/system/role' })).toMatchObject({ code: 0 });
    expect((await get(pageId)).data.activeMenu).toBe('/system/role');
    expect((await menuTree()).find((m) => m.id === dirId)?.children?.[0].activeMenu).toBe('/system/role');
    const tooLong = await update({ ...(await get(pageId)).data, activeMenu: `/${'x'.repeat(255)}` });
    expect(tooLong).toMatchObject({ code: 400 });
    expect(tooLong.data.errors).toEqual([{ field: 'activeMenu', message: expect.stringContaining('高亮菜单') }]);
    expect((await get(pageId)).data.activeMenu).toBe('/system/role');
  });

  it('fills activeMenu of the seeded hidden pages when a database seeded before the column is migrated', async () => {
    // The state before migration 0004: no column; an administrator repurposed page 153. The migration's own step is
    // run (later migrations exist, so the migrator would refuse to run 0004 again out of order).
    await sql`alter table system_menu drop column active_menu`.execute(t.db);
    await t.db.updateTable('systemMenu').set({ component: 'custom/log' }).where('id', '=', 153).execute();
    await menuActiveMenu.up(t.db);
    const rows = await t.db.selectFrom('systemMenu').select(['id', 'activeMenu']).where('id', 'in', [151, 153, 155, 105]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 105, activeMenu: '' },
      { id: 151, activeMenu: '/system/dict' },
      { id: 153, activeMenu: '' },
      { id: 155, activeMenu: '/renda/survey' },
    ]);
  });

  it("enforces yudao's parent and name rules", async () => {
    const a = (await dir('rules_a')).data as number;
    const b = (await dir('rules_b')).data as number;
    const page = (await create({ name: '规则页面', type: 2, sort: 1, parentId: a, path: 'p', component: 'x/index', status: 0 })).data as number;
    const button = (await create({ name: '规则按钮', type: 3, sort: 1, parentId: page, permission: 'rules:page:query', status: 0 })).data as number;

    expect(await create({ name: '规则页面', type: 2, sort: 2, parentId: a, status: 0 })).toMatchObject({ code: 1002001000, msg: '已经存在该名字的菜单' });
    expect((await create({ name: '规则页面', type: 2, sort: 2, parentId: b, status: 0 })).code).toBe(0);
    expect(await create({ name: '孤儿', type: 2, sort: 1, parentId: 987654, status: 0 })).toMatchObject({ code: 1002001001, msg: '父菜单不存在' });
    expect(await create({ name: '按钮之下', type: 3, sort: 1, parentId: button, status: 0 })).toMatchObject({ code: 1002001005, msg: '父菜单的类型必须是目录或者菜单' });

    const self = (await get(a)).data;
    expect(await update({ ...self, parentId: a })).toMatchObject({ code: 1002001002, msg: '不能设置自己为父菜单' });
    expect(await update({ ...self, parentId: page })).toMatchObject({ code: 1002001002, msg: '不能设置自己的子菜单为父菜单' });
    expect(await update({ ...(await get(page)).data, name: '规则页面', parentId: b })).toMatchObject({ code: 1002001000 });
    expect((await update({ ...(await get(page)).data, parentId: b, name: '移动的页面' })).code).toBe(0);
    expect((await get(page)).data.parentId).toBe(b);
  });

  it('lists each invalid field in Chinese and writes nothing', async () => {
    const before = await count();
    const res = await create({ name: '', type: 5, sort: 'first', parentId: -1, permission: 'not a code' });
    expect(res.code).toBe(400);
    const fields = Object.fromEntries(res.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toEqual({
      name: '菜单名称不能为空',
      type: '菜单类型不能大于 3',
      sort: '显示顺序的类型不正确，应为整数',
      parentId: '上级菜单不能小于 0',
      permission: '权限标识格式应为 模块:资源:操作，如 system:user:query',
    });
    expect(await count()).toBe(before);
  });

  it('refuses unknown filters and sort fields', async () => {
    const unknown = await list('path=/system');
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('不支持按路由地址查询');
    expect((await list('sortField=drop')).msg).toContain('排序字段必须是以下值之一');
    const sorted = await list(`name=${encodeURIComponent('管理')}&sortField=id&sortOrder=desc`);
    const ids = sorted.data.map((m: { id: number }) => m.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
  });

  it('denies a user without the permission code and writes nothing', async () => {
    expect(await list('', staff)).toMatchObject({ code: 403, msg: '没有该操作权限' });
    const before = await count();
    expect((await create({ name: '越权', type: 1, sort: 1, parentId: 0, status: 0 }, deputy)).code).toBe(403);
    expect((await remove(1, deputy)).code).toBe(403);
    expect(await count()).toBe(before);
  });

  it("removes a deleted menu's grants; grants stay per tenant while menus are shared", async () => {
    const parent = (await dir('granted_dir')).data as number;
    const page = (await create({ name: '授权页面', type: 2, sort: 1, parentId: parent, path: 'g', component: 'g/index', permission: 'granted:page:list', status: 0 })).data as number;
    const role = await t.db.selectFrom('systemRole').select('id').where('code', '=', 'dbt').where('tenantId', '=', 1).executeTakeFirstOrThrow();
    const resources = async () => (await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${role.id}`, token: admin })).data as number[];
    const granted = await resources();
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token: admin, payload: { roleId: role.id, menuIds: [...granted, parent, page] } })).code).toBe(0);
    expect(await resources()).toContain(page);

    // Tenant 2 sees neither tenant 1's grants nor, outside its package, the new menu (issue 14: menus follow the
    // tenant package; before, it saw every menu).
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const shared = await t.call({ method: 'GET', url: '/admin-api/system/menu/list-all-simple', token: admin2, tenantId: 2 });
    expect(shared.data.map((m: { id: number }) => m.id)).not.toContain(page);
    const role2 = await t.db.selectFrom('systemRole').select('id').where('code', '=', 'dbt').where('tenantId', '=', 2).executeTakeFirstOrThrow();
    const other = await t.call({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${role2.id}`, token: admin2, tenantId: 2 });
    expect(other.data).not.toContain(page);

    expect((await remove(page)).code).toBe(0);
    expect(await resources()).not.toContain(page);
    const links = await t.db.selectFrom('systemRoleMenu').select('deleted').where('menuId', '=', page).execute();
    expect(links).toEqual([{ deleted: true }]);
  });
});
