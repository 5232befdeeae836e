import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The citizens' side of liaison stations (issue 35 point 2, docs/stations.md): without signing in, a station's page
 * by its code, a submission that answers a tracking number and lands in the station's tenant only, the tracking page
 * that shows status and reply and nothing personal, and what holds a submission back — the captcha, the limits per
 * address and per station, sensitive words, HTML, photos that are no images — each refusal storing nothing.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PUBLIC = '/admin-api/renda/station-feedback/public';
let address = 0;
/** Each submission from its own address, unless a test means the same one. */
const nextAddress = () => `10.35.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function multipart(field: string, name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----station-feedback-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('liaison stations: the public page', () => {
  let t: TestApp;
  let staff: string;
  let admin2: string;
  let deputy1Id: number;
  const feedback = { station: 'CDSTATION1', feedbackType: '2', content: '小区门口的路灯坏了一个月，晚上出行不安全。', name: '王女士', mobile: '13900001111' };

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    deputy1Id = (await t.login('deputy1', 'deputy123')).userId;
  });
  afterAll(async () => t.close());

  const submit = (body: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.call<{ trackingNo: string }>({ method: 'POST', url: `${PUBLIC}/create`, tenantId: null, remoteAddress, payload: { ...feedback, ...body } });
  const track = (trackingNo: string, mobile?: string) =>
    t.call<any>({ method: 'GET', url: `${PUBLIC}/track?${new URLSearchParams({ trackingNo, ...(mobile !== undefined ? { mobile } : {}) })}`, tenantId: null, remoteAddress: nextAddress() });
  const rows = () => t.db.selectFrom('rendaStationFeedback').select(['id', 'tenantId', 'trackingNo', 'content', 'name', 'mobile', 'anonymous', 'status', 'photoUrls']).execute();

  it("shows a station by its code alone: where, when and its deputies' names, nothing else about them", async () => {
    const page = await t.call<any>({ method: 'GET', url: `${PUBLIC}/station?code=cdstation1`, tenantId: null });
    expect(page.code, page.msg).toBe(0);
    expect(page.data).toEqual({
      code: 'CDSTATION1', name: '城东区东华街道人大代表联络站', address: '城东区东华大街88号社区服务中心二层', receptionDays: '每周三上午 9:00-11:30；每月15日全天',
      openingHours: '工作日 9:00-17:00', contactPhone: '010-65123456', deputies: ['张建国'],
      types: [{ value: '1', label: '意见建议' }, { value: '2', label: '民生诉求' }, { value: '3', label: '矛盾纠纷' }, { value: '4', label: '政策咨询' }, { value: '99', label: '其他' }],
    });
    expect(await t.call({ method: 'GET', url: `${PUBLIC}/station?code=NOSUCHCODE`, tenantId: null })).toMatchObject({ code: 1010009010, msg: '联络站不存在或已停用，请重新扫描联络站的二维码' });
    expect(await t.call({ method: 'GET', url: `${PUBLIC}/station?code=${encodeURIComponent("x' or 1=1")}`, tenantId: null })).toMatchObject({ code: 1010009010 });
  });

  it('takes a submission without signing in: a tracking number, the row in the station\'s tenant only, its submit step, its deputies told', async () => {
    const answer = await submit({});
    expect(answer.code, answer.msg).toBe(0);
    const { trackingNo } = answer.data;
    expect(trackingNo).toMatch(/^LZ\d{8}[A-HJ-NP-Z2-9]{6}$/);
    const row = (await rows()).find((r) => r.trackingNo === trackingNo)!;
    expect(row).toMatchObject({ tenantId: 1, content: feedback.content, name: '王女士', mobile: '13900001111', anonymous: false, status: '0' });
    const log = await t.db.selectFrom('rendaStationFeedbackLog').select(['tenantId', 'action', 'operatorId']).where('feedbackId', '=', row.id).execute();
    expect(log).toEqual([{ tenantId: 1, action: 'submit', operatorId: null }]);
    const told = await t.db.selectFrom('systemNotifyMessage').select(['userId', 'templateContent', 'templateParams'])
      .where('templateCode', '=', 'renda-station-feedback-new').execute();
    expect(told.filter((m) => m.templateParams.trackingNo === trackingNo)).toMatchObject([{ userId: deputy1Id, templateParams: { type: '民生诉求', station: '城东区东华街道人大代表联络站' } }]);

    // the staff of the station's tenant see it; another tenant's do not
    expect((await t.call<any>({ method: 'GET', url: `/admin-api/renda/station-feedback/get?id=${row.id}`, token: staff })).data).toMatchObject({ trackingNo });
    expect(await t.call({ method: 'GET', url: `/admin-api/renda/station-feedback/get?id=${row.id}`, token: admin2, tenantId: 2 })).toMatchObject({ code: 1010010000 });
  });

  it("sends a submission to another tenant's station to that tenant, and refuses an unknown or disabled station, storing nothing", async () => {
    const theirs = await t.call<number>({ method: 'POST', url: '/admin-api/renda/station/create', token: admin2, tenantId: 2, payload: { name: '区二联络站', code: 'QU2STATION', address: '区二路2号', status: 0 } });
    expect(theirs.code, theirs.msg).toBe(0);
    const answer = await submit({ station: 'QU2STATION' });
    expect(answer.code, answer.msg).toBe(0);
    expect((await rows()).find((r) => r.trackingNo === answer.data.trackingNo)).toMatchObject({ tenantId: 2 });

    const before = (await rows()).length;
    expect(await submit({ station: 'NOSUCHCODE' })).toMatchObject({ code: 1010009010, msg: '联络站不存在或已停用，请重新扫描联络站的二维码' });
    expect(await t.call({ method: 'PUT', url: '/admin-api/renda/station/update', token: admin2, tenantId: 2, payload: { id: theirs.data, status: 1 } })).toMatchObject({ code: 0 });
    expect(await submit({ station: 'QU2STATION' })).toMatchObject({ code: 1010009010 });
    expect(await t.call({ method: 'GET', url: `${PUBLIC}/station?code=QU2STATION`, tenantId: null })).toMatchObject({ code: 1010009010 });
    expect((await rows()).length).toBe(before);
  });

  it('tracks a feedback: status and reply, nothing personal; a mobile left is asked for, an anonymous one goes by its number alone', async () => {
    const { trackingNo } = (await submit({})).data;
    const shown = await track(trackingNo, '13900001111');
    expect(shown.code, shown.msg).toBe(0);
    expect(shown.data).toEqual({
      trackingNo, stationName: '城东区东华街道人大代表联络站', feedbackType: '2', feedbackTypeLabel: '民生诉求', status: '0', statusLabel: '待处理', reply: null, replyTime: null, finishTime: null, createTime: expect.any(Number),
    });
    expect(JSON.stringify(shown.raw.json())).not.toMatch(/王女士|13900001111|路灯/);
    expect(await track(trackingNo, '13900002222')).toMatchObject({ code: 1010009015, msg: '查询码或手机号不正确' });
    expect(await track(trackingNo)).toMatchObject({ code: 1010009015 });
    expect(await track('LZ20260101ABCDEF', '13900001111')).toMatchObject({ code: 1010009015 });

    // the reply, once given (the handling's 答复: here written as it writes it)
    const replyTime = new Date('2026-03-02T02:00:00Z');
    await t.db.updateTable('rendaStationFeedback').set({ status: '2', reply: '已联系物业，路灯已于3月1日修复。', replyTime }).where('trackingNo', '=', trackingNo).execute();
    expect((await track(trackingNo, ' 13900001111 ')).data).toMatchObject({ status: '2', statusLabel: '已反馈', reply: '已联系物业，路灯已于3月1日修复。', replyTime: replyTime.getTime() });

    // anonymous: neither name nor mobile is kept, whatever was typed, and the number alone shows it
    const anonymous = await submit({ anonymous: true });
    const row = (await rows()).find((r) => r.trackingNo === anonymous.data.trackingNo);
    expect(row).toMatchObject({ name: null, mobile: null, anonymous: true });
    expect(await track(anonymous.data.trackingNo.toLowerCase())).toMatchObject({ code: 0, data: { status: '0' } });
  });

  it('refuses sensitive words and strips HTML, storing nothing refused', async () => {
    const admin = (await t.login('admin', 'admin123')).accessToken;
    expect((await t.call({ method: 'POST', url: '/admin-api/system/sensitive-word/create', token: admin, payload: { name: '坏蛋', tags: ['骂人'], status: 0 } })).code).toBe(0);
    const before = (await rows()).length;
    expect(await submit({ content: '物业经理是个坏蛋' })).toMatchObject({ code: 1010009011, msg: '反馈内容含有不当用语【坏蛋】，请修改后再提交' });
    expect(await submit({ name: '坏蛋' })).toMatchObject({ code: 1010009011 });
    expect(await submit({ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' })).toMatchObject({ code: 1010009014, msg: '反馈内容不能为空' });
    expect(await submit({ feedbackType: '42' })).toMatchObject({ code: 400, msg: expect.stringContaining('反馈类型') });
    expect(await submit({ mobile: '12345' })).toMatchObject({ code: 400, msg: expect.stringContaining('手机号格式不正确') });
    expect((await rows()).length).toBe(before);

    const kept = await submit({ content: '<p onclick="x()">路灯<b>坏了</b></p><script>steal()</script><a href="javascript:x">看</a> a < b', name: '<i>王</i>' });
    expect(kept.code, kept.msg).toBe(0);
    expect((await rows()).find((r) => r.trackingNo === kept.data.trackingNo)).toMatchObject({ content: '路灯坏了看 a < b', name: '王' });
  });

  it('takes photos typed by their content, only those uploaded here, at most six', async () => {
    const upload = (content: Buffer, name: string, station = 'CDSTATION1') =>
      t.call<string>({ method: 'POST', url: `${PUBLIC}/upload?station=${station}`, tenantId: null, remoteAddress: nextAddress(), ...multipart('file', name, content) });
    // the master storage here: the database (the test's data directory is in memory)
    const admin = (await t.login('admin', 'admin123')).accessToken;
    expect((await t.call({ method: 'PUT', url: '/admin-api/infra/file-config/update-master?id=1', token: admin })).code).toBe(0);
    const photo = await upload(PNG, 'photo.png');
    expect(photo.code, photo.msg).toBe(0);
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'), 'photo.png')).toMatchObject({ code: 1001003003, msg: expect.stringContaining('JPG、PNG、GIF、WEBP') });
    expect(await upload(Buffer.from('MZ not an image'), 'photo.jpg')).toMatchObject({ code: 1001003003, msg: expect.stringContaining('JPG、PNG、GIF、WEBP') });
    expect(await upload(PNG, 'photo.png', 'NOSUCHCODE')).toMatchObject({ code: 1010009010 });

    const kept = await submit({ photoUrls: [photo.data] });
    expect(kept.code, kept.msg).toBe(0);
    expect((await rows()).find((r) => r.trackingNo === kept.data.trackingNo)?.photoUrls).toEqual([photo.data]);
    expect(await submit({ photoUrls: ['https://evil.example.com/x.png'] })).toMatchObject({ code: 1010009016 });
    expect(await submit({ photoUrls: Array.from({ length: 7 }, (_, i) => `${photo.data}?${i}`) })).toMatchObject({ code: 400, msg: expect.stringContaining('照片') });
  });

  it('limits submissions per address and per station (a parameter), the refused ones storing nothing', async () => {
    const before = (await rows()).length;
    const same = nextAddress();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await submit({ content: `同一地址第${i}条` }, same));
    expect(answers.slice(0, 10).every((a) => a.code === 0)).toBe(true);
    expect(answers[10]).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后重试' });
    expect((await rows()).length).toBe(before + 10);

    // the station's hourly limit holds whatever the address: counted in the database, under the station's row lock
    const counted = (await rows()).filter((r) => r.tenantId === 1).length;
    await t.db.updateTable('infraConfig').set({ value: String(counted + 2) }).where('configKey', '=', 'renda.station-feedback.station-hourly-limit').execute();
    const burst = await Promise.all(Array.from({ length: 4 }, (_, i) => submit({ content: `并发第${i}条` })));
    const cd = (await rows()).filter((r) => r.tenantId === 1).length;
    expect(burst.filter((a) => a.code === 0)).toHaveLength(cd - counted);
    expect(burst.filter((a) => a.code === 1010009012)).toHaveLength(4 - (cd - counted));
    expect(await submit({})).toMatchObject({ code: 1010009012, msg: '该联络站近一小时收到的反馈过多，请稍后再试' });
  });
});

describe('liaison stations: the public form behind the captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true });
  });
  afterAll(async () => t.close());

  const body = { station: 'CDSTATION1', feedbackType: '1', content: '建议在社区增设便民座椅。', anonymous: true };
  const count = async () => (await t.db.selectFrom('rendaStationFeedback').select('id').execute()).length;
  const image = async () => {
    const answer = await t.call<{ enable: boolean; uuid: string; img: string }>({ method: 'GET', url: `${PUBLIC}/captcha`, tenantId: null });
    expect(answer.data.enable).toBe(true);
    expect(Buffer.from(answer.data.img, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const row = await t.db.selectFrom('systemCaptcha').select('code').where('uuid', '=', answer.data.uuid).executeTakeFirstOrThrow();
    return { uuid: answer.data.uuid, code: row.code };
  };
  const submit = (extra: Record<string, unknown>) => t.call<{ trackingNo: string }>({ method: 'POST', url: `${PUBLIC}/create`, tenantId: null, remoteAddress: nextAddress(), payload: { ...body, ...extra } });

  it('refuses a submission without the captcha or with a wrong one, storing nothing, and takes each captcha once', async () => {
    const before = await count();
    expect(await submit({})).toMatchObject({ code: 1002000003, msg: '验证码不存在' });
    const wrong = await image();
    expect(await submit({ captchaUuid: wrong.uuid, captchaCode: `${wrong.code}x` })).toMatchObject({ code: 1002000004, msg: '验证码不正确' });
    expect(await submit({ captchaUuid: wrong.uuid, captchaCode: wrong.code })).toMatchObject({ code: 1002000003 });
    expect(await count()).toBe(before);

    const right = await image();
    const answer = await submit({ captchaUuid: right.uuid, captchaCode: right.code.toUpperCase() });
    expect(answer.code, answer.msg).toBe(0);
    expect(await submit({ captchaUuid: right.uuid, captchaCode: right.code })).toMatchObject({ code: 1002000003 });
    expect(await count()).toBe(before + 1);
  });
});
