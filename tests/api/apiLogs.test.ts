import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

/**
 * The API access log (/infra/api-access-log) and error log (/infra/api-error-log): every API request leaves a row, an
 * unexpected error one more with its stack. The app is built here so that a test-only route can fail for real.
 */
describe('API access and error logs', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let admin: string;
  let admin2: string;
  let guest: string;

  const call = async (method: string, url: string, token?: string, payload?: object, tenantId = 1, headers: Record<string, string> = {}) => {
    const raw = await app.inject({ method: method as 'GET', url, payload, headers: { 'tenant-id': String(tenantId), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    return raw.headers['content-type']?.toString().includes('json') ? raw.json() : { code: 0, raw };
  };
  const login = async (username: string, password: string, tenantId = 1) => (await call('POST', '/admin-api/system/auth/login', undefined, { username, password }, tenantId)).data.accessToken as string;
  /** Log rows are written after the answer, in batches: wait until the rows are there. */
  const rows = async (log: 'api-access-log' | 'api-error-log', query: string, token = admin, tenantId = 1) => {
    for (let i = 0; i < 50; i++) {
      const answer = await call('GET', `/admin-api/infra/${log}/page?pageNo=1&pageSize=100&${query}`, token, undefined, tenantId);
      if (answer.code !== 0 || answer.data.total > 0) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { code: 0, data: { total: 0, list: [] } };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { ...loadConfig({}), staticDir: '/nonexistent', captchaEnabled: false, logLevel: 'silent' };
    ({ app } = await buildApp(config, { database: database.handle, logger: false }));
    // A route with a bug: only this test's app has it.
    app.post('/admin-api/test/boom', { config: { access: 'login' } }, async () => {
      throw new Error('测试用的意外错误', { cause: new TypeError('根本原因') });
    });
    await app.ready();
    admin = await login('admin', 'admin123');
    admin2 = await login('admin2', 'admin123', 2);
    guest = await login('guest', 'guest123');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs a request with who, what (secrets masked), when, how long and its answer', async () => {
    await call('GET', '/admin-api/system/user/get?id=999999', admin, undefined, 1, { 'user-agent': 'h7-agent' });
    await call('PUT', '/admin-api/system/user/update-password', admin, { id: 999999, password: 'Secret#123' });
    const found = await rows('api-access-log', 'requestUrl=' + encodeURIComponent('/system/user/get') + '&resultCode=1002003003');
    expect(found.code).toBe(0);
    const row = found.data.list[0];
    expect(row).toMatchObject({
      userId: 1, userType: 2, applicationName: 'renda-server', requestMethod: 'GET', requestUrl: '/admin-api/system/user/get',
      userAgent: 'h7-agent', resultCode: 1002003003, resultMsg: '用户不存在', duration: expect.any(Number), beginTime: expect.any(Number), endTime: expect.any(Number),
    });
    expect(JSON.parse(row.requestParams)).toEqual({ query: { id: 999999 } });
    expect(row.endTime).toBeGreaterThanOrEqual(row.beginTime);

    const masked = (await rows('api-access-log', 'requestUrl=' + encodeURIComponent('update-password'))).data.list[0];
    expect(masked.requestParams).toContain('"password":"******"');
    expect(masked.requestParams).not.toContain('Secret#123');

    const ok = (await rows('api-access-log', 'requestUrl=' + encodeURIComponent('/system/auth/login') + '&resultCode=0')).data.list[0];
    expect(ok).toMatchObject({ requestMethod: 'POST', resultCode: 0, resultMsg: '' });
    expect(ok.requestParams).not.toContain('admin123');
  });

  it('logs an unexpected error with its stack, answered 系统异常; 已处理 once, by someone who may', async () => {
    expect(await call('POST', '/admin-api/test/boom', admin, { token: 'abc', name: '参数' })).toMatchObject({ code: 500, msg: '系统异常', data: null });
    const found = await rows('api-error-log', 'requestUrl=' + encodeURIComponent('/test/boom') + '&processStatus=0');
    const row = found.data.list[0];
    expect(row).toMatchObject({
      userId: 1, requestMethod: 'POST', requestUrl: '/admin-api/test/boom', exceptionName: 'Error', processStatus: 0, exceptionTime: expect.any(Number),
    });
    expect((await rows('api-access-log', 'requestUrl=' + encodeURIComponent('/test/boom'))).data.list[0]).toMatchObject({ resultCode: 500, resultMsg: '系统异常' });

    const exported = await call('GET', '/admin-api/infra/api-error-log/export-excel?pageNo=1&pageSize=10&processStatus=0', admin);
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');

    const stored = await database.handle.db.selectFrom('infraApiErrorLog').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ exceptionMessage: '测试用的意外错误', exceptionRootCauseMessage: '根本原因', exceptionClassName: 'Error' });
    expect(stored.exceptionStackTrace).toContain('测试用的意外错误');
    expect(stored.exceptionFileName).toContain('apiLogs.test.ts');
    expect(stored.exceptionLineNumber).toBeGreaterThan(0);
    expect(stored.requestParams).toContain('"token":"******"');

    const update = (id: number, status: number | string, token = admin) => call('PUT', `/admin-api/infra/api-error-log/update-status?id=${id}&processStatus=${status}`, token);
    expect(await update(row.id, 1, guest)).toMatchObject({ code: 403 });
    expect(await update(row.id, 3)).toMatchObject({ code: 400, msg: expect.stringContaining('处理状态') });
    expect(await update(row.id, 1)).toMatchObject({ code: 0, data: true });
    expect(await update(row.id, 2)).toMatchObject({ code: 1001002001, msg: 'API 错误日志已处理' });
    expect(await update(987654, 1)).toMatchObject({ code: 1001002000, msg: 'API 错误日志不存在' });
    expect((await rows('api-error-log', 'processStatus=1')).data.list[0]).toMatchObject({ id: row.id, processUserId: 1, processTime: expect.any(Number) });
  });

  it('keeps each tenant’s rows to itself; needs the log permissions; is read-only', async () => {
    await call('GET', '/admin-api/system/user/get?id=888888', admin2, undefined, 2);
    // A district's package has no infrastructure screens; its rows are its own all the same.
    expect(await call('GET', '/admin-api/infra/api-access-log/page', admin2, undefined, 2)).toMatchObject({ code: 403 });
    const db = database.handle.db;
    for (let i = 0; i < 50 && !(await db.selectFrom('infraApiAccessLog').select('id').where('requestParams', 'like', '%888888%').executeTakeFirst()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await db.selectFrom('infraApiAccessLog').select(['tenantId', 'userId']).where('requestParams', 'like', '%888888%').execute()).toEqual([{ tenantId: 2, userId: expect.any(Number) }]);
    expect((await call('GET', '/admin-api/infra/api-access-log/page?pageNo=1&pageSize=100&resultCode=1002003003', admin)).data.list
      .some((r: { requestParams: string }) => r.requestParams.includes('888888'))).toBe(false);

    expect(await call('GET', '/admin-api/infra/api-access-log/page', guest)).toMatchObject({ code: 403 });
    expect(await call('GET', '/admin-api/infra/api-error-log/page', guest)).toMatchObject({ code: 403 });
    expect(await call('POST', '/admin-api/infra/api-access-log/create', admin, {})).toMatchObject({ code: 404 });
    const exported = await call('GET', '/admin-api/infra/api-access-log/export-excel?pageNo=1&pageSize=10&requestUrl=user', admin);
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
  });
});
