import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Error codes (/system/error-code, yudao's 错误码管理): the server's own codes listed, an administrator's message answered. */
describe('error codes', () => {
  let t: TestApp;
  let admin: string;
  let admin2: string;
  let guest: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    guest = (await t.login('guest', 'guest123')).accessToken;
  });
  afterAll(() => t.close());

  const page = (query: string, token = admin, tenantId = 1) =>
    t.call({ method: 'GET', url: `/admin-api/system/error-code/page?pageNo=1&pageSize=100&${query}`, token, tenantId });
  const byCode = async (code: number) => (await page(`code=${code}`)).data.list[0] as Record<string, unknown> | undefined;
  /** A user that does not exist: answers 1002003003 用户不存在. */
  const missingUser = () => t.call({ method: 'GET', url: '/admin-api/system/user/get?id=999999', token: admin });
  /** A role name taken: answers 1002002001 已经存在名为【{}】的角色, with the name as its value. */
  const duplicateRole = () => t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '超级管理员', code: 'another_code', sort: 9, status: 0 } });

  it('lists the server’s own codes as 自动生成, from the code tables and the manifest rules', async () => {
    expect(await byCode(1002003003)).toMatchObject({ type: 1, applicationName: 'renda-server', message: '用户不存在' });
    expect(await byCode(1002013001)).toMatchObject({ type: 1, message: '已经存在编码为【{}】的错误码' });
    expect(await byCode(1001002001)).toMatchObject({ type: 1, message: 'API 错误日志已处理' });
    const auto = await page('type=1&message=' + encodeURIComponent('验证码'));
    expect(auto.data.total).toBeGreaterThan(2);
    expect((await page('type=2')).data.total).toBe(0);
    // no protocol codes (400, 403…): those are not business codes
    expect(await byCode(403)).toBeUndefined();
  });

  it('an edited message is what the client then receives, placeholders filled; deleting the row brings ours back', async () => {
    expect(await missingUser()).toMatchObject({ code: 1002003003, msg: '用户不存在' });
    const row = (await byCode(1002003003))!;
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/error-code/update', token: admin, payload: { id: row.id, message: '查无此人', memo: '改得更口语' } })).toMatchObject({ code: 0, data: true });
    expect(await byCode(1002003003)).toMatchObject({ type: 2, message: '查无此人', memo: '改得更口语' });
    expect(await missingUser()).toMatchObject({ code: 1002003003, msg: '查无此人', data: null });

    const role = (await byCode(1002002001))!;
    await t.call({ method: 'PUT', url: '/admin-api/system/error-code/update', token: admin, payload: { id: role.id, message: '角色名【{}】已被占用' } });
    expect(await duplicateRole()).toMatchObject({ code: 1002002001, msg: '角色名【超级管理员】已被占用' });

    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/error-code/delete?id=${row.id}`, token: admin })).toMatchObject({ code: 0 });
    expect(await missingUser()).toMatchObject({ msg: '用户不存在' });
  });

  it('creates a manual code; refuses a duplicate code and a missing message in Chinese; gets, exports and 404s', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/system/error-code/create', token: admin, payload: { applicationName: 'renda-server', code: '1099000001', message: '自定义提示', memo: '' } });
    expect(created.code).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/system/error-code/get?id=${created.data}`, token: admin })).data).toMatchObject({ code: 1099000001, type: 2, message: '自定义提示' });
    expect(await t.call({ method: 'POST', url: '/admin-api/system/error-code/create', token: admin, payload: { applicationName: 'x', code: 1099000001, message: '重复' } }))
      .toMatchObject({ code: 1002013001, msg: '已经存在编码为【1099000001】的错误码' });
    expect(await t.call({ method: 'POST', url: '/admin-api/system/error-code/create', token: admin, payload: { applicationName: 'x', code: 1099000002 } }))
      .toMatchObject({ code: 400, msg: expect.stringContaining('错误码错误提示') });
    expect(await t.call({ method: 'GET', url: '/admin-api/system/error-code/get?id=987654', token: admin })).toMatchObject({ code: 1002013000, msg: '错误码不存在' });
    const exported = await t.call({ method: 'GET', url: '/admin-api/system/error-code/export-excel?pageNo=1&pageSize=10&type=2', token: admin });
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
  });

  it('is shared: other tenants read it and cannot write it; needs the error-code permissions', async () => {
    expect((await page('code=1002003003', admin2, 2)).code).toBe(403);
    expect(await page('', guest)).toMatchObject({ code: 403 });
    expect(await t.call({ method: 'POST', url: '/admin-api/system/error-code/create', token: guest, payload: { applicationName: 'x', code: 1099000003, message: 'x' } })).toMatchObject({ code: 403 });
  });
});
