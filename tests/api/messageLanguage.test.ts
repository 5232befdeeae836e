import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Issue 38 point 11: a refusal is in the caller's language. `Accept-Language: en` answers English, no header (or
 * Chinese first) Chinese: business codes with values, the framework's refusals, validation with its field messages,
 * and a refusal before sign-in. Data in the answer stays as stored.
 */
describe('refusals in the caller’s language', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
  });
  afterAll(() => t.close());

  const en = { 'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.8' };
  const han = /\p{Script=Han}/u;
  const duplicateRole = (headers?: Record<string, string>) =>
    t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, headers, payload: { name: '超级管理员', code: 'another_code', sort: 9, status: 0 } });

  it('a business refusal with a value: English with the value kept, Chinese without the header or with Chinese first', async () => {
    expect(await duplicateRole(en)).toMatchObject({ code: 1002002001, msg: 'A role named "超级管理员" already exists' });
    expect(await duplicateRole()).toMatchObject({ code: 1002002001, msg: '已经存在名为【超级管理员】的角色' });
    expect(await duplicateRole({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toMatchObject({ msg: '已经存在名为【超级管理员】的角色' });
    expect(await t.call({ method: 'GET', url: '/admin-api/system/user/get?id=999999', token: admin, headers: en })).toMatchObject({ code: 1002003003, msg: 'The user does not exist' });
  });

  it('a refusal before sign-in and one of the framework are English too', async () => {
    const login = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', headers: en, payload: { username: 'admin', password: 'wrong-password' } });
    expect(login).toMatchObject({ code: 1002000000, msg: 'Sign-in failed: wrong username or password' });
    const unsigned = await t.call({ method: 'GET', url: '/admin-api/system/user/page', headers: en });
    expect(unsigned.code).toBe(401);
    expect(unsigned.msg).not.toMatch(han);
    const broken = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, headers: { ...en, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken).toMatchObject({ code: 400, msg: 'Invalid request parameters: The request body is not valid JSON' });
  });

  it('validation: the message and each field’s message are English, the field keys unchanged', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, headers: en, payload: { code: 'x_role', sort: 'first', status: 0 } });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/^Invalid request parameters: /);
    const errors = res.data.errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'sort']));
    // Fields by their English titles, as the form labels them.
    expect(errors.find((e) => e.field === 'name')?.message).toBe('Name is required');
    expect(errors.find((e) => e.field === 'sort')?.message).toBe('Order has the wrong type, expected an integer');
    expect(res.msg).not.toMatch(han);
    const chinese = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { code: 'x_role', sort: 'first', status: 0 } });
    expect(chinese.msg).toMatch(/^请求参数不正确:/);
    expect((chinese.data.errors as { message: string }[]).every((e) => han.test(e.message))).toBe(true);
  });

  it('an answer that is no refusal is left as it is', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/system/role/page?pageNo=1&pageSize=10', token: admin, headers: en });
    expect(page).toMatchObject({ code: 0, msg: '' });
    expect((page.data.list as { name: string }[]).map((r) => r.name)).toContain('超级管理员');
  });

  it('a bespoke route names its fields, an array’s items included, in English; a refusal built in code is English', async () => {
    const units = await t.call({ method: 'PUT', url: '/admin-api/renda/proposal/assign', token: admin, headers: en, payload: { id: 1, units: [{ deptId: 0, handleType: '1' }] } });
    expect(units).toMatchObject({ code: 400 });
    expect(units.msg).toBe('Invalid request parameters: Handling units of Handling units #1 must not be less than 1');
    const job = await t.call({ method: 'PUT', url: '/admin-api/infra/job/update-status', token: admin, headers: en, payload: { status: 1 } });
    expect(job.msg).toBe('Job ID is required');
    const storage = (config: object) => t.call({ method: 'POST', url: '/admin-api/infra/file-config/create', token: admin, headers: en, payload: { name: 'S3', storage: 20, config } });
    expect((await storage({ endpoint: 'http://127.0.0.1:9', accessKey: 'k', accessSecret: 's' })).msg).toBe('Invalid file configuration: Please fill in Storage bucket');
    expect((await storage({ endpoint: 'file:///etc', bucket: 'b', accessKey: 'k', accessSecret: 's' })).msg).toBe('Invalid file configuration: Endpoint must be an http or https address');
  });

  it('OAuth2: a protocol parameter is named by its title and its key, in either language', async () => {
    const authorize = (headers?: Record<string, string>) => t.call({
      method: 'POST', url: '/admin-api/system/oauth2/authorize', token: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ response_type: 'token', client_id: 'default', redirect_uri: 'https://example.test/cb', auto_approve: 'false' }).toString(),
    });
    expect((await authorize(en)).msg).toBe('Invalid request parameters: Response type (response_type) must be code');
    expect((await authorize()).msg).toBe('请求参数不正确:响应类型（response_type）只能是 code');
  });

  it('the user import reports each failed row in the caller’s language', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(['用户账号', '用户昵称', '用户性别']);
    sheet.addRow(['admin', 'A', '男']);
    sheet.addRow(['', 'B', '男']);
    const upload = async (headers?: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'users.xlsx');
      return t.call<{ failureUsernames: Record<string, string> }>({ method: 'POST', url: '/admin-api/system/user/import', token: admin, headers, payload: form as never });
    };
    const english = await upload(en);
    expect(english.code).toBe(0);
    expect(english.data.failureUsernames).toEqual({ admin: 'The username already exists', 'Row 3': expect.stringMatching(/^Username is required/) });
    expect(Object.values(english.data.failureUsernames).join()).not.toMatch(han);
    expect((await upload()).data.failureUsernames).toMatchObject({ admin: '用户账号已经存在' });
  });
});
