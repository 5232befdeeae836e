// Issue 40, point 7: a client served from another host signs in when its origin is in the server's CORS_ORIGINS, and
// the browser refuses the answers of a server that does not list it. The client's page comes from a small static
// server of its own (another port: another origin); one of our servers lists that origin, this worker's does not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { TENANT } from './support/session.ts';

test.describe.configure({ timeout: 180_000 });
let client: Server;
let clientOrigin: string;
let listing: ExtraServer;

test.beforeAll(async () => {
  // the hook's own timeout (60 s) is too short for a first start of a server on a busy machine
  test.setTimeout(180_000);
  client = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>另一处部署的客户端</title>'));
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
  listing = await startExtraServer({ CORS_ORIGINS: clientOrigin });
});
test.afterAll(async () => {
  await listing?.stop();
  await new Promise((resolve) => client?.close(resolve));
});

/** What a yudao client's sign-in does from the page it was served with: tenant id, login, then the user's info. */
const signInFrom = (page: Page, api: string) => page.evaluate(async ({ api, tenant }) => {
  try {
    const id = await (await fetch(`${api}/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent(tenant)}`)).json();
    const login = await (await fetch(`${api}/admin-api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': String(id.data) },
      body: JSON.stringify({ username: 'admin', password: 'admin123', code: '', uuid: '' }),
    })).json();
    const info = await (await fetch(`${api}/admin-api/system/auth/get-permission-info`, {
      headers: { authorization: `Bearer ${login.data.accessToken}`, 'tenant-id': String(id.data) },
    })).json();
    return { nickname: info.data.user.nickname as string };
  } catch (e) {
    return { refused: String(e) };
  }
}, { api, tenant: TENANT });

test('a page of a listed origin signs in across origins; a server that does not list it is refused by the browser', async ({ page, baseURL }) => {
  await page.goto(`${clientOrigin}/`);
  expect(await signInFrom(page, listing.baseURL)).toEqual({ nickname: '超级管理员' });
  // This worker's server lists no origin: the browser keeps its answers from the page.
  expect(await signInFrom(page, new URL(baseURL!).origin)).toEqual({ refused: expect.stringContaining('Failed to fetch') });
});
