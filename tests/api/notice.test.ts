import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Notices (/system/notice, yudao's 通知公告): CRUD of a tenant, rich text cleaned on the server. */
describe('notices', () => {
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

  const create = (payload: object, token = admin, tenantId = 1) => t.call({ method: 'POST', url: '/admin-api/system/notice/create', payload, token, tenantId });
  const get = (id: number, token = admin, tenantId = 1) => t.call({ method: 'GET', url: `/admin-api/system/notice/get?id=${id}`, token, tenantId });

  it('creates, reads, updates and deletes a notice; its content loses scripts and event handlers', async () => {
    const html = '<p style="text-align: center">开会<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>';
    const created = await create({ title: '关于召开常委会会议的通知', type: '1', content: html, status: 0 });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const read = await get(id);
    expect(read.data).toMatchObject({ id, title: '关于召开常委会会议的通知', type: 1, status: 0 });
    const content = read.data.content as string;
    expect(content).toContain('开会');
    expect(content).toContain('<img src="x.png" />');
    expect(content).toContain('text-align:center');
    expect(content).not.toMatch(/script|onerror|javascript:/i);

    expect(await t.call({ method: 'PUT', url: '/admin-api/system/notice/update', token: admin, payload: { id, content: '<b onclick="x()">改</b><iframe src="https://evil"></iframe>' } })).toMatchObject({ code: 0 });
    expect((await get(id)).data).toMatchObject({ title: '关于召开常委会会议的通知', content: '<b>改</b>' });

    const page = await t.call({ method: 'GET', url: '/admin-api/system/notice/page?pageNo=1&pageSize=10&title=' + encodeURIComponent('常委会') + '&status=', token: admin });
    expect(page.data).toMatchObject({ total: 1, list: [{ id, type: 1 }] });

    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/notice/delete?id=${id}`, token: admin })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1002008001, msg: '当前通知公告不存在', data: null });
  });

  it('refuses a missing title and a type outside the dictionary, in Chinese', async () => {
    expect(await create({ type: 1, status: 0 })).toMatchObject({ code: 400, msg: expect.stringContaining('公告标题') });
    expect(await create({ title: '标题', type: 9, status: 0 })).toMatchObject({ code: 400, msg: expect.stringContaining('公告类型') });
  });

  it('keeps each tenant’s notices to itself', async () => {
    const id = (await create({ title: '二区公告', type: 2, content: '<p>内容</p>', status: 0 }, admin2, 2)).data as number;
    expect((await get(id, admin2, 2)).data).toMatchObject({ title: '二区公告' });
    expect(await get(id)).toMatchObject({ code: 1002008001 });
    const page = await t.call({ method: 'GET', url: '/admin-api/system/notice/page?pageNo=1&pageSize=100', token: admin });
    expect(page.data.list.map((n: { title: string }) => n.title)).not.toContain('二区公告');
    expect(await t.call({ method: 'DELETE', url: `/admin-api/system/notice/delete?id=${id}`, token: admin })).toMatchObject({ code: 1002008001 });
  });

  it('needs the notice permissions', async () => {
    expect(await t.call({ method: 'GET', url: '/admin-api/system/notice/page', token: guest })).toMatchObject({ code: 403 });
    expect(await create({ title: '无权', type: 1, status: 0 }, guest)).toMatchObject({ code: 403 });
  });
});
