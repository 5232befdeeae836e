/**
 * Shell benchmark (issue 4): gzip size of the JavaScript the login route loads, and of the shell with the first list
 * (/infra/config), and the LCP of /index in headless Chromium (median of several runs). Prints figures; asserts nothing.
 * Needs a build: `npm run build && node --import tsx scripts/bench/shell.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startExtraServer } from '../../tests/e2e/support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const server = await startExtraServer({});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const gzipOf = (urlPath: string): number => {
  const file = path.join(staticDir, urlPath.replace(/^\//, ''));
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0;
};

/** The JS files a page load fetches, from the moment `start` runs until the network is idle. */
async function scriptsLoaded(page: Page, start: () => Promise<unknown>): Promise<Set<string>> {
  const seen = new Set<string>();
  const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs')) seen.add(url.pathname);
  };
  page.on('response', listener);
  await start();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);

try {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const login = await scriptsLoaded(page, () => page.goto('/login'));
  console.log(`login route: ${login.size} JS files, ${kb(total(login))} gzip (goal ≤ 300 kB)`);

  await page.fill('input[data-testid="login-username"], [data-testid="login-username"] input', 'admin');
  await page.fill('input[data-testid="login-password"], [data-testid="login-password"] input', 'admin123');
  // remember me: the session goes to localStorage, so the fresh tabs of the LCP runs are signed in too
  await page.locator('input[data-testid="login-remember"], [data-testid="login-remember"] input').check();
  const afterLogin = await scriptsLoaded(page, async () => {
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/index$/);
  });
  const list = await scriptsLoaded(page, () => page.goto('/infra/config'));
  const shell = new Set([...login, ...afterLogin, ...list]);
  console.log(`shell with the first list (/infra/config): ${shell.size} JS files, ${kb(total(shell))} gzip`);
  // by the chunk's name, not its hash (react-BWPDF9mI.js is not pdf.js): bpmn-js, pdf.js and jsPDF, docx-preview, the
  // charts, tiptap's editor (RichTextEditor; RichTextWidget is its 1 kB lazy frame), the map library
  const heavy = [...shell].filter((f) => /bpmn|pdf|docx|chart|tiptap|RichTextEditor|leaflet|amap|html2canvas/i.test(f.replace(/-[\w-]{8}\.m?js$/, '')));
  console.log(`heavy chunks loaded on those routes: ${heavy.length ? heavy.join(', ') : 'none'}`);

  const lcps: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await context.newPage();
    await fresh.goto('/index');
    await fresh.getByTestId('home-user').waitFor();
    lcps.push(await fresh.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1].startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    })));
    await fresh.close();
  }
  lcps.sort((a, b) => a - b);
  console.log(`LCP of /index (signed in, ${RUNS} runs): median ${lcps[Math.floor(RUNS / 2)].toFixed(0)} ms, min ${lcps[0].toFixed(0)} ms, max ${lcps[RUNS - 1].toFixed(0)} ms (goal < 1000 ms)`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
