import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DEPUTIES } from '../../src/server/seed/demo/deputies.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Posts (/system/post) and a user's department and posts, with yudao v1.6.2's exact calls. */
describe('posts and a user’s department and posts', () => {
  let t: TestApp;
  let admin: string;
  let guest: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    guest = (await t.login('guest', 'guest123')).accessToken;
  });
  afterAll(() => t.close());

  const create = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/post/create', payload, token: admin });
  const get = (id: number) => t.call({ method: 'GET', url: `/admin-api/system/post/get?id=${id}`, token: admin });
  const postId = async (code: string) => (await t.db.selectFrom('systemPost').select('id').where('code', '=', code).where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;
  const deptId = async (name: string) => (await t.db.selectFrom('systemDept').select('id').where('name', '=', name).where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;

  it('pages, creates, updates, exports and deletes posts, with yudao’s codes', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/system/post/page?pageNo=1&pageSize=10&code=&name=&status=', token: admin });
    expect(page.code).toBe(0);
    expect(page.data.list.map((p: { name: string }) => p.name)).toEqual(['主任', '副主任', '秘书长', '处长', '科员', '联络员']);
    const id = (await create({ code: 'researcher', name: '调研员', sort: 7, status: '0', remark: '调研' })).data as number;
    expect((await get(id)).data).toMatchObject({ id, code: 'researcher', name: '调研员', sort: 7, status: 0, remark: '调研' });
    expect(await create({ code: 'other', name: '调研员', sort: 1 })).toMatchObject({ code: 1002005002, msg: '已经存在该名字的岗位' });
    expect(await create({ code: 'researcher', name: '其他', sort: 1 })).toMatchObject({ code: 1002005003, msg: '已经存在该标识的岗位' });
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/post/update', token: admin, payload: { id, name: '一级调研员' } })).toMatchObject({ code: 0 });
    const exported = await t.call({ method: 'GET', url: '/admin-api/system/post/export?pageNo=1&pageSize=10&name=' + encodeURIComponent('调研'), token: admin });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw.rawPayload as never);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toContain('岗位名称');
    expect(rows[1]).toContain('一级调研员');
    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/post/delete?id=${id}`, token: admin })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1002005000, msg: '当前岗位不存在', data: null });
  });

  it('list-all-simple: enabled {id, name} for any signed-in user (yudao’s GET /system/post/list-all-simple)', async () => {
    await create({ code: 'retired', name: '已撤销岗位', sort: 9, status: 1 });
    const simple = await t.call<Record<string, unknown>[]>({ method: 'GET', url: '/admin-api/system/post/list-all-simple', token: guest });
    expect(simple.code).toBe(0);
    expect(Object.keys(simple.data[0]).sort()).toEqual(['id', 'name']);
    expect(simple.data.map((p) => p.name)).not.toContain('已撤销岗位');
  });

  it('a user created with a department and two posts (the yudao client’s body) reads them back, in the page and Excel too', async () => {
    const dept = await deptId('代表工作室');
    const [clerk, liaison] = [await postId('clerk'), await postId('liaison')];
    // yudao v1.6.2's user form: numbers as strings, postIds, and fields we do not keep
    const created = await t.call({
      method: 'POST', url: '/admin-api/system/user/create', token: admin,
      payload: { username: 'liaison1', nickname: '赵联络', password: 'pass1234', deptId: String(dept), postIds: [clerk, liaison], sex: '1', status: '0', roleIds: [] },
    });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const got = await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${id}`, token: admin });
    expect(got.data).toMatchObject({ id, deptId: dept, deptName: '代表工作室', postIds: [clerk, liaison], dept: { id: dept, name: '代表工作室' } });

    const page = await t.call({ method: 'GET', url: `/admin-api/system/user/page?pageNo=1&pageSize=10&username=liaison1`, token: admin });
    expect(page.data.list[0]).toMatchObject({ deptName: '代表工作室', postIds: [clerk, liaison] });

    // update: one post only, then none; a disabled or missing post is refused
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, postIds: [liaison] } })).toMatchObject({ code: 0 });
    expect((await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${id}`, token: admin })).data.postIds).toEqual([liaison]);
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, postIds: [999999] } })).toMatchObject({ code: 1002005000, msg: '当前岗位不存在' });
    const retired = await postId('retired');
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, postIds: [retired] } })).toMatchObject({ code: 1002005001, msg: '岗位(已撤销岗位) 不启用' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, postIds: ['x'] } })).code).toBe(400);
    // an update that does not mention the posts keeps them
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, nickname: '赵联络员' } })).toMatchObject({ code: 0 });
    expect((await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${id}`, token: admin })).data.postIds).toEqual([liaison]);

    const exported = await t.call({ method: 'GET', url: '/admin-api/system/user/export?username=liaison1', token: admin });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw.rawPayload as never);
    const [header, row] = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(row[header.indexOf('部门')]).toBe('代表工作室');
  });

  it('the profile shows one’s department and posts (yudao’s UserProfileRespVO)', async () => {
    const profile = await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: (await t.login('staff', 'staff123')).accessToken });
    expect(profile.data).toMatchObject({ dept: { id: await deptId('代表联络工作委员会'), name: '代表联络工作委员会' }, posts: [{ name: '科员' }, { name: '联络员' }] });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: guest })).data.posts.map((p: { name: string }) => p.name)).toEqual(['科员']);
  });

  it('the user list’s deptId filter takes the department and its sub-departments', async () => {
    const page = async (name: string, query = '') => (await t.call({ method: 'GET', url: `/admin-api/system/user/page?pageNo=1&pageSize=100&deptId=${await deptId(name)}${query}`, token: admin })).data;
    const list = async (name: string, query = '') => (await page(name, query)).list.map((u: { username: string }) => u.username).sort();
    // every deputy is a member of his delegation, a department under 代表团 (docs/deputies.md)
    expect((await page('代表团')).total).toBe(2 + GENERATED_DEPUTIES);
    const east = await page('城东区代表团');
    expect(east.total).toBeLessThan(2 + GENERATED_DEPUTIES);
    expect((await page('代表团')).total).toBe((await Promise.all(['城东区代表团', '城西区代表团', '南江县代表团', '高新区代表团', '驻市部队代表团'].map((name) => page(name)))).reduce((n, p) => n + p.total, 0));
    expect(await list('城东区代表团', '&username=deputy')).toEqual(['deputy1']);
    expect(await list('办公厅')).toEqual(['admin', 'guest']);
  });
});
