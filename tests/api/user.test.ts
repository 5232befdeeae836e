import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The user resource (/system/user) and its account operations, as an administrator's client sees them. */
describe('user resource', () => {
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

  const qs = (params: Record<string, string | number>) => Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
  const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/admin-api/system/user/create', payload, token });
  const get = (id: number, token = admin) => t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${id}`, token });
  const page = (params: Record<string, string | number>, token = admin) => t.call({ method: 'GET', url: `/admin-api/system/user/page?${qs(params)}`, token });
  const count = async () => Number((await t.db.selectFrom('systemUsers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const fieldsOf = (res: { data: { errors: { field: string; message: string }[] } }) => Object.fromEntries(res.data.errors.map((e) => [e.field, e.message]));
  const whoAmI = (token: string) => t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token });
  const loginCode = async (username: string, password: string) =>
    (await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password } })).code;

  it('creates, reads, updates and deletes a user; the password is stored as an argon2 hash and never returned', async () => {
    const created = await create({ username: 'tester1', nickname: '测试用户', password: 'secret12', mobile: '13911112222', email: 'tester1@example.cn', sex: 2, rendaNo: 'T001', remark: '备注' });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const row = await t.db.selectFrom('systemUsers').select(['password', 'tenantId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain('secret12');
    expect(row.tenantId).toBe(1);

    const got = await get(id);
    expect(got.data).toMatchObject({ id, username: 'tester1', nickname: '测试用户', mobile: '13911112222', email: 'tester1@example.cn', sex: 2, status: 0, rendaNo: 'T001' });
    expect(got.data).not.toHaveProperty('password');
    expect(typeof got.data.createTime).toBe('number');
    const listed = await page({ pageNo: 1, pageSize: 10, username: 'tester1' });
    expect(listed.data.list[0]).not.toHaveProperty('password');

    // The new account signs in with its password.
    const tester = (await t.login('tester1', 'secret12')).accessToken;
    // The client echoes the row back: username (create-only), status (update-status only) and read-only fields are ignored.
    const updated = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { ...got.data, nickname: '改名用户', username: 'hacked', status: 1, loginIp: '1.2.3.4' } });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await get(id)).data).toMatchObject({ nickname: '改名用户', username: 'tester1', status: 0 });
    // A password cannot be changed through update.
    const withPassword = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id, nickname: '改名用户', password: 'other123' } });
    expect(withPassword.code).toBe(0);
    expect(await loginCode('tester1', 'other123')).toBe(1002000000);

    const role = await t.db.selectFrom('systemRole').select('id').where('code', '=', 'deputy').where('tenantId', '=', 1).executeTakeFirstOrThrow();
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: admin, payload: { userId: id, roleIds: [role.id] } })).code).toBe(0);

    const deleted = await t.call({ method: 'DELETE', url: `/admin-api/system/user/delete?id=${id}`, token: admin });
    expect(deleted).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1002003003, msg: '用户不存在' });
    const after = await t.db.selectFrom('systemUsers').select('deleted').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.deleted).toBe(true);
    // Role links and sessions go with the user.
    const links = await t.db.selectFrom('systemUserRole').select('deleted').where('userId', '=', id).execute();
    expect(links.length).toBe(1);
    expect(links.every((l) => l.deleted)).toBe(true);
    expect((await whoAmI(tester)).code).toBe(401);
  });

  it('lists each invalid field in Chinese and writes nothing', async () => {
    const before = await count();
    const res = await create({ username: 'a!', nickname: '', password: '1', email: 'not-an-email', mobile: '12345', sex: 9 });
    expect(res.code).toBe(400);
    const fields = fieldsOf(res);
    expect(Object.keys(fields).sort()).toEqual(['email', 'mobile', 'nickname', 'password', 'sex', 'username']);
    expect(fields).toMatchObject({
      nickname: '用户昵称不能为空',
      password: '密码长度为 4-16 位',
      email: '邮箱格式不正确',
      mobile: '手机号格式不正确',
      sex: '用户性别不能大于 3',
    });
    expect(fields.username).toMatch(/^用户账号/);
    const missing = await create({ nickname: '无账号' });
    expect(fieldsOf(missing)).toMatchObject({ username: '用户账号不能为空', password: '用户密码不能为空' });
    // An unknown field is ignored, as Spring does (decision 37): only what is wrong is named.
    const unknown = await create({ username: 'unknown1', nickname: '', password: 'pass1234', isAdmin: true });
    expect(Object.keys(fieldsOf(unknown))).toEqual(['nickname']);
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate username, mobile or email with yudao codes', async () => {
    expect(await create({ username: 'staff', nickname: '重复', password: 'pass1234' })).toMatchObject({ code: 1002003000, msg: '用户账号已经存在' });
    expect(await create({ username: 'dupmobile', nickname: '重复', password: 'pass1234', mobile: '13800138000' })).toMatchObject({ code: 1002003001, msg: '手机号已经存在' });
    expect(await create({ username: 'dupemail', nickname: '重复', password: 'pass1234', email: 'admin@rd.example.cn' })).toMatchObject({ code: 1002003002, msg: '邮箱已经存在' });
    const own = await create({ username: 'uniq1', nickname: '唯一', password: 'pass1234', mobile: '13922223333' });
    const update = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: own.data, nickname: '唯一', mobile: '13812345601' } });
    expect(update).toMatchObject({ code: 1002003001 });
    // Keeping one's own mobile is no conflict.
    const same = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: own.data, nickname: '唯一2', mobile: '13922223333' } });
    expect(same.code).toBe(0);
  });

  it('pages with filters in both date-range styles and refuses unknown filters and sort fields', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create({ username: `filter${i}`, nickname: `筛选用户${i}`, password: 'pass1234' })).data);
    await t.db.updateTable('systemUsers').set({ createTime: new Date('2020-01-15T12:00:00+08:00') }).where('id', '=', ids[0]).execute();

    const like = await page({ pageNo: 1, pageSize: 2, nickname: '筛选用户' });
    expect(like.data.total).toBe(3);
    expect(like.data.list).toHaveLength(2);
    const newer = await page({ pageNo: 1, pageSize: 10, nickname: '筛选用户', 'createTime[0]': '2020-01-15 00:00:00', 'createTime[1]': '2020-01-15 23:59:59' });
    expect(newer.data.list.map((u: { username: string }) => u.username)).toEqual(['filter0']);
    const older = await page({ pageNo: 1, pageSize: 10, nickname: '筛选用户', beginCreateTime: '2020-01-16', endCreateTime: '2099-01-01' });
    expect(older.data.total).toBe(2);
    const sorted = await page({ pageNo: 1, pageSize: 10, username: 'filter', sortField: 'username', sortOrder: 'desc' });
    expect(sorted.data.list.map((u: { username: string }) => u.username)).toEqual(['filter2', 'filter1', 'filter0']);
    const deputies = await page({ pageNo: 1, pageSize: 10, rendaNo: 'D2026', username: 'deputy' });
    expect(deputies.data.list.map((u: { username: string }) => u.username).sort()).toEqual(['deputy1', 'deputy2']);

    const unknown = await page({ pageNo: 1, pageSize: 10, password: 'x' });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('不支持按用户密码查询');
    const badSort = await page({ pageNo: 1, pageSize: 10, sortField: 'password' });
    expect(badSort.code).toBe(400);
    expect(badSort.msg).toContain('排序字段必须是以下值之一');
  });

  it('denies a user without the permission code and writes nothing', async () => {
    expect(await page({ pageNo: 1, pageSize: 10 }, staff)).toMatchObject({ code: 403, msg: '没有该操作权限' });
    expect((await get(1, deputy)).code).toBe(403);
    const before = await count();
    expect((await create({ username: 'sneaky1', nickname: '越权', password: 'pass1234' }, deputy)).code).toBe(403);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: staff, payload: { id: 101, password: 'owned123' } })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/export', token: staff })).code).toBe(403);
    expect(await count()).toBe(before);
  });

  it("hides another tenant's users", async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const other = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=100', token: admin2, tenantId: 2 });
    expect(other.code).toBe(0);
    const usernames = other.data.list.map((u: { username: string }) => u.username);
    expect(usernames).toContain('admin2');
    expect(usernames).not.toContain('admin');
    expect(usernames).not.toContain('deputy1');
    expect(await t.call({ method: 'GET', url: '/admin-api/system/user/get?id=101', token: admin2, tenantId: 2 })).toMatchObject({ code: 1002003003, msg: '用户不存在' });
    expect((await t.call({ method: 'DELETE', url: '/admin-api/system/user/delete?id=101', token: admin2, tenantId: 2 })).code).toBe(1002003003);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin2, tenantId: 2, payload: { id: 101, password: 'owned123' } })).code).toBe(1002003003);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin2, tenantId: 2, payload: { id: 101, nickname: '被改' } })).code).toBe(1002003003);
    const simple = await t.call({ method: 'GET', url: '/admin-api/system/user/list-all-simple', token: admin2, tenantId: 2 });
    expect(simple.data.map((u: { nickname: string }) => u.nickname)).not.toContain('张建国');
    // The same username may exist in another tenant.
    expect((await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin2, tenantId: 2, payload: { username: 'staff', nickname: '区联络员', password: 'pass1234' } })).code).toBe(0);
    expect((await get(101)).data.nickname).toBe('张建国');
  });

  it('exports the filtered users to an Excel file with Chinese headers and dictionary labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/system/user/export?${qs({ rendaNo: 'D2026', username: 'deputy' })}`, headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('用户数据.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      '用户编号', '用户账号', '用户昵称', '部门', '手机号码', '用户邮箱', '用户性别', '代表证号', '代表层级', '代表团类型', '选区', '选区来源',
      '连任状态', '学历', '城市', '功能区', '离任时间', '帐号状态', '最后登录IP', '最后登录时间', '创建时间',
    ]);
    expect(header).not.toContain('用户密码');
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    const deputy2 = rows.find((r) => r[1] === 'deputy2')!;
    expect(deputy2[6]).toBe('女');
    expect(deputy2[17]).toBe('开启');
    expect(deputy2[3]).toBe('城西区代表团');
    expect(deputy2.slice(8, 12)).toEqual(['市', '区代表团', '城西区第一选区', '居住地选区']);
    expect(String(deputy2[20])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('resets a password: stored hashed, the old one stops working, every session of the user ends', async () => {
    const id = (await create({ username: 'resetme', nickname: '重置', password: 'first123' })).data;
    const first = (await t.login('resetme', 'first123')).accessToken;
    const second = (await t.login('resetme', 'first123')).accessToken;
    expect((await whoAmI(first)).code).toBe(0);

    const bad = await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin, payload: { id, password: 'abc' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('密码长度为 4-16 位');
    const res = await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin, payload: { id, password: 'second12' } });
    expect(res).toMatchObject({ code: 0, data: true });
    expect((await whoAmI(first)).code).toBe(401);
    expect((await whoAmI(second)).code).toBe(401);
    const stored = await t.db.selectFrom('systemUsers').select('password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(await loginCode('resetme', 'first123')).toBe(1002000000);
    expect(await loginCode('resetme', 'second12')).toBe(0);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin, payload: { id: 999999, password: 'second12' } })).code).toBe(1002003003);
  });

  it('disables and enables an account; disabling ends its sessions; nobody disables or deletes themself', async () => {
    const id = (await create({ username: 'statusme', nickname: '状态', password: 'pass1234' })).data;
    const token = (await t.login('statusme', 'pass1234')).accessToken;
    const disable = await t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id, status: 1 } });
    expect(disable).toMatchObject({ code: 0, data: true });
    expect((await whoAmI(token)).code).toBe(401);
    expect(await loginCode('statusme', 'pass1234')).toBe(1002000001);
    const simple = await t.call({ method: 'GET', url: '/admin-api/system/user/list-all-simple', token: admin });
    expect(simple.data.some((u: { id: number }) => u.id === id)).toBe(false);
    expect(simple.data.find((u: { id: number }) => u.id === 101)).toEqual({ id: 101, nickname: '张建国' });

    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id, status: 0 } })).code).toBe(0);
    expect(await loginCode('statusme', 'pass1234')).toBe(0);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id, status: 7 } })).code).toBe(400);

    const self = await t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id: 1, status: 1 } });
    expect(self).toMatchObject({ code: 400, msg: '不能禁用当前登录的用户' });
    const selfDelete = await t.call({ method: 'DELETE', url: '/admin-api/system/user/delete?id=1', token: admin });
    expect(selfDelete).toMatchObject({ code: 400, msg: '不能删除当前登录的用户' });
    expect((await whoAmI(admin)).code).toBe(0);
  });
});
