import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * SMS sign-in (issue 18, point 1): send-sms-code and sms-login with yudao's messages, the limits, the LOG channel
 * (the code is read from the SMS log by an administrator, and from nowhere else) and the HTTP channel against a
 * gateway this test runs on 127.0.0.1.
 */
describe('SMS sign-in', () => {
  let t: TestApp;
  let gateway: Server;
  const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let adminToken: string;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"queued"}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp({
      smsCodeResendSeconds: 60,
      smsCodeDailyLimitPerMobile: 3,
      smsCodeDailyLimitPerIp: 6,
      smsHttp: {
        url: `http://127.0.0.1:${port}/sms/send`,
        method: 'POST',
        body: '{"phone":"{mobile}","text":"{content}","sign":"{signature}","template":"{apiTemplateId}","secret":"{apiSecret}"}',
        headers: { 'content-type': 'application/json', 'x-api-key': 'gateway-key', 'x-account': '{apiKey}' },
      },
    });
    adminToken = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  const send = (mobile: string, ip = '10.9.0.1', scene: unknown = 21) =>
    t.call({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', remoteAddress: ip, payload: { mobile, scene } });
  const smsLogin = (payload: object, ip = '10.9.0.1') =>
    t.call({ method: 'POST', url: '/admin-api/system/auth/sms-login', remoteAddress: ip, payload, headers: { 'user-agent': 'sms-test' } });
  /** The latest SMS text to a mobile, as an administrator reads it in 短信日志. */
  const lastSms = async (mobile: string) => {
    const page = await t.call<{ list: { templateContent: string; sendStatus: number; channelCode: string }[] }>({
      method: 'GET', url: `/admin-api/system/sms-log/page?mobile=${mobile}&pageNo=1&pageSize=1`, token: adminToken,
    });
    expect(page.code).toBe(0);
    return page.data.list[0];
  };
  const codeIn = (text: string) => /验证码是(\d{6})/.exec(text)![1];
  /** Moves a mobile's codes back in time, as if they were sent `seconds` earlier. */
  const age = (mobile: string, seconds: number) =>
    sql`update system_sms_code set create_time = create_time - make_interval(secs => ${seconds}) where mobile = ${mobile}`.execute(t.db);

  it('refuses a mobile that belongs to no account, and malformed input, with yudao\'s messages', async () => {
    expect(await send('13900000000')).toMatchObject({ code: 1002000007, msg: '手机号不存在', data: null });
    expect(await send('12345')).toMatchObject({ code: 400 });
    expect((await send('12345')).msg).toContain('手机号格式不正确');
    expect((await send('13812345602', '10.9.0.1', 99)).msg).toContain('发送场景不正确');
    const missing = await smsLogin({ mobile: '13812345602' });
    expect(missing).toMatchObject({ code: 400 });
    expect(missing.msg).toContain('验证码不能为空');
  });

  it('sends a code to the trimmed mobile; the code is in the SMS log only, and signs in once (login log 103)', async () => {
    const sent = await send('  13812345602 ');
    expect(sent).toMatchObject({ code: 0, data: true });
    const sms = await lastSms('13812345602');
    expect(sms).toMatchObject({ channelCode: 'LOG', sendStatus: 30 });
    const code = codeIn(sms.templateContent);
    expect(JSON.stringify(sent.raw.json())).not.toContain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await smsLogin({ mobile: '13812345602', code: wrong })).toMatchObject({ code: 1002014003, msg: '验证码不正确', data: null });

    const signedIn = await smsLogin({ mobile: ' 13812345602 ', code });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data).toMatchObject({ userId: 101, accessToken: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const me = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: signedIn.data.accessToken });
    expect(me.data.user).toMatchObject({ id: 101, username: 'deputy1' });

    expect(await smsLogin({ mobile: '13812345602', code })).toMatchObject({ code: 1002014002, msg: '验证码已使用' });

    // Every attempt is in the login log as 短信登录 (103): the wrong code, the sign-in, the reuse.
    const log = await t.call<{ list: { logType: number; username: string; result: number; userAgent: string }[] }>({
      method: 'GET', url: '/admin-api/system/login-log/page?username=13812345602&pageNo=1&pageSize=10', token: adminToken,
    });
    expect(log.data.list.filter((r) => r.userAgent === 'sms-test').map((r) => [r.logType, r.result])).toEqual([[103, 30], [103, 0], [103, 31]]);

    // Nowhere else: not in the API access log's parameters, nor in any stored code (a digest is kept).
    // (the access log is written in batches after the answers: wait for the three rows)
    let params = { rows: [] as { p: string }[] };
    for (let i = 0; i < 60 && params.rows.length < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      params = await sql<{ p: string }>`select request_params as p from infra_api_access_log where request_url like '%/system/auth/sms-login'`.execute(t.db);
    }
    expect(params.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of params.rows) expect(row.p).not.toContain(code);
    const stored = await sql<{ h: string }>`select code_hash as h from system_sms_code where mobile = '13812345602'`.execute(t.db);
    for (const row of stored.rows) expect(row.h).not.toContain(code);
  });

  it('accepts the alternative field name mobileCode', async () => {
    await age('13812345602', 61);
    expect((await send('13812345602')).code).toBe(0);
    const code = codeIn((await lastSms('13812345602')).templateContent);
    expect((await smsLogin({ mobile: '13812345602', mobileCode: code })).code).toBe(0);
  });

  it('refuses a second code within the resend interval, and an expired code', async () => {
    await age('13812345602', 61);
    expect((await send('13812345602')).code).toBe(0);
    expect(await send('13812345602')).toMatchObject({ code: 1002014005, msg: '短信发送过于频繁' });

    const code = codeIn((await lastSms('13812345602')).templateContent);
    await age('13812345602', 301);
    expect(await smsLogin({ mobile: '13812345602', code })).toMatchObject({ code: 1002014001, msg: '验证码已过期' });
  });

  it('limits the codes one address asks for in a day, whatever the mobiles', async () => {
    const ip = '10.9.0.77';
    const mobiles = ['13812345601', '13812345603', '13812345604', '13812345605', '13812345606', '13812345607'];
    for (const mobile of mobiles) expect((await send(mobile, ip)).code).toBe(0);
    expect(await send('13812345608', ip)).toMatchObject({ code: 1002014006, msg: '该网络地址今日发送的短信过多，请明天再试' });
  });

  it('refuses a mobile\'s codes past the daily limit', async () => {
    // Sent now rather than aged past the resend interval: a code moved back in time may land in yesterday (a run
    // just after midnight in China), and yesterday's codes rightly do not count.
    t.config.smsCodeResendSeconds = 0;
    try {
      // the address limit refused 13812345608's code above, so it has none: three are given, the fourth refused
      for (const ip of ['10.9.2.1', '10.9.2.2', '10.9.2.3']) expect((await send('13812345608', ip)).code).toBe(0);
      expect(await send('13812345608', '10.9.2.4')).toMatchObject({ code: 1002014004, msg: '超过每日短信发送数量' });
    } finally {
      t.config.smsCodeResendSeconds = 60;
    }
  });

  it('spends a code after five wrong tries', async () => {
    await age('13812345602', 100_000);
    await sql`delete from system_sms_code where mobile = '13812345602'`.execute(t.db);
    expect((await send('13812345602')).code).toBe(0);
    const code = codeIn((await lastSms('13812345602')).templateContent);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await smsLogin({ mobile: '13812345602', code: wrong }, '10.9.0.5')).code).toBe(1002014003);
    expect(await smsLogin({ mobile: '13812345602', code }, '10.9.0.5')).toMatchObject({ code: 1002014002 });
  });

  it('counts guesses sent at once: of twenty at the same time, five are compared and the right one among the rest fails', async () => {
    await age('13812345602', 100_000);
    await sql`delete from system_sms_code where mobile = '13812345602'`.execute(t.db);
    expect((await send('13812345602')).code).toBe(0);
    const code = codeIn((await lastSms('13812345602')).templateContent);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => smsLogin({ mobile: '13812345602', code: g }, '10.9.0.6')));
    expect(answers.filter((a) => a.code === 1002014003)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002014002)).toHaveLength(15);
    expect(await smsLogin({ mobile: '13812345602', code }, '10.9.0.6')).toMatchObject({ code: 1002014002 });
  });

  it('gives exactly one code to twenty-five sends at once to one mobile (the count and the insert are one step)', async () => {
    const mobile = '13800138000';
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(mobile, `10.9.1.${i + 1}`)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1002014005)).toHaveLength(24);
    const codes = await sql<{ n: number }>`select count(*)::int as n from system_sms_code where mobile = ${mobile}`.execute(t.db);
    expect(codes.rows[0].n).toBe(1);
  });

  it('stores no code for a send refused for want of a template, and does not count it', async () => {
    const mobile = '13900139000';
    const sendInTenant2 = (scene: number) =>
      t.call({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', remoteAddress: '10.9.2.1', tenantId: 2, payload: { mobile, scene } });
    // 22 (admin-sms-register) has no template: refused before any code is made.
    expect(await sendInTenant2(22)).toMatchObject({ code: 1002013002, msg: '短信模板不存在' });
    const codes = await sql<{ n: number }>`select count(*)::int as n from system_sms_code where mobile = ${mobile}`.execute(t.db);
    expect(codes.rows[0].n).toBe(0);
    // Not 短信发送过于频繁: the refused send used up nothing.
    expect(await sendInTenant2(21)).toMatchObject({ code: 0 });
  });

  it('keeps the codes of a tenant from another tenant\'s administrator and from users without the log screen', async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const other = await t.call<{ list: unknown[] }>({ method: 'GET', url: '/admin-api/system/sms-log/page?pageNo=1&pageSize=50', token: admin2, tenantId: 2 });
    expect(other.code === 0 ? other.data.list : []).toEqual([]);
    const deputy = (await t.login('deputy2', 'deputy123')).accessToken;
    expect((await t.call({ method: 'GET', url: '/admin-api/system/sms-log/page?pageNo=1&pageSize=10', token: deputy })).code).toBe(403);
  });

  it('sends through the HTTP channel to the gateway the environment names', async () => {
    const channel = await t.call<number>({
      method: 'POST', url: '/admin-api/system/sms-channel/create', token: adminToken,
      payload: { signature: '人大网关', code: 'HTTP', status: 0, remark: '测试网关', apiKey: 'rd-account', apiSecret: 's3cr"et', callbackUrl: 'https://rd.example.cn/sms/receipt' },
    });
    expect(channel.code).toBe(0);
    // the secret is shown masked (decision 89); the edit form sent back as read keeps it
    const shown = await t.call({ method: 'GET', url: `/admin-api/system/sms-channel/get?id=${channel.data}`, token: adminToken });
    expect(shown.data).toMatchObject({ apiKey: 'rd-account', apiSecret: '******', callbackUrl: 'https://rd.example.cn/sms/receipt' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/sms-channel/update', token: adminToken, payload: { ...shown.data, remark: '测试网关（改）' } })).code).toBe(0);
    const template = await t.call({ method: 'GET', url: '/admin-api/system/sms-template/get?id=1', token: adminToken });
    expect(template.data).toMatchObject({ code: 'admin-sms-login', channelId: 1 });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/sms-template/update', token: adminToken, payload: { id: 1, channelId: channel.data, apiTemplateId: 'SMS_123456' } })).code).toBe(0);

    expect((await send('13812345609', '10.9.0.9')).code).toBe(0);
    expect(received).toHaveLength(1);
    const request = received[0];
    expect(request).toMatchObject({ method: 'POST', url: '/sms/send' });
    expect(request.headers['x-api-key']).toBe('gateway-key');
    // the channel's account and secret, as the environment's template places them
    expect(request.headers['x-account']).toBe('rd-account');
    expect(JSON.parse(request.body).secret).toBe('s3cr"et');
    const body = JSON.parse(request.body) as { phone: string; text: string; sign: string; template: string };
    // the provider's template number goes along (yudao's apiTemplateId)
    expect(body).toMatchObject({ phone: '13812345609', sign: '人大网关', template: 'SMS_123456' });
    const code = codeIn(body.text);

    const sms = await lastSms('13812345609');
    expect(sms).toMatchObject({ channelCode: 'HTTP', sendStatus: 10, apiTemplateId: 'SMS_123456', receiveStatus: 0 });
    expect(codeIn(sms.templateContent)).toBe(code);
    expect((await smsLogin({ mobile: '13812345609', code }, '10.9.0.9')).data).toMatchObject({ userId: expect.any(Number) });
  });

  it('短信模板 测试 (send-sms) sends a template with its parameters and logs it; a deputy may not', async () => {
    const payload = { mobile: '13912340001', templateCode: 'admin-sms-login', templateParams: { code: '424242' } };
    const sent = await t.call({ method: 'POST', url: '/admin-api/system/sms-template/send-sms', token: adminToken, payload });
    expect(sent.code, sent.msg).toBe(0);
    const logged = await lastSms('13912340001') as { id?: number; templateContent: string };
    expect(logged.templateContent).toContain('424242');
    // the answer is the log row's id: 发送结果，见发送日志编号：{id}
    expect(sent.data).toBe(logged.id);
    const deputy = await t.login('deputy1', 'deputy123');
    expect((await t.call({ method: 'POST', url: '/admin-api/system/sms-template/send-sms', token: deputy.accessToken, payload })).code).toBe(403);
    const missing = await t.call({ method: 'POST', url: '/admin-api/system/sms-template/send-sms', token: adminToken, payload: { ...payload, templateCode: 'nope' } });
    expect([missing.code, missing.msg]).toEqual([1002013002, '短信模板不存在']);
  });
});
