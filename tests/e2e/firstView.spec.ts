// The home page's first view (issue 34's first visit, decision 106), on a phone: with no last view to paint (a new
// browser, a cleared cache, a first open after signing in elsewhere), index.html's boot script asks the home page's
// first questions at once and draws its first screen from the answers while the app's scripts are still on their way;
// the app then takes those answers instead of asking again, and the live page takes over when its cards have their
// data. The view is drawn in a closed shadow root: DevTools (DOM.getDocument with pierce) read it.
import { expect, test, type Page, type Route } from '@playwright/test';
import { SCREENS, saveScreen } from './support/screens.ts';
import { placeSeenByDevTools, textsSeenByDevTools } from './support/devtools.ts';
import { signIn } from './support/session.ts';

// Service workers blocked: the app's scripts go through the network, where the test holds them back.
test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });

const homeComplete = (page: Page) =>
  page.waitForFunction(() => {
    const home = document.querySelector('[data-testid="home-page"]');
    return !!home?.querySelector('[data-state]') && !home.querySelector('[aria-busy="true"]');
  });

test('a first open paints the deputy\'s own home page from its first answers before the app has run', async ({ page: signedIn, context }) => {
  let page = signedIn;
  await signIn(page, 'deputy1', 'deputy123');
  await homeComplete(page);
  const firstTodo = (await page.getByTestId('home-todo-task').first().locator('a').textContent())!.trim();
  const count = (await page.getByTestId('home-todo-count').textContent())!.trim();
  // As a browser that never showed this page: no view of last time. The session kept as 记住我 keeps it, in
  // localStorage, and a new tab (a reload could take the app's scripts from the page's memory cache).
  await page.evaluate(() => {
    for (const key of ['ACCESS_TOKEN', 'REFRESH_TOKEN']) localStorage.setItem(key, sessionStorage.getItem(key)!);
    localStorage.setItem('REMEMBER_ME', 'true');
    sessionStorage.clear();
  });
  await page.close(); // the app keeps the view as the page goes: removed below, in the new tab
  page = await context.newPage();
  await page.goto('/admin-api/system/health');
  await page.evaluate(() => localStorage.removeItem('LAST_VIEW'));

  // The app's scripts are held back: whatever shows the deputy's to-dos is the boot script's.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/admin-api/')) asked.push(url.pathname + url.search);
  });
  await page.goto('/index', { waitUntil: 'commit' });
  const view = page.locator('#last-view');
  await expect(view).toBeAttached();
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBe(0);
  const seen = await textsSeenByDevTools(page);
  expect(seen).toContain(firstTodo);
  expect(seen).toContain('您好，张建国');
  expect(seen).toContain('我的待办');
  expect(seen).toContain(count);
  const painted = await placeSeenByDevTools(page, firstTodo);
  await saveScreen(page, { path: `${SCREENS}/first-view-phone.png` });
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await homeComplete(page);
  await expect(view).not.toBeAttached();
  await expect(page.getByTestId('home-todo-task').first()).toContainText(firstTodo);
  // Drawn where the live page draws it: nothing moves when the live page takes over.
  const live = (await page.getByTestId('home-todo-task').first().locator('a').boundingBox())!;
  expect(Math.abs(painted!.x - live.x)).toBeLessThan(2);
  expect(Math.abs(painted!.y - live.y)).toBeLessThan(2);
  // The app took the boot script's answers: the to-do card's and the welcome card's questions went once each.
  expect(asked.filter((path) => path === '/admin-api/bpm/task/todo-page?pageNo=1&pageSize=5')).toHaveLength(1);
  expect(asked.filter((path) => path === '/admin-api/system/user/profile/get')).toHaveLength(1);
});
