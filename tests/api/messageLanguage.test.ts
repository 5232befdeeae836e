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
    expect(errors.find((e) => e.field === 'name')?.message).toMatch(/ is required$/);
    const chinese = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { code: 'x_role', sort: 'first', status: 0 } });
    expect(chinese.msg).toMatch(/^请求参数不正确:/);
    expect((chinese.data.errors as { message: string }[]).every((e) => han.test(e.message))).toBe(true);
  });

  it('an answer that is no refusal is left as it is', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/system/role/page?pageNo=1&pageSize=10', token: admin, headers: en });
    expect(page).toMatchObject({ code: 0, msg: '' });
    expect((page.data.list as { name: string }[]).map((r) => r.name)).toContain('超级管理员');
  });
});
