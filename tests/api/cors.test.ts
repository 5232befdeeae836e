import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const CLIENT = 'https://admin.example.org';
const OTHER = 'https://elsewhere.example.com';

/** A preflight as Chromium sends it before a yudao client's sign-in from another origin. */
const preflight = (app: TestApp, origin: string) => app.app.inject({
  method: 'OPTIONS',
  url: '/admin-api/system/auth/login',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,tenant-id' },
});

const signIn = (app: TestApp, origin: string) => app.app.inject({
  method: 'POST',
  url: '/admin-api/system/auth/login',
  headers: { origin, 'tenant-id': '1', 'content-type': 'application/json' },
  payload: { username: 'admin', password: 'admin123', code: '', uuid: '' },
});

/**
 * Issue 40, point 7: a client served from another host signs in when its origin is in CORS_ORIGINS; without it (the
 * default) the browser gets no permission to read an answer. No cookies either way.
 */
describe('CORS', () => {
  let closed: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    closed = await createTestApp({ captchaEnabled: false });
    open = await createTestApp({ captchaEnabled: false, corsOrigins: [CLIENT] }, closed.database);
  });
  afterAll(async () => {
    await open?.app.close();
    await closed?.close();
  });

  it('by default gives another origin no permission: the preflight and the answer carry no Access-Control header', async () => {
    const before = await preflight(closed, CLIENT);
    expect(before.headers['access-control-allow-origin']).toBeUndefined();
    expect(before.headers['access-control-allow-headers']).toBeUndefined();
    const answer = await signIn(closed, CLIENT);
    expect(answer.json().code).toBe(0);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with CORS_ORIGINS the listed origin may send the token and tenant-id and read the answer, without credentials', async () => {
    const before = await preflight(open, CLIENT);
    expect(before.statusCode).toBe(204);
    expect(before.headers['access-control-allow-origin']).toBe(CLIENT);
    const allowed = String(before.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'tenant-id']));
    expect(String(before.headers['access-control-allow-methods'])).toContain('POST');
    expect(before.headers['access-control-allow-credentials']).toBeUndefined();

    const answer = await signIn(open, CLIENT);
    expect(answer.json()).toMatchObject({ code: 0, data: { accessToken: expect.any(String) } });
    expect(answer.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    // the signed-in calls after it too (the access check runs; the header is there on its answers)
    const info = await open.app.inject({
      method: 'GET', url: '/admin-api/system/auth/get-permission-info',
      headers: { origin: CLIENT, 'tenant-id': '1', authorization: `Bearer ${answer.json().data.accessToken}` },
    });
    expect(info.json().code).toBe(0);
    expect(info.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('an origin not listed gets nothing, even when another is', async () => {
    const before = await preflight(open, OTHER);
    expect(before.headers['access-control-allow-origin']).toBeUndefined();
    expect((await signIn(open, OTHER)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS takes origins only: a path, a wildcard or a bad address refuses to start, in Chinese', () => {
    expect(loadConfig({ CORS_ORIGINS: ` ${CLIENT}, http://10.0.0.5:8080/ ` }).corsOrigins).toEqual([CLIENT, 'http://10.0.0.5:8080']);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    for (const bad of ['*', 'admin.example.org', `${CLIENT}/admin`, 'ftp://admin.example.org']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
