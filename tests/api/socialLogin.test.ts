import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../support/oidcProvider.ts';

/**
 * Social and provincial sign-in (issue 18, points 2, 3, 5) against a real OpenID Connect provider (oidc-provider)
 * on 127.0.0.1 playing the province: quick login of a bound account, an unbound one bound through the bind form and
 * signed in next time, a forged or reused state, a disabled client, a return address of another site, the v1.6.3+
 * `/login` with socialType, the personal centre's list and 解绑, and /register off and on.
 */
describe('social sign-in', () => {
  let t: TestApp;
  let op: TestOidcProvider;
  let adminToken: string;
  let clientRowId: number;
  const PROVINCE = 40;
  // inject() answers as host localhost: the page's own address.
  const redirectUri = `http://localhost/social-login?type=${PROVINCE}`;

  beforeAll(async () => {
    [t, op] = await Promise.all([createTestApp(), startOidcProvider([redirectUri])]);
    adminToken = (await t.login()).accessToken;
    const created = await t.call<number>({
      method: 'POST', url: '/admin-api/system/social-client/create', token: adminToken,
      payload: { name: '省统一身份认证', socialType: PROVINCE, code: 'province', clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer, scopes: 'openid profile', status: 0 },
    });
    expect(created.code, created.msg).toBe(0);
    clientRowId = created.data;
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  const redirect = (uri = redirectUri, type = PROVINCE) =>
    t.call<string>({ method: 'GET', url: `/admin-api/system/auth/social-auth-redirect?type=${type}&redirectUri=${encodeURIComponent(uri)}` });
  /** The browser's round trip: our redirect, the provider's pages as `login`, back with code and state. */
  async function roundTrip(login: string) {
    const started = await redirect();
    expect(started.code, started.msg).toBe(0);
    const back = await signInAtProvider(started.data, login);
    expect(back.origin + back.pathname).toBe('http://localhost/social-login');
    return { type: PROVINCE, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  const post = (path: string, payload: object, token?: string) => t.call({ method: 'POST', url: `/admin-api/system/auth/${path}`, payload, token });

  it('lists only enabled providers, with nothing secret, and refuses a return address of another site', async () => {
    const list = await t.call({ method: 'GET', url: '/admin-api/system/auth/social-clients' });
    expect(list.data).toEqual([{ type: PROVINCE, name: '省统一身份认证', code: 'province', icon: null }]);
    const row = await t.call({ method: 'GET', url: `/admin-api/system/social-client/get?id=${clientRowId}`, token: adminToken });
    expect(row.data.clientId).toBe(op.clientId);
    expect(JSON.stringify(row.data)).not.toContain(op.clientSecret);

    for (const uri of ['https://evil.example/social-login?type=40', '//evil.example/x', 'javascript:alert(1)']) {
      const refused = await redirect(uri);
      expect([refused.code, refused.msg]).toEqual([1002018205, '回调地址必须是本站的地址']);
    }
    const started = await redirect();
    const url = new URL(started.data);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
  });

  it('an unbound account is refused, binds through the form, then signs in by itself; states are one use', async () => {
    const first = await roundTrip('alice');
    const unbound = await post('social-quick-login', first);
    expect([unbound.code, unbound.msg]).toEqual([1002000005, '未绑定账号，需要进行绑定']);

    const wrongPassword = await post('social-bind-login', { ...first, username: 'deputy1', password: 'wrong-pass' });
    expect(wrongPassword.code).toBe(1002000000);
    // The same code and state again (the v1.6.2 bind form after the quick login): no second exchange needed.
    const bound = await post('social-bind-login', { ...first, username: 'deputy1', password: 'deputy123' });
    expect(bound.code, bound.msg).toBe(0);
    expect(bound.data.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const deputy1 = bound.data.userId;

    const reused = await post('social-quick-login', first);
    expect([reused.code, reused.msg]).toEqual([1002018000, '社交授权失败，原因是：state 已使用']);
    const forged = await post('social-quick-login', { ...first, state: 'forged-state-0001' });
    expect([forged.code, forged.msg]).toEqual([1002018000, '社交授权失败，原因是：state 无效']);

    // Next time: the provider's account signs deputy1 in by itself (v1.6.3+ social-login is the same call).
    const next = await roundTrip('alice');
    const quick = await post('social-login', next);
    expect(quick.code, quick.msg).toBe(0);
    expect(quick.data.userId).toBe(deputy1);
    const log = await t.call({ method: 'GET', url: '/admin-api/system/login-log/page?pageNo=1&pageSize=5&username=deputy1', token: adminToken });
    expect(log.data.list.slice(0, 2).map((r: { logType: number; result: number }) => [r.logType, r.result])).toEqual([[101, 0], [101, 0]]);

    const mine = await t.call({ method: 'GET', url: '/admin-api/system/social-user/get-bind-list', token: quick.data.accessToken });
    expect(mine.data).toEqual([expect.objectContaining({ type: PROVINCE, openid: 'alice', nickname: '省认证用户 alice' })]);
    const socialUsers = await t.call({ method: 'GET', url: '/admin-api/system/social-user/page?pageNo=1&pageSize=10', token: adminToken });
    expect(socialUsers.data.list.map((r: { openid: string }) => r.openid)).toEqual(['alice']);

    // 解绑 of someone else's account is refused; one's own goes, and the account is unbound again.
    const admins = await t.call({ method: 'DELETE', url: '/admin-api/system/social-user/unbind', token: adminToken, payload: { type: PROVINCE, openid: 'alice' } });
    expect(admins.code).toBe(1002018001);
    const unbind = await t.call({ method: 'DELETE', url: '/admin-api/system/social-user/unbind', token: quick.data.accessToken, payload: { type: PROVINCE, openid: 'alice' } });
    expect(unbind.code).toBe(0);
    const again = await post('social-quick-login', await roundTrip('alice'));
    expect(again.code).toBe(1002000005);
  });

  it('v1.6.3+: /login with socialType binds, and the personal centre binds a signed-in user', async () => {
    const trip = await roundTrip('bob');
    const signedIn = await post('login', { username: 'deputy2', password: 'deputy123', socialType: trip.type, socialCode: trip.code, socialState: trip.state });
    expect(signedIn.code, signedIn.msg).toBe(0);
    const quick = await post('social-quick-login', await roundTrip('bob'));
    expect(quick.data.userId).toBe(signedIn.data.userId);

    const staff = await t.login('staff', 'staff123');
    const bind = await t.call({ method: 'POST', url: '/admin-api/system/social-user/bind', token: staff.accessToken, payload: await roundTrip('carol') });
    expect(bind.code, bind.msg).toBe(0);
    expect((await post('social-quick-login', await roundTrip('carol'))).data.userId).toBe(staff.userId);
  });

  it('a disabled client is neither listed nor usable', async () => {
    const trip = await roundTrip('bob');
    const off = await t.call({ method: 'PUT', url: '/admin-api/system/social-client/update', token: adminToken, payload: { id: clientRowId, status: 1 } });
    expect(off.code, off.msg).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/social-clients' })).data).toEqual([]);
    const refused = await redirect();
    expect([refused.code, refused.msg]).toEqual([1002018204, '社交客户端已禁用']);
    expect((await post('social-quick-login', trip)).code).toBe(1002018204);
    // Another tenant has no provider at all.
    const other = await t.call({ method: 'GET', url: `/admin-api/system/auth/social-auth-redirect?type=${PROVINCE}&redirectUri=${encodeURIComponent(redirectUri)}`, tenantId: 2 });
    expect([other.code, other.msg]).toEqual([1002018200, '社交客户端不存在']);
    await t.call({ method: 'PUT', url: '/admin-api/system/social-client/update', token: adminToken, payload: { id: clientRowId, status: 0 } });
  });

  it('/register is off unless sys.user.register-enabled is true, then creates an account with no role', async () => {
    const payload = { username: 'newcomer1', nickname: '新用户', password: 'pass1234' };
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/register-enabled' })).data).toBe(false);
    const off = await post('register', payload);
    expect([off.code, off.msg]).toEqual([1002000011, '系统未开放注册']);

    await t.db.updateTable('infraConfig').set({ value: 'true' }).where('configKey', '=', 'sys.user.register-enabled').execute();
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/register-enabled' })).data).toBe(true);
    const bad = await post('register', { ...payload, username: 'a!' });
    expect(bad.code).toBe(400);
    const taken = await post('register', { ...payload, username: 'deputy1' });
    expect([taken.code, taken.msg]).toEqual([1002003000, '用户账号已经存在']);
    const created = await post('register', payload);
    expect(created.code, created.msg).toBe(0);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: created.data.accessToken });
    expect(info.data.roles).toEqual([]);
    expect((await t.login('newcomer1', 'pass1234')).userId).toBe(created.data.userId);
  });
});
