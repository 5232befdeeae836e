import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TenantScope } from '../../../src/server/db/tenantScope.ts';
import { enqueueMessage } from '../../../src/server/modules/system/outbox/index.ts';
import { mailText, startMailServer, startSmsGateway, type MailServer, type SmsGateway } from '../../support/messageChannels.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

/**
 * The outbox's dispatcher (issue 33, docs/messages.md): after the commit, the SMS goes through the HTTP channel to a
 * gateway and the mail through an account's SMTP server, both run by this test, each text naming the item and
 * linking to it with the public address; a send the gateway refuses is retried and arrives once (the mail that went
 * out is not sent again); muting SMS for a kind stops the SMS and keeps the in-site message and the mail.
 */
describe('outbox: SMS and mail after the commit', () => {
  let t: TestApp;
  let gateway: SmsGateway;
  let smtp: MailServer;
  let admin: string;
  let deputy: { token: string; id: number };

  beforeAll(async () => {
    gateway = await startSmsGateway();
    smtp = await startMailServer();
    t = await createTestApp({
      outboxPollMs: 100, outboxRetryMs: 100, publicUrl: 'https://rd.example.cn',
      smsHttp: { url: gateway.url, method: 'POST', body: '{"mobile":"{mobile}","content":"{content}"}', headers: { 'content-type': 'application/json' } },
    });
    admin = (await t.login()).accessToken;
    const d = await t.login('deputy1', 'deputy123');
    deputy = { token: d.accessToken, id: d.userId };
    const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
      const res = await t.call({ method, url: `/admin-api${url}`, token: admin, payload });
      expect(res.code, res.msg).toBe(0);
      return res.data;
    };
    // the deployment's channel and account, the templates of the task message switched on, the deputy's addresses
    const channelId = await call('POST', '/system/sms-channel/create', { signature: '人大', code: 'HTTP', status: 0 });
    const smsTemplate = (await t.call({ method: 'GET', url: '/admin-api/system/sms-template/page?pageNo=1&pageSize=10&code=bpm-task-todo', token: admin })).data.list[0];
    await call('PUT', '/system/sms-template/update', { ...smsTemplate, channelId, status: 0 });
    const accountId = await call('POST', '/system/mail-account/create', { mail: 'office@renda.example', username: 'sender', password: 'secret', host: '127.0.0.1', port: smtp.port, sslEnable: false });
    await call('POST', '/system/mail-template/create', {
      name: '待办任务提醒', code: 'bpm-task-todo', accountId, nickname: '流程助手', title: '待办：{processName}',
      content: '<p>您有一项待办：{processName}，环节：{taskName}。<a href="{link}">前往办理</a></p>', status: 0,
    });
    await t.db.updateTable('systemUsers').set({ mobile: '13800000001', email: 'deputy1@renda.example' }).where('id', '=', deputy.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
    await smtp?.close();
  });

  const enqueue = (title: string) => new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, {
    userId: deputy.id, kind: 'task', templateCode: 'bpm-task-todo', link: '/bpm/task/open/abc',
    params: { processName: title, taskName: '审核', startUserName: '王代表', dueTime: '2026-12-01 09:00' },
  }));
  const smsNaming = (title: string) => gateway.delivered.filter((m) => m.content.includes(title));
  const mailsNaming = (title: string) => smtp.received.filter((m) => mailText(m.data).includes(title));
  const outboxRow = (title: string) => t.db.selectFrom('systemMessageOutbox').selectAll()
    .where(sql<boolean>`template_params @> ${JSON.stringify({ processName: title })}::jsonb`).executeTakeFirstOrThrow();

  it('sends the SMS and the mail once, naming the item and linking to it', async () => {
    await enqueue('建议：关于增设公交站点的建议');
    await vi.waitFor(async () => expect((await outboxRow('建议：关于增设公交站点的建议')).mailStatus).toBe(10), { timeout: 15_000, interval: 100 });
    const [sms] = smsNaming('建议：关于增设公交站点的建议');
    expect(sms).toEqual({ mobile: '13800000001', content: '您有一项待办：建议：关于增设公交站点的建议，环节：审核，办理期限：2026-12-01 09:00。办理：https://rd.example.cn/bpm/task/open/abc' });
    const [mail] = mailsNaming('建议：关于增设公交站点的建议');
    expect(mail!.to).toEqual(['deputy1@renda.example']);
    expect(mailText(mail!.data)).toContain('https://rd.example.cn/bpm/task/open/abc');
    const row = await outboxRow('建议：关于增设公交站点的建议');
    expect(row).toMatchObject({ smsStatus: 10, mailStatus: 10, attempts: 1, lockedBy: null });
    // each send in its log: 短信日志 and 邮件记录 say 发送成功
    const smsLog = await t.call({ method: 'GET', url: '/admin-api/system/sms-log/page?pageNo=1&pageSize=10&mobile=13800000001', token: admin });
    expect(smsLog.data.list.filter((l: { templateContent: string }) => l.templateContent.includes('公交站点')).map((l: { sendStatus: number }) => l.sendStatus)).toEqual([10]);
    const mailLog = await t.call({ method: 'GET', url: '/admin-api/system/mail-log/page?pageNo=1&pageSize=10&toMail=deputy1@renda.example', token: admin });
    expect(mailLog.data.list.map((l: { sendStatus: number }) => l.sendStatus)).toEqual([10]);
  });

  it('retries an SMS the gateway refused, and it arrives once; the mail is not sent again', async () => {
    gateway.failNext(2);
    const title = '建议：关于延长图书馆开放时间的建议';
    await enqueue(title);
    await vi.waitFor(async () => expect((await outboxRow(title)).smsStatus).toBe(10), { timeout: 20_000, interval: 100 });
    expect(gateway.requests.filter((m) => m.content.includes(title))).toHaveLength(3);
    expect(smsNaming(title)).toHaveLength(1);
    expect(mailsNaming(title)).toHaveLength(1);
    expect(await outboxRow(title)).toMatchObject({ attempts: 3, mailStatus: 10 });
    const smsLog = await t.call({ method: 'GET', url: '/admin-api/system/sms-log/page?pageNo=1&pageSize=20&mobile=13800000001', token: admin });
    expect(smsLog.data.list.filter((l: { templateContent: string }) => l.templateContent.includes('图书馆')).map((l: { sendStatus: number }) => l.sendStatus).sort()).toEqual([10, 20, 20]);
  });

  it('keeps the in-site message and the mail when the user mutes SMS for the kind', async () => {
    const muted = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/message-preference', token: deputy.token, payload: { preferences: [{ kind: 'task', smsEnabled: false, mailEnabled: true }] } });
    expect(muted.code, muted.msg).toBe(0);
    const prefs = await t.call({ method: 'GET', url: '/admin-api/system/user/profile/message-preference', token: deputy.token });
    expect(prefs.data.find((p: { kind: string }) => p.kind === 'task')).toEqual({ kind: 'task', title: '待办任务', smsEnabled: false, mailEnabled: true });
    const title = '建议：关于整治河道的建议';
    await enqueue(title);
    await vi.waitFor(async () => expect((await outboxRow(title)).mailStatus).toBe(10), { timeout: 15_000, interval: 100 });
    expect(gateway.requests.filter((m) => m.content.includes(title))).toHaveLength(0);
    expect((await outboxRow(title)).smsStatus).toBe(0);
    const unread = await t.call({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-list', token: deputy.token });
    expect(unread.data.filter((m: { templateContent: string }) => m.templateContent.includes(title))).toHaveLength(1);
  });

  it('refuses a preference of an unknown kind in Chinese, by the field\'s title', async () => {
    const res = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/message-preference', token: deputy.token, payload: { preferences: [{ kind: 'spam', smsEnabled: false, mailEnabled: true }] } });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('消息类型');
  });
});
