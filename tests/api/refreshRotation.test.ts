import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Refresh-token rotation with reuse detection, and a password change ending the user's other sessions. */
describe('refresh-token rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${refreshToken}` });
  const menus = (token: string) => t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token });
  /** Moves the retirement of a refresh token back in time, past the grace window. */
  const ageRetirement = (userId: number) =>
    t.db.updateTable('systemOauth2RefreshToken').set({ retiredTime: new Date(Date.now() - 60_000) }).where('userId', '=', userId).where('retiredTime', 'is not', null).execute();

  it('returns a new refresh token with each refresh; the new pair works and the old access token does not', async () => {
    const first = await t.login('deputy1', 'deputy123');
    const second = await refresh(first.refreshToken);
    expect(second.code).toBe(0);
    expect(second.data.refreshToken).toMatch(/^[0-9a-f]{32}$/);
    expect(second.data.refreshToken).not.toBe(first.refreshToken);
    expect(second.data.accessToken).not.toBe(first.accessToken);
    expect((await menus(first.accessToken)).code).toBe(401);
    expect((await menus(second.data.accessToken)).code).toBe(0);

    const third = await refresh(second.data.refreshToken);
    expect(third.code).toBe(0);
    expect((await menus(third.data.accessToken)).code).toBe(0);
  });

  it('revokes the whole sign-in when a retired refresh token comes back after the grace window', async () => {
    const first = await t.login('deputy2', 'deputy123');
    const second = await refresh(first.refreshToken);
    const third = await refresh(second.data.refreshToken);
    await ageRetirement(first.userId);

    const replay = await refresh(first.refreshToken);
    expect(replay).toMatchObject({ status: 200, code: 400, data: null, msg: '无效的刷新令牌' });
    // Everything descended from that sign-in is gone: the current access token and the current refresh token.
    expect((await menus(third.data.accessToken)).code).toBe(401);
    expect(await refresh(third.data.refreshToken)).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
  });

  it('leaves the user\'s other sign-ins alone when one family is revoked', async () => {
    const stolen = await t.login('staff', 'staff123');
    const other = await t.login('staff', 'staff123');
    await refresh(stolen.refreshToken);
    await ageRetirement(stolen.userId);
    expect((await refresh(stolen.refreshToken)).code).toBe(400);
    expect((await menus(other.accessToken)).code).toBe(0);
    expect((await refresh(other.refreshToken)).code).toBe(0);
  });

  it('gives two tabs refreshing with the same token at once a working pair each (grace window)', async () => {
    const first = await t.login('admin', 'admin123');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.data.refreshToken).not.toBe(b.data.refreshToken);
    expect((await menus(a.data.accessToken)).code).toBe(0);
    expect((await menus(b.data.accessToken)).code).toBe(0);
    // A late second tab within the grace window also gets a pair, and nothing is revoked.
    const late = await refresh(first.refreshToken);
    expect(late.code).toBe(0);
    expect((await menus(a.data.accessToken)).code).toBe(0);
    expect((await refresh(b.data.refreshToken)).code).toBe(0);
  });

  it('logout revokes the refresh tokens the session retired, too', async () => {
    const first = await t.login('deputy1', 'deputy123');
    const second = await refresh(first.refreshToken);
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: second.data.accessToken });
    expect(await refresh(first.refreshToken)).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    expect(await refresh(second.data.refreshToken)).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const menus = (token: string) => t.call({ method: 'GET', url: '/admin-api/system/auth/list-menus', token });

  it('signs the user out everywhere else and keeps the current session', async () => {
    const phone = await t.login('deputy1', 'deputy123');
    const laptop = await t.login('deputy1', 'deputy123');
    const bystander = await t.login('deputy2', 'deputy123');
    const changed = await t.call({
      method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: laptop.accessToken,
      payload: { oldPassword: 'deputy123', newPassword: 'deputy456' },
    });
    expect(changed).toMatchObject({ code: 0, data: true });

    expect((await menus(phone.accessToken)).code).toBe(401);
    const phoneRefresh = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${phone.refreshToken}` });
    expect(phoneRefresh).toMatchObject({ code: 400, msg: '无效的刷新令牌' });

    expect((await menus(laptop.accessToken)).code).toBe(0);
    const laptopRefresh = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${laptop.refreshToken}` });
    expect(laptopRefresh.code).toBe(0);
    expect((await menus(bystander.accessToken)).code).toBe(0);
  });
});
