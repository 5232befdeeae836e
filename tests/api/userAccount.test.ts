import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The user screens beside the CRUD: Excel import with its template, one's own profile, and the deputy picker. */
describe('user import, profile and deputy picker', () => {
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

  const download = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' } });
  const userNamed = (username: string) => t.db.selectFrom('systemUsers').selectAll().where('username', '=', username).where('tenantId', '=', 1).where('deleted', '=', false).executeTakeFirst();

  async function templateHeaders(): Promise<string[]> {
    const res = await download('/admin-api/system/user/get-import-template', admin);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('用户导入模板.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
  }

  async function upload(rows: Record<string, string | number>[], options: { updateSupport?: boolean; token?: string } = {}) {
    const headers = await templateHeaders();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
    const form = new FormData();
    form.append('updateSupport', String(options.updateSupport ?? false));
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'users.xlsx');
    return t.call({ method: 'POST', url: '/admin-api/system/user/import', token: options.token ?? admin, payload: form as never });
  }

  it('offers an import template with Chinese headers, to importers only', async () => {
    expect(await templateHeaders()).toEqual([
      '用户账号', '用户昵称', '部门编号', '用户邮箱', '手机号码', '用户性别', '帐号状态', '代表证号',
      '代表层级', '代表团类型', '选区编号', '选区来源', '连任状态', '学历', '城市', '功能区', '备注',
    ]);
    const denied = await t.call({ method: 'GET', url: '/admin-api/system/user/get-import-template', token: staff });
    expect(denied.code).toBe(403);
  });

  it('imports the rows of the template with a per-row report, writing nothing for a rejected row', async () => {
    const res = await upload([
      { 用户账号: 'import01', 用户昵称: '导入一', 手机号码: '13966660001', 用户性别: '女', 帐号状态: '开启', 代表证号: 'D2026101' },
      { 用户账号: 'import02', 用户昵称: '导入二', 手机号码: '12345' },
      { 用户账号: 'staff', 用户昵称: '已存在' },
      { 用户账号: 'import03', 用户昵称: '导入三', 用户性别: '不知道' },
      { 用户账号: 'import04', 用户昵称: '导入四', 手机号码: '13800138000' },
      { 用户昵称: '没有账号' },
    ]);
    expect(res.code).toBe(0);
    expect(res.data.createUsernames).toEqual(['import01']);
    expect(res.data.updateUsernames).toEqual([]);
    expect(res.data.failureUsernames).toEqual({
      import02: '手机号格式不正确',
      staff: '用户账号已经存在',
      import03: '用户性别【不知道】不是可选的值',
      import04: '手机号已经存在',
      '第 7 行': '用户账号不能为空',
    });
    const created = await userNamed('import01');
    expect(created).toMatchObject({ nickname: '导入一', sex: 2, status: 0, rendaNo: 'D2026101', mobile: '13966660001' });
    expect(created!.password).toMatch(/^\$argon2id\$/);
    for (const name of ['import02', 'import03', 'import04']) expect(await userNamed(name)).toBeUndefined();
    expect((await userNamed('staff'))!.nickname).toBe('王联络');
    // New accounts get the initial password of sys.user.init-password.
    expect((await t.login('import01', '123456')).accessToken).toBeTruthy();
  });

  it('updates existing users only with updateSupport', async () => {
    const res = await upload([{ 用户账号: 'import01', 用户昵称: '导入一改', 用户性别: '男' }, { 用户账号: 'import05', 用户昵称: '导入五' }], { updateSupport: true });
    expect(res.data).toEqual({ createUsernames: ['import05'], updateUsernames: ['import01'], failureUsernames: {} });
    expect(await userNamed('import01')).toMatchObject({ nickname: '导入一改', sex: 1, rendaNo: 'D2026101' });
    // Importing does not reset the password of an existing user.
    expect((await t.login('import01', '123456')).accessToken).toBeTruthy();
  });

  it('refuses an empty sheet, a file that is not Excel, and callers without the import permission', async () => {
    expect(await upload([])).toMatchObject({ code: 1002003004, msg: '导入用户数据不能为空！' });
    const form = new FormData();
    form.append('file', new Blob(['not a spreadsheet']), 'users.xlsx');
    const junk = await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: form as never });
    expect(junk.code).toBe(400);
    expect(junk.msg).toContain('不是有效的 Excel');
    const noFile = await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: {} });
    expect(noFile.code).toBe(400);
    expect((await upload([{ 用户账号: 'import09', 用户昵称: '越权' }], { token: staff })).code).toBe(403);
    expect(await userNamed('import09')).toBeUndefined();
  });

  it("reads and changes one's own profile and password", async () => {
    const profile = await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: deputy });
    expect(profile.data).toMatchObject({ id: 101, username: 'deputy1', nickname: '张建国', rendaNo: 'D2026001' });
    expect(profile.data).not.toHaveProperty('password');
    expect(profile.data.roles.map((r: { name: string }) => r.name)).toEqual(['人大代表']);

    const update = (payload: object) => t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: deputy, payload });
    expect(await update({ nickname: '张建国代表', email: 'zjg@example.cn', sex: 1 })).toMatchObject({ code: 0, data: true });
    expect((await userNamed('deputy1'))).toMatchObject({ nickname: '张建国代表', email: 'zjg@example.cn' });
    expect(await update({ mobile: '13800138000' })).toMatchObject({ code: 1002003001, msg: '手机号已经存在' });
    const invalid = await update({ nickname: '', email: 'bad', username: 'renamed' });
    expect(invalid.code).toBe(400);
    // username is not a profile field: ignored (decision 37), never written.
    expect(invalid.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'nickname']);

    const password = (payload: object) => t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: deputy, payload });
    expect(await password({ oldPassword: 'wrong123', newPassword: 'newpass1' })).toMatchObject({ code: 1002003005, msg: '用户密码校验失败' });
    expect((await password({ oldPassword: 'deputy123', newPassword: 'abc' })).code).toBe(400);
    expect(await password({ oldPassword: 'deputy123', newPassword: 'newpass1' })).toMatchObject({ code: 0, data: true });
    expect((await t.login('deputy1', 'newpass1')).accessToken).toBeTruthy();
    const stored = await userNamed('deputy1');
    expect(stored!.password).toMatch(/^\$argon2id\$/);
  });

  it('pages the deputies for the picker; only super_admin and dbt search by deputy number', async () => {
    const picker = (params: string, token: string) => t.call({ method: 'GET', url: `/admin-api/system/user/getDeputyPageBaseByRoleId?${params}`, token });
    const all = await picker('pageNo=1&pageSize=50', staff);
    expect(all.code).toBe(0);
    expect(all.data.list.slice(0, 2)).toEqual([{ id: 101, rendaNo: 'D2026001', nickname: '张建国代表' }, { id: 102, rendaNo: 'D2026002', nickname: '李秀英' }]);
    expect(all.data.list.every((d: { id: number }) => d.id !== 100 && d.id !== 1)).toBe(true);
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['id', 'nickname', 'rendaNo']);

    const byName = await picker(`nickname=${encodeURIComponent('李秀')}`, deputy);
    expect(byName.data).toEqual({ list: [{ id: 102, rendaNo: 'D2026002', nickname: '李秀英' }], total: 1 });
    expect((await picker('rendaNo=D2026002', admin)).data.total).toBe(1);
    expect((await picker('rendaNo=D2026002', staff)).data.list.map((d: { id: number }) => d.id)).toEqual([102]);
    expect((await picker('rendaNo=D2026002', deputy)).code).toBe(403);
    expect((await picker('rendaNo=', deputy)).code).toBe(0);
    const paged = await picker('pageNo=2&pageSize=1', staff);
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBe(all.data.total);
    expect((await picker('pageSize=101', staff)).code).toBe(400);
    // holders of another role only for those who may query users (issue 14, hole 6)
    expect(await picker('code=super_admin', staff)).toMatchObject({ code: 403, data: null });
    expect((await picker('code=deputy', staff)).data.total).toBe(all.data.total);
    expect((await picker('code=super_admin', admin)).data.list.map((d: { id: number }) => d.id)).toEqual([1]);
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const other = await t.call({ method: 'GET', url: '/admin-api/system/user/getDeputyPageBaseByRoleId', token: admin2, tenantId: 2 });
    expect(other.data).toEqual({ list: [], total: 0 });
  });
});
