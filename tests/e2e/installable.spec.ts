// The platform installable on a phone (issue 34 point 4, decision 85), at 375 × 812: the manifest and its icons load,
// the service worker takes the page over, a second load takes the page and the app's files from its cache (never an
// API answer), and offline a page opens the Chinese offline page, never Chromium's error page.
import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from './support/session.ts';

test.use({ viewport: { width: 375, height: 812 } });

const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
const isApi = (url: string) => /^\/(admin|app)-api\//.test(new URL(url).pathname);

/** Every response of the page while `load` runs. */
async function responsesOf(page: Page, load: () => Promise<unknown>): Promise<Response[]> {
  const seen: Response[] = [];
  const listener = (response: Response) => seen.push(response);
  page.on('response', listener);
  await load();
  page.off('response', listener);
  return seen;
}

/** The URLs of everything the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());

test('the manifest and its icons load, as the browser reads them', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: '人大代表履职平台', start_url: '/index', display: 'standalone' });
  // Each icon as an image of the page would load it (the CSP's img-src), at the size the manifest says.
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    if (icon.sizes !== 'any') expect(size, icon.src).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#409EFF');
});

test('the service worker controls the page, serves a second load from its cache, never an API answer, and offline shows the offline page', async ({ page, context }) => {
  await signIn(page, 'deputy1', 'deputy123');
  // Registered once the page has loaded; active once the shell is in its cache.
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptURL ?? 'http://x/none').pathname).toBe('/sw.js');

  const workerFetched: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetched.push(new URL(request.url()).pathname);
  });
  const second = await responsesOf(page, async () => {
    // Painted from the session's snapshot (decision 88), which is asked again behind the page: that answer too.
    const askedAgain = page.waitForResponse((response) => response.url().includes('/admin-api/system/auth/get-permission-info'));
    await page.reload();
    await expect(page.getByTestId('home-user')).toBeVisible();
    await askedAgain;
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // The page itself from the worker's cache, without a round trip to the server (decision 107).
  const appPage = second.find((response) => response.request().isNavigationRequest());
  expect(appPage?.fromServiceWorker()).toBe(true);
  expect(await appPage?.text()).toContain('<div id="root">');
  expect(workerFetched.filter((path) => path === '/index' || path === '/index.html')).toEqual([]);

  const assets = second.filter((response) => isAsset(response.url()));
  // The entry's chunk and the signed-in one at least (decision 88: a signed-in open is those two and the runtime).
  expect(assets.map((response) => new URL(response.url()).pathname)).toEqual(expect.arrayContaining([
    expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/signed-in-[\w-]+\.js$/),
  ]));
  expect(assets.filter((response) => !response.fromServiceWorker()).map((response) => response.url()), 'assets not from the service worker').toEqual([]);
  // From its cache, not passed on to the network: every one of them is in it.
  const cached = new Set(await cachedUrls(page));
  expect(assets.map((response) => response.url()).filter((url) => !cached.has(url)), 'assets not in the cache').toEqual([]);

  // The API: answered by the server, never kept.
  const api = second.filter((response) => isApi(response.url()));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
  expect([...cached].filter(isApi)).toEqual([]);

  // Offline: a page of the app opens the Chinese offline page (not Chromium's "no internet" page); back online, its
  // link reloads that page, the deputy still signed in (the cached app would have failed to load the session, and
  // signed them out).
  await context.setOffline(true);
  const offline = await page.goto('/renda/my-proposal');
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(page.url()).toMatch(/\/renda\/my-proposal$/);
  await expect(page.getByRole('heading', { name: '网络不可用' })).toBeVisible();
  await expect(page.getByText('请检查手机的网络连接后重试')).toBeVisible();
  expect(await page.evaluate(() => (document.querySelector('main img') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);
  await page.getByRole('link', { name: '重新加载' }).click();
  await expect(page.getByTestId('offline-page')).toBeHidden();
  await expect(page).toHaveURL(/\/renda\/my-proposal$/);
  await expect(page.getByTestId('my-proposal-create')).toBeVisible();
});
