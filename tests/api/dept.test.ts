import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Departments (/system/dept) as yudao v1.6.2's client and our generated screens use them. */
describe('departments', () => {
  let t: TestApp;
  let admin: string;
  let guest: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    guest = (await t.login('guest', 'guest123')).accessToken;
  });
  afterAll(() => t.close());

  const create = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/dept/create', payload, token: admin });
  const update = (payload: object) => t.call({ method: 'PUT', url: '/admin-api/system/dept/update', payload, token: admin });
  const remove = (id: number) => t.call({ method: 'DELETE', url: `/admin-api/system/dept/delete?id=${id}`, token: admin });
  const get = (id: number) => t.call({ method: 'GET', url: `/admin-api/system/dept/get?id=${id}`, token: admin });
  const deptId = async (name: string, tenantId = 1) => (await t.db.selectFrom('systemDept').select('id').where('name', '=', name).where('tenantId', '=', tenantId).executeTakeFirstOrThrow()).id;

  it('seeds the standing committee: offices, committees and heads', async () => {
    const list = await t.call<{ id: number; name: string; parentId: number; leaderUserId: number | null; leaderNickname: string | null }[]>({ method: 'GET', url: '/admin-api/system/dept/list', token: admin });
    expect(list.code).toBe(0);
    const byName = new Map(list.data.map((d) => [d.name, d]));
    const root = byName.get('市人大常委会')!;
    expect(root.parentId).toBe(0);
    for (const name of ['办公厅', '代表联络工作委员会', '法制工作委员会', '财政经济委员会', '教育科学文化卫生委员会']) expect(byName.get(name)?.parentId).toBe(root.id);
    expect(byName.get('代表工作室')?.parentId).toBe(byName.get('代表联络工作委员会')!.id);
    expect(byName.get('办公厅')?.leaderUserId).toBe(1);
    expect(byName.get('代表联络工作委员会')?.leaderUserId).toBe(100);
    // the head's name beside the id (a lookup: the list's 负责人 column)
    expect(byName.get('代表联络工作委员会')).toMatchObject({ leaderNickname: '王联络' });
    // another tenant's departments are not here
    expect(byName.has('办公室')).toBe(false);
  });

  it('list-all-simple gives enabled {id, name, parentId} to any signed-in user (the user page calls it), within their data scope', async () => {
    const id = (await create({ name: '停用的处', parentId: await deptId('研究室'), sort: 9, status: 1 })).data as number;
    const simple = await t.call<Record<string, unknown>[]>({ method: 'GET', url: '/admin-api/system/dept/list-all-simple', token: admin });
    expect(simple.code).toBe(0);
    expect(Object.keys(simple.data[0]).sort()).toEqual(['id', 'name', 'parentId']);
    expect(simple.data.some((d) => d.name === '办公厅')).toBe(true);
    expect(simple.data.some((d) => d.id === id)).toBe(false);
    // a user without roles sees only their own rows (yudao's 仅本人), and a department is nobody's own (dataScope.test.ts)
    expect(await t.call({ method: 'GET', url: '/admin-api/system/dept/list-all-simple', token: guest })).toMatchObject({ code: 0, data: [] });
    // the full list needs the permission
    expect((await t.call({ method: 'GET', url: '/admin-api/system/dept/list', token: guest })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/dept/list', token: guest })).code).toBe(403);
  });

  it('creates, reads, updates and deletes a department; filters the list by name and status', async () => {
    const parentId = await deptId('法制工作委员会');
    const created = await create({ name: '备案审查处', parentId, sort: 3, leaderUserId: 100, phone: '02388880099', email: 'beian@rd.example.cn', status: '0' });
    expect(created.code).toBe(0);
    const id = created.data as number;
    expect((await get(id)).data).toMatchObject({ id, name: '备案审查处', parentId, sort: 3, leaderUserId: 100, phone: '02388880099', email: 'beian@rd.example.cn', status: 0 });
    expect(await update({ id, name: '备案审查室', sort: 4 })).toMatchObject({ code: 0, data: true });
    expect((await get(id)).data).toMatchObject({ name: '备案审查室', sort: 4, parentId });
    const found = await t.call<{ name: string }[]>({ method: 'GET', url: `/admin-api/system/dept/list?name=${encodeURIComponent('审查室')}&status=0`, token: admin });
    expect(found.data.map((d) => d.name)).toEqual(['备案审查室']);
    expect(await remove(id)).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1002004002, msg: '当前部门不存在', data: null });
  });

  it('refuses a duplicate name under the same parent, a missing parent, itself or a child as parent', async () => {
    const office = await deptId('办公厅');
    expect(await create({ name: '秘书处', parentId: office, sort: 1 })).toMatchObject({ code: 1002004000, msg: '已经存在该名字的部门' });
    // the same name under another parent is fine
    expect((await create({ name: '秘书处', parentId: await deptId('研究室'), sort: 1 })).code).toBe(0);
    expect(await create({ name: '无父', parentId: 999999, sort: 1 })).toMatchObject({ code: 1002004001, msg: '父级部门不存在' });
    expect(await update({ id: office, parentId: office })).toMatchObject({ code: 1002004004, msg: '不能设置自己为父部门' });
    expect(await update({ id: office, parentId: await deptId('秘书处') })).toMatchObject({ code: 1002004007, msg: '不能设置自己的子部门为父部门' });
    expect(await update({ id: 999999, name: 'x' })).toMatchObject({ code: 1002004002, msg: '当前部门不存在' });
    expect((await create({ name: '', sort: 1 })).code).toBe(400);
  });

  it('refuses to delete a department with sub-departments or users', async () => {
    expect(await remove(await deptId('办公厅'))).toMatchObject({ code: 1002004003, msg: '存在子部门，无法删除' });
    expect(await remove(await deptId('城东区代表团'))).toMatchObject({ code: 1002004005, msg: '部门中存在员工，无法删除' });
  });

  it('the user import places users in departments by number, and refuses a missing one for that row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['用户账号', '用户昵称', '部门编号']);
    sheet.addRow(['imported1', '导入一', await deptId('研究室')]);
    sheet.addRow(['imported2', '导入二', 999999]);
    const form = new FormData();
    form.append('updateSupport', 'false');
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'users.xlsx');
    const res = await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: form as never });
    expect(res.data).toMatchObject({ createUsernames: ['imported1'], failureUsernames: { imported2: '当前部门不存在' } });
    const page = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=10&username=imported1', token: admin });
    expect(page.data.list[0].deptName).toBe('研究室');
  });

  it('a user is placed only in an existing, enabled department', async () => {
    const disabled = (await create({ name: '停用部门', sort: 1, status: 1 })).data as number;
    const base = { username: 'deptless', nickname: '无部门', password: 'pass1234' };
    expect(await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { ...base, deptId: 999999 } })).toMatchObject({ code: 1002004002 });
    expect(await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { ...base, deptId: disabled } }))
      .toMatchObject({ code: 1002004006, msg: '部门(停用部门)不处于开启状态，不允许选择' });
  });
});
