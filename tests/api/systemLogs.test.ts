import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The login log (/system/login-log) and the operation log (/system/operate-log): read-only, per tenant. */
describe('login and operation logs', () => {
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

  const page = (resource: string, query: string, token = admin, tenantId = 1) =>
    t.call({ method: 'GET', url: `/admin-api/system/${resource}/page?pageNo=1&pageSize=100&${query}`, token, tenantId });
  /** Operation-log rows are written after the answer, in batches: wait until the row is there. */
  const operateRows = async (query: string, token = admin, tenantId = 1) => {
    for (let i = 0; i < 50; i++) {
      const answer = await page('operate-log', query, token, tenantId);
      if (answer.data.total > 0) return answer.data.list as Record<string, unknown>[];
      await new Promise((r) => setTimeout(r, 50));
    }
    return [];
  };
  const sheetRows = async (raw: { rawPayload: Buffer }) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as never);
    return book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
  };

  it('a sign-in shows in the login log of its tenant only, with the v1.6.2 filters', async () => {
    await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'staff', password: 'wrong-password' } });
    await t.login('staff', 'staff123');
    await t.login('admin2', 'admin123', 2);

    const mine = await page('login-log', 'userIp=&username=staff&status=&beginTime=&endTime=');
    expect(mine.code).toBe(0);
    expect(mine.data.list.map((r: { result: number }) => r.result)).toEqual([0, 10]);
    expect(mine.data.list[0]).toMatchObject({ logType: 100, username: 'staff', userIp: expect.any(String), userAgent: expect.any(String), createTime: expect.any(Number) });
    const failed = await page('login-log', 'username=staff&status=false');
    expect(failed.data.list.map((r: { result: number }) => r.result)).toEqual([10]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page('login-log', `username=staff&beginTime=${today} 00:00:00&endTime=2999-12-31 23:59:59`)).data.total).toBe(2);
    expect((await page('login-log', 'username=staff&beginTime=2000-01-01 00:00:00&endTime=2000-01-02 23:59:59')).data.total).toBe(0);

    const all1 = (await page('login-log', '')).data.list.map((r: { username: string }) => r.username);
    expect(all1).toContain('admin');
    expect(all1).not.toContain('admin2');
    const all2 = (await page('login-log', '', admin2, 2)).data.list.map((r: { username: string }) => r.username);
    expect(all2).toContain('admin2');
    expect(all2).not.toContain('staff');
  });

  it('a write shows in the operation log with its password masked, in its tenant only', async () => {
    const created = await t.call({
      method: 'POST', url: '/admin-api/system/user/create', token: admin,
      payload: { username: 'oplogger', nickname: '日志测试', password: 'Secret#123', status: 0 },
    });
    expect(created.code).toBe(0);
    const rows = await operateRows('module=' + encodeURIComponent('用户') + '&type=2');
    const row = rows.find((r) => String(r.javaMethodArgs).includes('oplogger'))!;
    expect(row).toMatchObject({
      module: '用户', name: '创建用户', type: 2, resultCode: 0, userNickname: expect.any(String),
      startTime: expect.any(Number), duration: expect.any(Number),
    });
    expect(row.javaMethodArgs).toContain('"password":"******"');
    expect(row.javaMethodArgs).not.toContain('Secret#123');
    expect((await operateRows('success=true&module=' + encodeURIComponent('用户'))).length).toBeGreaterThan(0);

    expect(await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: 'oplogger', nickname: '重名', password: 'Secret#123' } })).toMatchObject({ code: 1002003000 });
    const refused = await operateRows('success=false');
    expect(refused[0]).toMatchObject({ resultCode: 1002003000, resultMsg: '用户账号已经存在' });

    expect((await page('operate-log', '', admin2, 2)).data.list.filter((r: { javaMethodArgs: string }) => r.javaMethodArgs.includes('oplogger'))).toEqual([]);
  });

  it('exports answer xlsx and are logged as 导出; reading needs the log permissions', async () => {
    const login = await t.call({ method: 'GET', url: '/admin-api/system/login-log/export?pageNo=1&pageSize=10&username=admin', token: admin });
    expect(login.raw.headers['content-type']).toContain('spreadsheetml');
    expect((await sheetRows(login.raw as never))[0]).toContain('用户名称');
    const operate = await t.call({ method: 'GET', url: '/admin-api/system/operate-log/export?pageNo=1&pageSize=10', token: admin });
    expect(operate.raw.headers['content-type']).toContain('spreadsheetml');
    expect((await sheetRows(operate.raw as never))[0]).toContain('操作模块');
    const exports = await operateRows('type=5');
    expect(exports.map((r) => r.name)).toContain('导出登录日志');

    expect(await page('login-log', '', guest)).toMatchObject({ code: 403 });
    expect(await page('operate-log', '', guest)).toMatchObject({ code: 403 });
    expect(await t.call({ method: 'POST', url: '/admin-api/system/login-log/create', token: admin, payload: {} })).toMatchObject({ code: 404 });
  });
});
