// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getRefreshToken, setToken } from '../../../src/client/api/auth.ts';
import { json, setupHttp, type RecordedCall } from './support/mockHttp.ts';

/** The server rotates refresh tokens: the client must keep the one each refresh answers with. */
describe('refresh-token rotation, client side', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the refresh token of the previous refresh answer, not the first one', async () => {
    let issued = 0;
    let current = 'none yet'; // the stored access token has expired
    const handler = (call: RecordedCall) => {
      if (call.url.pathname.endsWith('/system/auth/refresh-token')) {
        issued++;
        current = `access-${issued}`;
        return json({ code: 0, data: { userId: 1, accessToken: current, refreshToken: `refresh-${issued + 1}`, expiresTime: 0 } });
      }
      if (call.headers.Authorization === `Bearer ${current}`) return json({ code: 0, data: 'ok' });
      return json({ code: 401, msg: '账号未登录', data: null });
    };
    const { client, refreshCalls, state } = setupHttp(handler);
    await client.get('/a');
    expect(state.refresh).toBe('refresh-2');
    current = 'expired-again';
    await client.get('/b');
    expect(refreshCalls().map((c) => c.url.searchParams.get('refreshToken'))).toEqual(['refresh-1', 'refresh-2']);
  });

  it('the browser store keeps the rotated refresh token where the session lives', () => {
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
    setToken({ accessToken: 'a2', refreshToken: 'r2' });
    expect(getRefreshToken()).toBe('r2');
  });
});
