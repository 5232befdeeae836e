import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The sign-in limiter: too many failures of an account or from an address ask for the captcha (even with
 * CAPTCHA_ENABLED=false) and slow failures down; correct credentials with a correct captcha always sign in.
 */
describe('sign-in limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captchaEnabled: false,
      loginMaxFailuresPerAccount: 3,
      loginMaxFailuresPerIp: 6,
      loginFailureWindowMinutes: 15,
      loginFailureDelayMs: 100,
      loginFailureDelayMaxMs: 400,
    });
  });
  afterAll(() => t.close());

  const login = (ip: string, payload: object, tenantId = 1) =>
    t.call({ method: 'POST', url: '/admin-api/system/auth/login', remoteAddress: ip, tenantId, payload });
  const image = (ip: string, query = '') =>
    t.call<{ enable: boolean; uuid: string | null; img: string | null }>({ method: 'GET', url: `/admin-api/system/captcha/get-image${query}`, remoteAddress: ip, tenantId: null });
  /** A captcha as the client gets it, with its answer read from the database. */
  const solved = async (ip: string, query = '') => {
    const res = await image(ip, query);
    expect(res.data.enable).toBe(true);
    const row = await t.db.selectFrom('systemCaptcha').select('code').where('uuid', '=', res.data.uuid!).executeTakeFirstOrThrow();
    return { uuid: res.data.uuid!, code: row.code };
  };
  const REQUIRED = { code: 1002000010, data: null, msg: '登录失败次数过多，请输入验证码' };

  it('asks an account with too many failures for the captcha, then signs it in with the right password and captcha', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 3; i++) expect((await login(ip, { username: 'staff', password: 'wrong1' })).code).toBe(1002000000);
    const refused = await login(ip, { username: 'staff', password: 'staff123' });
    expect(refused).toMatchObject({ status: 200, ...REQUIRED });
    // A yudao client reloads the captcha after a failure and shows it when `enable` is true: this address now gets one.
    const captcha = await solved(ip);
    const signedIn = await login(ip, { username: 'staff', password: 'staff123', ...captcha });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks the same account for the captcha from another address too (the count is per account)', async () => {
    for (let i = 0; i < 3; i++) await login('10.0.2.1', { username: 'deputy1', password: 'wrong1' });
    expect(await login('10.0.2.2', { username: 'deputy1', password: 'deputy123' })).toMatchObject(REQUIRED);
    const captcha = await solved('10.0.2.2', '?force=true');
    expect((await login('10.0.2.2', { username: 'deputy1', password: 'deputy123', ...captcha })).code).toBe(0);
  });

  it('never locks out an office behind one address: others sign in there with the captcha', async () => {
    const office = '10.0.3.1';
    // One person sprays names (unknown ones and another tenant's included) from the office's address.
    for (const [username, tenantId] of [['nobody1', 1], ['nobody2', 1], ['deputy2', 1], ['admin2', 2], ['ghost9', 2], ['guest', 1]] as const) {
      await login(office, { username, password: 'wrong1' }, tenantId);
    }
    expect(await login(office, { username: 'admin', password: 'admin123' })).toMatchObject(REQUIRED);
    const captcha = await solved(office);
    expect((await login(office, { username: 'admin', password: 'admin123', ...captcha })).code).toBe(0);
    const other = await solved(office);
    expect((await login(office, { username: 'admin2', password: 'admin123', ...other }, 2)).code).toBe(0);
    // Another address is not concerned.
    expect((await login('10.0.3.2', { username: 'deputy2', password: 'deputy123' })).code).toBe(0);
  });

  it('refuses a wrong captcha when one is required, and counts it as a failure', async () => {
    const ip = '10.0.4.1';
    for (let i = 0; i < 6; i++) await login(ip, { username: `spray${i}`, password: 'wrong1' });
    expect(await login(ip, { username: 'guest', password: 'guest123' })).toMatchObject(REQUIRED);
    const captcha = await solved(ip);
    const wrong = await login(ip, { username: 'guest', password: 'guest123', uuid: captcha.uuid, code: 'zzzz' });
    expect(wrong).toMatchObject({ code: 1002000004, msg: '验证码不正确' });
    const reused = await login(ip, { username: 'guest', password: 'guest123', ...captcha });
    expect(reused).toMatchObject({ code: 1002000003, msg: '验证码不存在' });
    const failures = await t.db.selectFrom('systemLoginLog').select('result').where('userIp', '=', ip).where('username', '=', 'guest').orderBy('id').execute();
    expect(failures.map((r) => r.result)).toEqual([30, 31, 30]); // asked for the captcha, wrong code, used code
  });

  it('hands out no captcha while it is off and nobody asked for one, and one on demand', async () => {
    expect((await image('10.0.5.1')).data).toEqual({ enable: false, uuid: null, img: null });
    const forced = await image('10.0.5.1', '?force=true');
    expect(forced.data.enable).toBe(true);
    // a PNG (the signature's bytes 1–3 spell PNG)
    expect(Buffer.from(forced.data.img!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('answers failed sign-ins more slowly as failures add up, without holding up other requests', async () => {
    const ip = '10.0.6.1';
    const timed = async (payload: object) => {
      const started = performance.now();
      const res = await login(ip, payload);
      return { res, ms: performance.now() - started };
    };
    await login(ip, { username: 'nobody', password: 'wrong1' });
    await login(ip, { username: 'nobody', password: 'wrong1' });
    const third = await timed({ username: 'nobody', password: 'wrong1' });
    expect(third.res.code).toBe(1002000000);
    // 2 failures counted × 100 ms: a lower bound only, which a loaded machine cannot break
    expect(third.ms).toBeGreaterThanOrEqual(190);

    // While a failure waits out its delay, the server answers others.
    for (let i = 0; i < 4; i++) await login('10.0.6.2', { username: 'nobody', password: 'wrong1' });
    const pending = login('10.0.6.2', { username: 'nobody', password: 'wrong1' }); // waits 400 ms
    let done = false;
    void pending.then(() => (done = true));
    const health = await t.call({ method: 'GET', url: '/admin-api/system/health', tenantId: null });
    expect(health.code).toBe(0);
    expect(done).toBe(false);
    await pending;
  });

  it('counts wrong passwords sent at once: of ten, three are checked and the rest are asked for the captcha', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(`10.0.9.${i + 1}`, { username: 'deputy3', password: 'wrong1' })));
    expect(answers.filter((a) => a.code === 1002000000)).toHaveLength(3);
    expect(answers.filter((a) => a.code === REQUIRED.code)).toHaveLength(7);
    // every attempt left its outcome in the log, and no place-holder (未知异常) stays behind
    const rows = await t.db.selectFrom('systemLoginLog').select('result').where('username', '=', 'deputy3').execute();
    expect(rows.map((r) => r.result).sort()).toEqual([10, 10, 10, 30, 30, 30, 30, 30, 30, 30]);
  });

  it('caps the delay', async () => {
    const { failureDelayMs } = await import('../../src/server/modules/system/auth/loginLog.ts');
    expect(failureDelayMs(t.config, 0)).toBe(0);
    expect(failureDelayMs(t.config, 2)).toBe(200);
    expect(failureDelayMs(t.config, 50)).toBe(400);
  });
});
