import { describe, expect, it } from 'vitest';
import { delay, json, setupHttp, type RecordedCall } from './support/mockHttp.ts';

const isRefresh = (c: RecordedCall) => c.url.pathname.endsWith('/system/auth/refresh-token');

/** A server whose access token `old-token` has expired and which issues `new-token` on refresh. */
function expiredServer(opts: { refresh?: () => Response; lag?: Record<string, number> } = {}) {
  return async (call: RecordedCall): Promise<Response> => {
    if (isRefresh(call)) {
      await delay(15);
      return opts.refresh?.() ?? json({ code: 0, data: { userId: 1, accessToken: 'new-token', refreshToken: 'refresh-1', expiresTime: 0 } });
    }
    const lag = opts.lag?.[call.url.pathname] ?? 0;
    if (lag) await delay(lag);
    if (call.headers.Authorization === 'Bearer new-token') return json({ code: 0, data: call.url.pathname });
    return json({ code: 401, msg: '账号未登录', data: null });
  };
}

describe('refresh-token queue (API-CONTRACT §6.4)', () => {
  it('three concurrent 401s make exactly one refresh call and are all replayed with the new token', async () => {
    const { client, calls, refreshCalls, events, state } = setupHttp(expiredServer());
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(results).toEqual(['/admin-api/a', '/admin-api/b', '/admin-api/c']);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0].method).toBe('POST');
    expect(refreshCalls()[0].url.searchParams.get('refreshToken')).toBe('refresh-1');
    expect(refreshCalls()[0].body).toBeUndefined();
    const replays = calls.filter((c) => !isRefresh(c) && c.headers.Authorization === 'Bearer new-token');
    expect(replays.map((c) => c.url.pathname).sort()).toEqual(['/admin-api/a', '/admin-api/b', '/admin-api/c']);
    expect(state.access).toBe('new-token');
    expect(events).toEqual([]);
  });

  it('a 401 that arrives after the refresh finished is replayed without a second refresh', async () => {
    const { client, refreshCalls } = setupHttp(expiredServer({ lag: { '/admin-api/late': 80 } }));
    const results = await Promise.all([client.get('/a'), client.get('/late')]);
    expect(results).toEqual(['/admin-api/a', '/admin-api/late']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it.each([
    ['无效的刷新令牌', 400],
    ['刷新令牌已过期', 401],
  ])('refresh failure (%s) rejects all, silently, and opens the re-login prompt once', async (msg, code) => {
    const { client, events, refreshCalls } = setupHttp(expiredServer({ refresh: () => json({ code, msg, data: null }) }));
    const outcomes = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toMatchObject({ message: '无效的会话，或者会话已过期，请重新登录。', kind: 'session' });
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['relogin']);
  });

  it('without a refresh token: no refresh call, the prompt once, the session error', async () => {
    const { client, events, refreshCalls } = setupHttp(expiredServer(), { refresh: null });
    const outcomes = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual(['relogin']);
  });

  it('shows the prompt again only after the previous one was closed', async () => {
    const { client, events } = setupHttp(expiredServer(), { refresh: null });
    await client.get('/a').catch(() => undefined);
    await client.get('/b').catch(() => undefined);
    expect(events).toHaveLength(1);
    const first = events[0];
    if (first.type === 'relogin') first.close();
    await client.get('/c').catch(() => undefined);
    expect(events.map((e) => e.type)).toEqual(['relogin', 'relogin']);
  });

  it('a replay answered 401 again ends in the prompt instead of looping', async () => {
    const { client, events, refreshCalls } = setupHttp(async (call) =>
      isRefresh(call)
        ? json({ code: 0, data: { userId: 1, accessToken: 'new-token', refreshToken: 'refresh-1', expiresTime: 0 } })
        : json({ code: 401, msg: '账号未登录' }),
    );
    await expect(client.get('/a')).rejects.toMatchObject({ kind: 'session' });
    expect(refreshCalls()).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['relogin']);
  });

  it('noRefresh requests (logout) reject a 401 without refreshing or prompting', async () => {
    const { client, events, refreshCalls } = setupHttp(expiredServer());
    await expect(client.post('/system/auth/logout', undefined, { noRefresh: true, silent: true })).rejects.toMatchObject({ code: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(events).toEqual([]);
  });
});
