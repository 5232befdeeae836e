import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPng } from '../support/png.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Sign-in with the captcha switched on: what a client of the yudao contract sees. */
describe('sign-in with captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true });
  });
  afterAll(() => t.close());

  const captcha = async () => {
    const res = await t.call<{ enable: boolean; uuid: string; img: string }>({ method: 'GET', url: '/admin-api/system/captcha/get-image', tenantId: null });
    const row = await t.db.selectFrom('systemCaptcha').select('code').where('uuid', '=', res.data.uuid).executeTakeFirstOrThrow();
    return { ...res.data, code: row.code };
  };
  const login = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload });

  it('hands out an image captcha without a tenant header', async () => {
    const res = await t.call<{ enable: boolean; uuid: string; img: string }>({ method: 'GET', url: '/admin-api/system/captcha/get-image', tenantId: null });
    expect(res.code).toBe(0);
    expect(res.data.enable).toBe(true);
    expect(res.data.uuid).toMatch(/^[0-9a-f]{32}$/);
    // A raster image a browser draws: bare base64 of a PNG of the size the login forms show, not blank.
    const png = readPng(Buffer.from(res.data.img, 'base64'));
    expect(png).toMatchObject({ width: 160, height: 60 });
    expect(png.distinctBytes).toBeGreaterThan(16);
  });

  it('gives an img the yudao vue2 client can show as "data:image/gif;base64," + img', async () => {
    const res = await t.call<{ img: string }>({ method: 'GET', url: '/admin-api/system/captcha/get-image', tenantId: null });
    // src/views/login.vue (v1.6.2): this.codeUrl = "data:image/gif;base64," + res.img
    const src = 'data:image/gif;base64,' + res.data.img;
    const match = /^data:image\/gif;base64,([A-Za-z0-9+/]+={0,2})$/.exec(src);
    expect(match).not.toBeNull();
    expect(readPng(Buffer.from(match![1]!, 'base64'))).toMatchObject({ width: 160, height: 60 });
  });

  it('requires the captcha when enabled', async () => {
    const res = await login({ username: 'admin', password: 'admin123' });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('请求参数不正确:验证码不能为空');
  });

  it('refuses a wrong code and then the same captcha again (one use only)', async () => {
    const c = await captcha();
    const wrong = await login({ username: 'admin', password: 'admin123', uuid: c.uuid, code: 'zzzz' });
    expect(wrong).toMatchObject({ code: 1002000004, msg: '验证码不正确' });
    const again = await login({ username: 'admin', password: 'admin123', uuid: c.uuid, code: c.code });
    expect(again).toMatchObject({ code: 1002000003, msg: '验证码不存在' });
  });

  it('accepts the right code once, case-insensitively', async () => {
    const c = await captcha();
    const ok = await login({ username: 'admin', password: 'admin123', uuid: c.uuid, code: c.code.toUpperCase() });
    expect(ok.code).toBe(0);
    expect(ok.data.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const replay = await login({ username: 'admin', password: 'admin123', uuid: c.uuid, code: c.code });
    expect(replay.code).toBe(1002000003);
  });

  it('refuses an expired captcha', async () => {
    const c = await captcha();
    await t.db.updateTable('systemCaptcha').set({ expiresTime: new Date(Date.now() - 1000) }).where('uuid', '=', c.uuid).execute();
    const res = await login({ username: 'admin', password: 'admin123', uuid: c.uuid, code: c.code });
    expect(res).toMatchObject({ code: 1002000009, msg: '验证码已过期，请刷新验证码' });
  });
});

