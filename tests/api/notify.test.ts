import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * 站内信 (issue 12, docs/messages.md): a template's parameters read from its content, send-notify to a user, that
 * user's bell (unread count and list), 我的站内信 (my-page) and read marks, which touch only one's own messages;
 * another tenant sees none of them.
 */
describe('in-site messages', () => {
  let t: TestApp;
  let admin: string;
  let deputy: string;
  let deputyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    // The demo's proposals and processes told their people of their work (issue 33); this test counts the messages
    // it sends itself, so it starts from an empty bell.
    await t.db.deleteFrom('systemNotifyMessage').execute();
    admin = (await t.login()).accessToken;
    const signedIn = await t.login('deputy1', 'deputy123');
    deputy = signedIn.accessToken;
    deputyId = signedIn.userId;
  });
  afterAll(() => t?.close());

  const send = (userId: number, templateParams: Record<string, string>, templateCode = 'meeting-notice') =>
    t.call<number>({ method: 'POST', url: '/admin-api/system/notify-template/send-notify', token: admin, payload: { userId, templateCode, templateParams } });
  const unreadCount = async (token: string, tenantId = 1) =>
    (await t.call<number>({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-count', token, tenantId })).data;

  it('reads a template\'s parameters from its content and refuses a send that misses one, with yudao\'s message', async () => {
    const created = await t.call<number>({
      method: 'POST', url: '/admin-api/system/notify-template/create', token: admin,
      payload: { name: '会议通知', code: 'meeting-notice', nickname: '办公室', content: '{name}代表：请于{time}参加{meeting}。{name}', type: '2', status: 0, params: ['ignored'] },
    });
    expect(created.code).toBe(0);
    const got = await t.call<{ params: string[] }>({ method: 'GET', url: `/admin-api/system/notify-template/get?id=${created.data}`, token: admin });
    expect(got.data.params).toEqual(['name', 'time', 'meeting']);

    const duplicate = await t.call({
      method: 'POST', url: '/admin-api/system/notify-template/create', token: admin,
      payload: { name: '重复', code: 'meeting-notice', nickname: '办公室', content: '内容', type: 2 },
    });
    expect(duplicate).toMatchObject({ code: 1002026001, msg: '已经存在编码为【meeting-notice】的站内信模板' });

    const missing = await send(deputyId, { name: '张三', time: '周一' });
    expect(missing).toMatchObject({ code: 1002028000, msg: '模板参数(meeting)缺失', data: null });
    expect(await unreadCount(deputy)).toBe(0);
    const nobody = await send(999999, { name: '张三', time: '周一', meeting: '常委会' });
    expect(nobody).toMatchObject({ code: 1002028001, msg: '接收人不存在' });
    const unknown = await send(deputyId, {}, 'no-such-template');
    expect(unknown).toMatchObject({ code: 1002026000, msg: '站内信模版不存在' });
  });

  it('puts a sent message in the user\'s bell and my-page; a read mark changes only one\'s own messages', async () => {
    const first = await send(deputyId, { name: '张三', time: '周一上午', meeting: '常委会' });
    expect(first.code).toBe(0);
    const second = await send(deputyId, { name: '张三', time: '周二', meeting: '座谈会' });
    const adminOwn = await send(1, { name: '管理员', time: '周三', meeting: '主任会议' });
    expect(await unreadCount(deputy)).toBe(2);
    expect(await unreadCount(admin)).toBe(1);

    const list = await t.call<{ id: number; templateNickname: string; templateContent: string; templateType: number; readStatus: boolean; createTime: number }[]>({
      method: 'GET', url: '/admin-api/system/notify-message/get-unread-list', token: deputy,
    });
    expect(list.data.map((m) => m.id)).toEqual([second.data, first.data]);
    expect(list.data[1]).toMatchObject({ templateNickname: '办公室', templateContent: '张三代表：请于周一上午参加常委会。张三', templateType: 2, readStatus: false });
    expect(typeof list.data[1]!.createTime).toBe('number');

    // The deputy marks the admin's message and their own first one: only their own changes.
    const marked = await t.call({ method: 'PUT', url: `/admin-api/system/notify-message/update-read?ids=${adminOwn.data}&ids=${first.data}`, token: deputy, headers: { 'content-type': 'application/json;charset=utf-8' } });
    expect(marked.code).toBe(0);
    expect(await unreadCount(deputy)).toBe(1);
    expect(await unreadCount(admin)).toBe(1);

    const unreadPage = await t.call<{ list: { id: number }[]; total: number }>({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=10&readStatus=false&createTime[0]=&createTime[1]=', token: deputy });
    expect(unreadPage.data).toMatchObject({ total: 1, list: [{ id: second.data }] });
    const readPage = await t.call<{ list: { id: number; readStatus: boolean; readTime: number }[]; total: number }>({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=10&readStatus=true', token: deputy });
    expect(readPage.data.total).toBe(1);
    expect(readPage.data.list[0]).toMatchObject({ id: first.data, readStatus: true });
    expect(typeof readPage.data.list[0]!.readTime).toBe('number');

    await t.call({ method: 'PUT', url: '/admin-api/system/notify-message/update-all-read', token: deputy });
    expect(await unreadCount(deputy)).toBe(0);
    expect(await unreadCount(admin)).toBe(1);

    // 消息记录 (the administrators' page) sees everyone's; a deputy may not open it.
    const all = await t.call<{ total: number }>({ method: 'GET', url: '/admin-api/system/notify-message/page?pageNo=1&pageSize=10&userId=' + deputyId, token: admin });
    expect(all.data.total).toBe(2);
    const refused = await t.call({ method: 'GET', url: '/admin-api/system/notify-message/page?pageNo=1&pageSize=10', token: deputy });
    expect(refused.code).toBe(403);
  });

  it('keeps each tenant\'s messages to itself', async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    // Tenant 1's deputy is nobody in tenant 2.
    const other = await t.call({ method: 'POST', url: '/admin-api/system/notify-template/send-notify', token: admin2, tenantId: 2, payload: { userId: deputyId, templateCode: 'meeting-notice', templateParams: { name: 'x', time: 'y', meeting: 'z' } } });
    expect(other).toMatchObject({ code: 1002028001, msg: '接收人不存在' });
    const page = await t.call<{ total: number }>({ method: 'GET', url: '/admin-api/system/notify-message/page?pageNo=1&pageSize=10', token: admin2, tenantId: 2 });
    expect(page.data.total).toBe(0);
    expect(await unreadCount(admin2, 2)).toBe(0);
  });
});
