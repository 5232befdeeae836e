import { vi } from 'vitest';
import { createHttpClient, createNotifier, type NotifierEvent, type TokenStore } from '../../../../src/client/api/index.ts';

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Handler = (call: RecordedCall, init: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

export const delay = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** An http client over a fake fetch, an in-memory session and a recording notifier. */
export function setupHttp(handler: Handler, session: { access?: string | null; refresh?: string | null; tenant?: string | null } = {}) {
  const state = { access: session.access ?? 'old-token', refresh: session.refresh === undefined ? 'refresh-1' : session.refresh, tenant: session.tenant ?? '1' };
  const tokens: TokenStore = {
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    setTokens: (t) => {
      state.access = t.accessToken;
      state.refresh = t.refreshToken;
    },
    getTenantId: () => state.tenant,
  };
  const notifier = createNotifier();
  const events: NotifierEvent[] = [];
  notifier.subscribe((e) => events.push(e));
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: new URL(String(input), 'http://test.local'),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
    };
    calls.push(call);
    return handler(call, init);
  });
  const client = createHttpClient({ tokens, notifier, fetch: fetch as unknown as typeof globalThis.fetch, baseUrl: '/admin-api' });
  const refreshCalls = () => calls.filter((c) => c.url.pathname.endsWith('/system/auth/refresh-token'));
  return { client, state, events, calls, fetch, refreshCalls };
}
