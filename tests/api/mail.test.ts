import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}

/**
 * 邮箱管理 (issue 12, docs/messages.md): an account's password is kept and never echoed; a template's HTML is cleaned
 * and its parameters read; send-mail delivers the filled-in template through the account's SMTP server (one this
 * test runs on 127.0.0.1) and the log says 发送成功 with the message id, or 发送失败 with the error.
 */
describe('mail', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: Received[] = [];
  let admin: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'], allowInsecureAuth: true, logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'sender' && auth.password === 'smtp-secret') callback(null, { user: auth.username });
        else callback(new Error('535 认证失败'));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), user: session.user, data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp();
    admin = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const logOf = async (id: number) =>
    (await t.call<Record<string, unknown>>({ method: 'GET', url: `/admin-api/system/mail-log/get?id=${id}`, token: admin })).data;

  it('keeps an account\'s password without echoing it, and an update without it keeps it', async () => {
    const created = await t.call<number>({
      method: 'POST', url: '/admin-api/system/mail-account/create', token: admin,
      payload: { mail: 'office@renda.example', username: 'sender', password: 'smtp-secret', host: '127.0.0.1', port: String(smtpPort), sslEnable: false },
    });
    expect(created.code).toBe(0);
    const got = await t.call<Record<string, unknown>>({ method: 'GET', url: `/admin-api/system/mail-account/get?id=${created.data}`, token: admin });
    expect(got.data).toMatchObject({ mail: 'office@renda.example', username: 'sender', host: '127.0.0.1', port: smtpPort, sslEnable: false });
    expect(got.data).not.toHaveProperty('password');
    const page = await t.call({ method: 'GET', url: '/admin-api/system/mail-account/page?pageNo=1&pageSize=10&mail=&username=', token: admin });
    expect(JSON.stringify(page.data)).not.toContain('smtp-secret');
    // The yudao form sends the get answer back: the password stays.
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/mail-account/update', token: admin, payload: { ...got.data } })).code).toBe(0);
    // The screens get the field to type a password in (its schema, never a value); the server's own keys stay hidden.
    const manifest = await t.call<{ name: string; jsonSchema: { properties: Record<string, unknown> } }[]>({ method: 'GET', url: '/admin-api/system/manifest/resources', token: admin });
    expect(manifest.data.find((r) => r.name === 'mailAccount')!.jsonSchema.properties).toHaveProperty('password');
    expect(manifest.data.find((r) => r.name === 'user')!.jsonSchema.properties).not.toHaveProperty('nicknamePinyin');
    const simple = await t.call<{ id: number; mail: string }[]>({ method: 'GET', url: '/admin-api/system/mail-account/list-all-simple', token: admin });
    expect(simple.data).toContainEqual({ id: created.data, mail: 'office@renda.example' });

    const template = await t.call<number>({
      method: 'POST', url: '/admin-api/system/mail-template/create', token: admin,
      payload: {
        name: '会议通知', code: 'meeting-mail', accountId: created.data, nickname: '人大办公室', title: '{meeting}通知',
        content: '<p>{name}代表：请参加{meeting}。</p><script>alert(1)</script><img src="x" onerror="alert(2)">', status: 0,
      },
    });
    expect(template.code).toBe(0);
    const got2 = await t.call<{ content: string; params: string[] }>({ method: 'GET', url: `/admin-api/system/mail-template/get?id=${template.data}`, token: admin });
    expect(got2.data.params).toEqual(['name', 'meeting']);
    expect(got2.data.content).not.toMatch(/script|onerror/);

    // An account a template still uses is kept.
    const refused = await t.call({ method: 'DELETE', url: `/admin-api/system/mail-account/delete?id=${created.data}`, token: admin });
    expect(refused).toMatchObject({ code: 1002023001, msg: '无法删除，该邮箱账号还有邮件模板' });
  });

  it('sends the filled-in template through the account\'s SMTP server and logs 发送成功', async () => {
    const sent = await t.call<number>({
      method: 'POST', url: '/admin-api/system/mail-template/send-mail', token: admin,
      payload: { content: '<p>…</p>', params: ['name', 'meeting'], mail: 'deputy@renda.example', templateCode: 'meeting-mail', templateParams: { name: '<b>张三</b>', meeting: '常委会' } },
    });
    expect(sent.code).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'office@renda.example', to: ['deputy@renda.example'], user: 'sender' });
    expect(received[0]!.data).toContain('&lt;b&gt;=E5=BC=A0=E4=B8=89&lt;/b&gt;');
    const log = await logOf(sent.data);
    expect(log).toMatchObject({ toMail: 'deputy@renda.example', fromMail: 'office@renda.example', templateCode: 'meeting-mail', templateTitle: '常委会通知', sendStatus: 10, templateParams: { name: '<b>张三</b>', meeting: '常委会' } });
    expect(log.templateContent).toBe('<p>&lt;b&gt;张三&lt;/b&gt;代表：请参加常委会。</p><img src="x" />');
    expect(String(log.sendMessageId)).toMatch(/@/);
    const page = await t.call<{ list: { id: number; sendStatus: number }[] }>({ method: 'GET', url: '/admin-api/system/mail-log/page?pageNo=1&pageSize=10&sendStatus=10&toMail=deputy', token: admin });
    expect(page.data.list.map((r) => r.id)).toEqual([sent.data]);
  });

  it('refuses a send that misses a parameter, with yudao\'s message, and sends nothing', async () => {
    const missing = await t.call({
      method: 'POST', url: '/admin-api/system/mail-template/send-mail', token: admin,
      payload: { mail: 'deputy@renda.example', templateCode: 'meeting-mail', templateParams: { name: '张三' } },
    });
    expect(missing).toMatchObject({ code: 1002025000, msg: '模板参数(meeting)缺失', data: null });
    const unknown = await t.call({ method: 'POST', url: '/admin-api/system/mail-template/send-mail', token: admin, payload: { mail: 'a@b.cn', templateCode: 'nope', templateParams: {} } });
    expect(unknown).toMatchObject({ code: 1002024000, msg: '邮件模版不存在' });
    expect(received).toHaveLength(1);
  });

  it('logs 发送失败 with the error when the SMTP server cannot be reached', async () => {
    const accounts = await t.call<{ id: number }[]>({ method: 'GET', url: '/admin-api/system/mail-account/list-all-simple', token: admin });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = new SMTPServer({ logger: false });
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.server.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/mail-account/update', token: admin, payload: { id: accounts.data[0]!.id, port: closedPort } })).code).toBe(0);
    const sent = await t.call<number>({
      method: 'POST', url: '/admin-api/system/mail-template/send-mail', token: admin,
      payload: { mail: 'deputy@renda.example', templateCode: 'meeting-mail', templateParams: { name: '张三', meeting: '常委会' } },
    });
    expect(sent.code).toBe(0);
    const log = await logOf(sent.data);
    expect(log.sendStatus).toBe(20);
    expect(String(log.sendException)).toMatch(/ECONNREFUSED/);
    expect(received).toHaveLength(1);
  });
});
