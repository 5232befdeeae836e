/**
 * LCP on a phone's network (issue 34): deputy1's home page (/index, signed in) in Debian's chromium with the CPU slowed
 * 4× and Chrome's "Fast 3G" profile, on a first visit (empty caches) and a second (a new tab of the same browser:
 * the service worker's cache and the HTTP cache), with the bytes each visit took on the wire. Beside it the bare
 * baseline: the same visits with service workers blocked (the HTTP cache alone, as before decision 85).
 * Goals: ≤ 2.5 s on the first visit, ≤ 1.0 s on the second. Prints figures; asserts nothing. Builds nothing: it
 * serves the build it is given, on a port of its own.
 *
 *   npm run build && node --import tsx scripts/bench/lcp.ts
 *   E2E_STATIC_DIR=/tmp/me/dist E2E_SERVER_ENTRY=/tmp/me/server/main.mjs node --import tsx scripts/bench/lcp.ts
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startExtraServer } from '../../tests/e2e/support/server.ts';
import { TENANT } from '../../tests/e2e/support/session.ts';
import { percentile } from './lib/http.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_FIRST = 2500;
const GOAL_SECOND = 1000;
/** Chrome DevTools' "Fast 3G" (its preset since Chrome 125; latency in ms, throughputs in bytes per second). */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

interface Visit { lcp: number; wire: number; responses: number; fromServiceWorker: number; timeline: Timeline }
/** Where the time goes, from the page's own timings (ms from the navigation's start). */
interface Timeline { document: number; painted: number; assets: number; firstApi: number; lastApi: number; apiCalls: number; lcpElement: string }

// A busy machine may take minutes to start it (a seeded copy, migrations): the benchmark waits.
const server = await startExtraServer({}, { entry: process.env.E2E_SERVER_ENTRY ?? '', timeoutMs: 600_000 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** deputy1's session as the app keeps it after a sign-in with 记住我 (src/client/api/auth.ts): in localStorage. */
async function deputySession(): Promise<{ origins: { origin: string; localStorage: { name: string; value: string }[] }[]; cookies: [] }> {
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const body = (await (await fetch(`${server.baseURL}/admin-api${path}`, init)).json()) as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
  const tenantId = await call<number>(`/system/tenant/get-id-by-name?name=${encodeURIComponent(TENANT)}`);
  const tokens = await call<{ accessToken: string; refreshToken: string }>('/system/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': String(tenantId) },
    body: JSON.stringify({ username: 'deputy1', password: 'deputy123', code: '', uuid: '' }),
  });
  const entries = { ACCESS_TOKEN: tokens.accessToken, REFRESH_TOKEN: tokens.refreshToken, TENANT_ID: String(tenantId), TENANT_NAME: TENANT, USERNAME: 'deputy1', REMEMBER_ME: 'true' };
  return { cookies: [], origins: [{ origin: server.baseURL, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] };
}

/** Opens /index in a new tab under the phone's CPU and network; its LCP and what it took on the wire. */
async function visit(context: BrowserContext): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let wire = 0;
  let responses = 0;
  let fromServiceWorker = 0;
  cdp.on('Network.responseReceived', ({ response }) => {
    responses++;
    if (response.fromServiceWorker) fromServiceWorker++;
  });
  // encodedDataLength: headers and body as received; 0 for what the service worker or the HTTP cache answered.
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (wire += encodedDataLength));
  await page.goto(`${server.baseURL}/index`);
  await page.getByTestId('home-user').waitFor({ timeout: 120_000 });
  // The page as the deputy sees it in the end: every card has its data (a later, larger element is the LCP then).
  await page.waitForFunction(() => !document.querySelector('[data-testid="home-page"] [aria-busy="true"]'), undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await largestContentfulPaint(page);
  const timeline = await timelineOf(page);
  await cdp.detach();
  await page.close();
  return { lcp, wire, responses, fromServiceWorker, timeline };
}

const largestContentfulPaint = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));

const timelineOf = (page: Page) =>
  page.evaluate(() => new Promise<Timeline>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      const element = entries[entries.length - 1].element;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const api = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/admin-api/'));
      const assets = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
      // When the boot script drew the last view or the first view (decision 106), if it did.
      const painted = performance.getEntriesByType('mark').find((mark) => mark.name.endsWith('-view-painted'));
      resolve({
        document: navigation.responseEnd,
        painted: painted?.startTime ?? NaN,
        assets: Math.max(0, ...assets.map((entry) => entry.responseEnd)),
        firstApi: Math.min(...api.map((entry) => entry.startTime)),
        lastApi: Math.max(0, ...api.map((entry) => entry.responseEnd)),
        apiCalls: api.length,
        lcpElement: element ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 20)}` : '(removed)',
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));

/** A first and a second visit in a fresh browser context, `RUNS` times. */
async function visits(serviceWorkers: 'allow' | 'block'): Promise<{ first: Visit[]; second: Visit[] }> {
  const storageState = await deputySession();
  const first: Visit[] = [];
  const second: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: server.baseURL, storageState, serviceWorkers, viewport: { width: 375, height: 812 } });
    first.push(await visit(context));
    if (serviceWorkers === 'allow') {
      // The worker installs after the first visit's load: its shell kept before the second visit starts.
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/offline.html`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.close();
    }
    second.push(await visit(context));
    await context.close();
  }
  return { first, second };
}

const ms = (values: number[]) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
const kb = (values: number[]) => `${(median(values) / 1024).toFixed(0)} kB`;

function report(title: string, list: Visit[], goal: number): void {
  const lcp = list.map((v) => v.lcp);
  console.log(`  ${title.padEnd(36)} LCP ${ms(lcp).padEnd(24)} ${median(lcp) <= goal ? 'within' : 'OVER'} ${goal} ms;`
    + ` ${kb(list.map((v) => v.wire)).padStart(7)} on the wire, ${median(list.map((v) => v.responses))} responses,`
    + ` ${median(list.map((v) => v.fromServiceWorker))} from the service worker`);
  const at = (key: Exclude<keyof Timeline, 'lcpElement'>) => median(list.map((v) => v.timeline[key])).toFixed(0);
  console.log(`    index.html by ${at('document')} ms, painted by the boot script at ${at('painted')} ms, last asset ${at('assets')} ms, ${at('apiCalls')} API calls from ${at('firstApi')} to ${at('lastApi')} ms;`
    + ` LCP element ${[...new Set(list.map((v) => v.timeline.lcpElement))].join(' | ')}`);
}

try {
  console.log(`deputy1's /index at 375 × 812, CPU ${CPU_SLOWDOWN}× slower, Fast 3G (${FAST_3G.latency} ms, ${FAST_3G.downloadThroughput / 1000} kB/s down); median of ${RUNS} (min–max)`);
  const bare = await visits('block');
  const withWorker = await visits('allow');
  console.log('baseline, service workers blocked (HTTP cache only):');
  report('first visit, empty cache', bare.first, GOAL_FIRST);
  report('second visit', bare.second, GOAL_SECOND);
  console.log('with the service worker (decisions 85, 107: the page and its scripts from its cache):');
  report('first visit, empty cache', withWorker.first, GOAL_FIRST);
  report('second visit', withWorker.second, GOAL_SECOND);
} finally {
  await browser.close();
  await server.stop();
}
