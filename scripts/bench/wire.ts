/**
 * Bytes on the wire (issue 34 point 5): what Chromium downloads for the sign-in page and for a deputy's home page,
 * encoded as sent (Chromium's own count: headers and compressed bodies) and decoded (what an uncompressing server sent
 * before decision 84), by kind; then the same home page opened again, from the browser's cache. Prints figures;
 * asserts nothing. Builds nothing: it serves the build it is given, on a port of its own.
 *
 *   npm run build && node --import tsx scripts/bench/wire.ts
 *   E2E_STATIC_DIR=/tmp/me/dist E2E_SERVER_ENTRY=/tmp/me/server/main.mjs node --import tsx scripts/bench/wire.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startExtraServer } from '../../tests/e2e/support/server.ts';
import { field, TENANT } from '../../tests/e2e/support/session.ts';

/** The budgets of issue 34: the sign-in page's JavaScript, and everything a deputy's home page loads. */
const LOGIN_JS_BUDGET = 250 * 1024;
const HOME_BUDGET = 400 * 1024;

/** wire: Chromium's encodedDataLength (headers and body as received); headers: the part of it before the body. */
interface Transfer { url: string; kind: string; encoding: string; wire: number; headers: number; decoded: number; cached: boolean }

const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const server = await startExtraServer({}, { entry: process.env.E2E_SERVER_ENTRY ?? '' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Every response of the page while `load` runs and until the network is idle, from Chromium's network events. */
async function transfers(context: BrowserContext, page: Page, load: () => Promise<unknown>): Promise<Transfer[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    const cached = Boolean(response.fromDiskCache || response.fromServiceWorker);
    seen.set(requestId, { url: response.url, kind: String(type), encoding: String(encoding), wire: 0, headers: cached ? 0 : response.encodedDataLength, decoded: 0, cached });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const t = seen.get(requestId);
    if (t) t.cached = true;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const t = seen.get(requestId);
    if (t) t.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const t = seen.get(requestId);
    if (t) t.wire = t.cached ? 0 : encodedDataLength;
  });
  await load();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...seen.values()];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const sum = (list: Transfer[], key: 'wire' | 'headers' | 'decoded') => list.reduce((total, t) => total + t[key], 0);
/** The bodies as sent: what compression acts on (headers are the same whatever the encoding). */
const bodies = (list: Transfer[]) => sum(list, 'wire') - sum(list, 'headers');

function report(title: string, list: Transfer[]): void {
  console.log(`\n${title}: ${list.length} responses, ${kb(sum(list, 'wire'))} on the wire (bodies ${kb(bodies(list))}, headers ${kb(sum(list, 'headers'))}), ${kb(sum(list, 'decoded'))} decoded`);
  const kinds = [...new Set(list.map((t) => t.kind))].sort();
  for (const kind of kinds) {
    const of = list.filter((t) => t.kind === kind);
    const encodings = [...new Set(of.map((t) => t.encoding || 'plain'))].join('/');
    const cached = of.filter((t) => t.cached).length;
    console.log(`  ${kind.padEnd(10)} ${String(of.length).padStart(3)} × bodies ${kb(bodies(of)).padStart(7)} + headers ${kb(sum(of, 'headers')).padStart(6)} on the wire, ${kb(sum(of, 'decoded')).padStart(7)} decoded (${encodings}${cached ? `, ${cached} from the cache` : ''})`);
  }
}

/** The same scripts' bodies for a client that accepts gzip only: the build's .gz, or the file when it wrote none. */
function gzipOnly(list: Transfer[]): number {
  return list.filter((t) => t.kind === 'Script').reduce((total, t) => {
    const file = path.join(staticDir, new URL(t.url).pathname);
    return total + (fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : t.decoded);
  }, 0);
}

/** The largest scripts: what the lead weighs when a budget is missed. */
function heaviest(list: Transfer[], count = 8): void {
  const scripts = list.filter((t) => t.kind === 'Script').sort((a, b) => b.wire - a.wire).slice(0, count);
  for (const t of scripts) console.log(`    ${kb(t.wire - t.headers).padStart(7)} ${new URL(t.url).pathname}`);
}

try {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();

  const login = await transfers(context, page, async () => {
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
  });
  report('/login, first visit', login);
  const loginScripts = login.filter((t) => t.kind === 'Script');
  const loginJs = bodies(loginScripts);
  console.log(`  JavaScript on the wire: ${kb(loginJs)}, ${kb(sum(loginScripts, 'wire'))} with headers (budget ${kb(LOGIN_JS_BUDGET)}: ${loginJs <= LOGIN_JS_BUDGET ? 'within' : 'OVER'}); gzip only: ${kb(gzipOnly(login))}; the heaviest:`);
  heaviest(login);

  // Signed in with "remember me", the session is in localStorage: a fresh context with it opens /index signed in.
  await field(page, 'login-tenant').fill(TENANT);
  await field(page, 'login-username').fill('deputy1');
  await field(page, 'login-password').fill('deputy123');
  await page.locator('input[data-testid="login-remember"], [data-testid="login-remember"] input').check();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-user').waitFor();
  const session = await context.storageState();

  const fresh = await browser.newContext({ baseURL: server.baseURL, storageState: session });
  const home = await fresh.newPage();
  const first = await transfers(fresh, home, async () => {
    await home.goto('/index');
    await home.getByTestId('home-user').waitFor();
  });
  report("deputy1's home page (/index), first visit, empty cache", first);
  const homeWire = sum(first, 'wire');
  console.log(`  everything on the wire: ${kb(homeWire)}, bodies ${kb(bodies(first))} (budget ${kb(HOME_BUDGET)}: ${homeWire <= HOME_BUDGET ? 'within' : 'OVER'}); scripts gzip only: ${kb(gzipOnly(first))}; the heaviest scripts:`);
  heaviest(first);

  const again = await fresh.newPage();
  const second = await transfers(fresh, again, async () => {
    await again.goto('/index');
    await again.getByTestId('home-user').waitFor();
  });
  report("deputy1's home page, second visit (a new tab, same browser)", second);
  await fresh.close();
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
