// Site statistics and the API documentation link (issue 20, points 3 and 4; SPEC §7.7). A statistics server of the
// test's own, on 127.0.0.1, serves a script that speaks Baidu Tongji's queue protocol (`_hmt`) and sends each page
// view as an image beacon, as hm.js does; a server configured with it reports one page view, with its title, per
// page the user opens, and the 接口文档 link shows because that server serves the documentation. The shared server
// (nothing configured) loads no script, sends nothing anywhere else, and shows no link.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';

const SITE_ID = 'site-42';

/** What hm.js does, in small: takes over the queue, and for each `_trackPageview` sends path and title home. */
const TRACKER = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var site = new URL(document.currentScript.src).search.slice(1);
  var auto = true;
  function run(command) {
    if (command[0] === '_setAutoPageview') auto = command[1];
    if (command[0] === '_trackPageview') send(command[1], command[2] || document.title);
  }
  function send(path, title) {
    new Image().src = origin + '/hm.gif?si=' + encodeURIComponent(site) + '&u=' + encodeURIComponent(path) + '&tt=' + encodeURIComponent(title);
  }
  var queued = window._hmt || [];
  window._hmt = { push: run };
  queued.forEach(run);
  if (auto) send(location.pathname, document.title);
})();`;

interface PageView {
  site: string;
  path: string;
  title: string;
}

interface StatisticsServer {
  origin: string;
  scripts: number;
  views: PageView[];
  close(): Promise<void>;
}

async function startStatisticsServer(): Promise<StatisticsServer> {
  const stats = { scripts: 0, views: [] as PageView[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/hm.js') {
      stats.scripts++;
      res.writeHead(200, { 'content-type': 'application/javascript' }).end(TRACKER);
    } else if (url.pathname === '/hm.gif') {
      stats.views.push({ site: url.searchParams.get('si') ?? '', path: url.searchParams.get('u') ?? '', title: url.searchParams.get('tt') ?? '' });
      res.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stats, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Opens a page through the sidebar (an in-app navigation, no reload), unfolding its group. */
async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group, exact: true }).click();
  await link.click();
  await expect(page.getByTestId('tags-view-item').filter({ hasText: item })).toBeVisible();
}

async function openThreePages(page: Page): Promise<void> {
  await openMenu(page, '系统管理', '用户管理');
  await openMenu(page, '系统管理', '角色管理');
  await openMenu(page, '基础设施', '配置管理');
}

test.describe('with statistics and documentation configured', () => {
  let stats: StatisticsServer;
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stats = await startStatisticsServer();
    server = await startExtraServer({ ANALYTICS_SCRIPT_URL: `${stats.origin}/hm.js`, ANALYTICS_SITE_ID: SITE_ID, DOC_ENABLED: 'true' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await stats?.close();
  });

  test('three pages opened report three page views with their titles, the script loaded once', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page);
    await expect.poll(() => stats.views.map((v) => v.path)).toEqual(['/index']);
    await openThreePages(page);
    await expect.poll(() => stats.views.length).toBe(4);
    expect(stats.views.slice(1)).toEqual([
      { site: SITE_ID, path: '/system/user', title: '用户管理' },
      { site: SITE_ID, path: '/system/role', title: '角色管理' },
      { site: SITE_ID, path: '/infra/config', title: '配置管理' },
    ]);
    expect(stats.views[0]).toEqual({ site: SITE_ID, path: '/index', title: '首页' });
    expect(stats.scripts).toBe(1);
    expect(violations).toEqual([]);
    await saveScreen(page, { path: `${SCREENS}/analytics-navbar-doc-link.png` });
    await context.close();
  });

  test('the 接口文档 link opens the API documentation', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await signIn(page);
    const link = page.getByTestId('api-doc-link');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/swagger-ui');
    const [docs] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const violations: string[] = [];
    docs.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Swagger UI fetches and parses the whole document (every route, with its titled schemas) before it shows
    // anything: on a loaded two-core machine that took over 15 s
    await expect(docs.getByRole('heading', { name: /人大代表履职平台 管理后台 API/ })).toBeVisible({ timeout: 45_000 });
    await docs.locator('h3[data-tag="system/user"]').click();
    await expect(docs.getByText('/admin-api/system/user/create').first()).toBeVisible();
    await saveScreen(docs, { path: `${SCREENS}/analytics-swagger-ui.png` });
    expect(violations).toEqual([]);
    await context.close();
  });
});

test('without configuration no statistics script is loaded, nothing is sent elsewhere, and there is no 接口文档 link', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.push(request.url());
  });
  // Both questions answered, so that "no link" and "no script" are the answers, not a race with them.
  const asked = Promise.all([page.waitForResponse('**/infra/doc/get-enable'), page.waitForResponse('**/infra/analytics/get-config')]);
  await signIn(page);
  await asked;
  await openThreePages(page);
  expect(await page.evaluate(() => '_hmt' in window)).toBe(false);
  await expect(page.locator('script[src*="hm.js"]')).toHaveCount(0);
  await expect(page.getByTestId('api-doc-link')).toHaveCount(0);
  expect(foreign).toEqual([]);
});