describe('sign-in failures and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: false });
  });
  afterAll(() => t.close());
  const login = (payload: object, tenantId: number | null = 1) => t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload, tenantId });

  it('reports the captcha as disabled', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/system/captcha/get-image', tenantId: null });
    expect(res.data).toEqual({ enable: false, uuid: null, img: null });
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    expect(await login({ username: 'admin', password: 'wrong-pw' })).toMatchObject({ status: 200, code: 1002000000, msg: '登录失败，账号密码不正确' });
    expect(await login({ username: 'nobody', password: 'admin123' })).toMatchObject({ code: 1002000000, msg: '登录失败，账号密码不正确' });
  });

  it('refuses a disabled account', async () => {
    await t.db.updateTable('systemUsers').set({ status: 1 }).where('username', '=', 'deputy2').execute();
    expect(await login({ username: 'deputy2', password: 'deputy123' })).toMatchObject({ code: 1002000001, msg: '登录失败，账号被禁用' });
    await t.db.updateTable('systemUsers').set({ status: 0 }).where('username', '=', 'deputy2').execute();
  });

  it('trims the username before signing in', async () => {
    const res = await login({ username: '  deputy1 ', password: 'deputy123' });
    expect(res.code).toBe(0);
  });

  it('names each invalid field in Chinese and writes nothing', async () => {
    const before = await t.db.selectFrom('systemLoginLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await login({ username: 'ab', password: '' });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('账号长度为 4-16 位');
    expect(res.msg).toContain('密码长度为 4-16 位');
    expect(res.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
    const bad = await login({ username: 'ad min!', password: 'admin123' });
    expect(bad.msg).toBe('请求参数不正确:账号格式为数字以及字母');
    const missing = await login({});
    expect(missing.msg).toContain('登录账号不能为空');
    expect(missing.msg).toContain('密码不能为空');
    const after = await t.db.selectFrom('systemLoginLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers malformed JSON with a clear 400, not a 500', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res).toMatchObject({ status: 200, code: 400 });
    expect(res.msg).toContain('请求体不是合法的 JSON');
  });

  it('signs in, then serves permission info and the menu tree', async () => {
    const { accessToken } = await t.login('admin', 'admin123');
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken });
    expect(info.code).toBe(0);
    expect(info.data.user).toMatchObject({ id: 1, nickname: '超级管理员' });
    expect(info.data.roles).toEqual(['super_admin']);
    expect(info.data.permissions).toContain('*:*:*');
    expect(info.data.permissions).toContain('infra:config:query');
    const menus = await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: accessToken });
    expect(menus.code).toBe(0);
    const system = menus.data.find((m: { path: string }) => m.path === '/system');
    expect(system.name).toBe('系统管理');
    expect(system.children.length).toBeGreaterThan(0);
    // buttons are not routes
    const all = JSON.stringify(menus.data);
    expect(all).not.toContain('"permission"');
    // A hidden page names the sidebar entry it highlights; a sidebar entry itself has none.
    const dictDir = menus.data.find((m: { path: string }) => m.path === '/dict');
    expect(dictDir.children[0]).toMatchObject({ name: '字典数据', path: 'type/data/:dictId', visible: false, activeMenu: '/system/dict' });
    expect(system.children.find((m: { path: string }) => m.path === 'dict')).toMatchObject({ name: '字典管理', activeMenu: '' });
  });

  it('gives a staff user only the granted menus and a role-less user none', async () => {
    const staff = await t.login('staff', 'staff123');
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: staff.accessToken });
    expect(info.data.roles).toEqual(['dbt']);
    expect(info.data.permissions).toContain('renda:survey:query');
    expect(info.data.permissions).not.toContain('*:*:*');
    expect(info.data.permissions).not.toContain('system:role:delete');
    const guest = await t.login('guest', 'guest123');
    const guestInfo = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: guest.accessToken });
    expect(guestInfo.data).toMatchObject({ roles: [], permissions: [] });
    const guestMenus = await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: guest.accessToken });
    expect(guestMenus.data).toEqual([]);
  });

  it('answers 401 账号未登录 without a valid token, with HTTP 200', async () => {
    const none = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info' });
    expect(none).toMatchObject({ status: 200, code: 401, msg: '账号未登录' });
    const bogus = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: 'f'.repeat(32) });
    expect(bogus.code).toBe(401);
  });

  it('refresh issues a new access token; the old one and, after logout, both stop working', async () => {
    const first = await t.login('admin', 'admin123');
    const refreshed = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${first.refreshToken}` });
    expect(refreshed.code).toBe(0);
    expect(refreshed.data.accessToken).not.toBe(first.accessToken);
    expect(refreshed.data.refreshToken).not.toBe(first.refreshToken); // rotated (refreshRotation.test.ts)
    expect(typeof refreshed.data.expiresTime).toBe('number');

    const old = await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: first.accessToken });
    expect(old.code).toBe(401);
    const fresh = await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: refreshed.data.accessToken });
    expect(fresh.code).toBe(0);

    const logout = await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: refreshed.data.accessToken });
    expect(logout).toMatchObject({ code: 0, data: true });
    const afterLogout = await t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: refreshed.data.accessToken });
    expect(afterLogout.code).toBe(401);
    const refreshAfterLogout = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${first.refreshToken}` });
    expect(refreshAfterLogout).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
  });

  it('says 刷新令牌已过期 for an expired refresh token', async () => {
    const pair = await t.login('deputy1', 'deputy123');
    await t.db.updateTable('systemOauth2RefreshToken').set({ expiresTime: new Date(Date.now() - 1000) }).where('userId', '=', pair.userId).execute();
    const res = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${pair.refreshToken}` });
    expect(res).toMatchObject({ code: 401, msg: '刷新令牌已过期' });
  });

  it('logs every sign-in and sign-out in the login log', async () => {
    const pair = await t.login('deputy1', 'deputy123');
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: pair.accessToken });
    const rows = await t.db.selectFrom('systemLoginLog').select(['logType', 'result', 'username']).where('username', '=', 'deputy1').orderBy('id').execute();
    expect(rows.some((r) => r.logType === 100 && r.result === 0)).toBe(true);
    expect(rows.at(-1)).toMatchObject({ logType: 200, result: 0 });
  });
});

describe('tenants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('resolves a tenant id by name without a header', async () => {
    const res = await t.call({ method: 'GET', url: `/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent('区人大常委会')}`, tenantId: null });
    expect(res).toMatchObject({ code: 0, data: 2 });
    const none = await t.call({ method: 'GET', url: `/admin-api/system/tenant/get-id-by-name?name=nope`, tenantId: null });
    expect(none).toMatchObject({ code: 0, data: null });
  });

  it('asks for the tenant header on sign-in', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', tenantId: null, payload: { username: 'admin', password: 'admin123' } });
    expect(res).toMatchObject({ code: 400, msg: '租户的请求未传递，请进行排查' });
  });

  it('refuses an unknown tenant', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', tenantId: 99, payload: { username: 'admin', password: 'admin123' } });
    expect(res).toMatchObject({ code: 1002015000, msg: '租户不存在' });
  });

  it('refuses a token of tenant 1 sent with the header of tenant 2', async () => {
    const { accessToken } = await t.login('admin', 'admin123', 1);
    const res = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken, tenantId: 2 });
    expect(res).toMatchObject({ status: 200, code: 403, msg: '您无权访问该租户的数据' });
  });

  it('lets a user sign in only to its own tenant', async () => {
    const wrong = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', tenantId: 1, payload: { username: 'admin2', password: 'admin123' } });
    expect(wrong.code).toBe(1002000000);
    const own = await t.login('admin2', 'admin123', 2);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: own.accessToken, tenantId: 2 });
    expect(info.data.user.id).toBe(own.userId);
  });

  it('uses the token tenant when a signed-in request omits the header', async () => {
    const own = await t.login('admin2', 'admin123', 2);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: own.accessToken, tenantId: null });
    expect(info.code).toBe(0);
    expect(info.data.roles).toEqual(['tenant_admin']); // tenant 2's administrator (issue 14: no super admin there)
  });

  it('refuses a disabled tenant', async () => {
    await t.db.updateTable('systemTenant').set({ status: 1 }).where('id', '=', 2).execute();
    t.app.authorization.clear(); // changed behind the API: the request filter's cached tenant state must go
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', tenantId: 2, payload: { username: 'admin2', password: 'admin123' } });
    expect(res).toMatchObject({ code: 1002015001, msg: '名字为【区人大常委会】的租户已被禁用' });
    await t.db.updateTable('systemTenant').set({ status: 0 }).where('id', '=', 2).execute();
    t.app.authorization.clear();
  });
});
