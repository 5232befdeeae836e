// The home page as last seen (issue 34's second visit, decision 94), on a phone: a second open paints what the
// deputy saw last before the app has run, the live page takes over once its data is in (or at a touch), and the view
// is the session's: gone at sign-out, never shown to the next user. The view is drawn in a closed shadow root, which
// the page's scripts and locators cannot enter; the DevTools protocol can (DOM.getDocument with pierce).
import { expect, test, type Page, type Route } from '@playwright/test';
import { SCREENS, saveScreen } from './support/screens.ts';
import { textsSeenByDevTools } from './support/devtools.ts';
import { signIn } from './support/session.ts';

test.use({ viewport: { width: 375, height: 812 } });

const TODO_API = '**/admin-api/bpm/task/todo-page**';
const homeComplete = (page: Page) =>
  page.waitForFunction(() => {
    const home = document.querySelector('[data-testid="home-page"]');
    return !!home?.querySelector('[data-state]') && !home.querySelector('[aria-busy="true"]');
  });

/** The kept view as stored beside the tokens (sessionStorage without 记住我, as signIn leaves them). */
const storedView = (page: Page) => page.evaluate(() => sessionStorage.getItem('LAST_VIEW') ?? localStorage.getItem('LAST_VIEW'));

/** Holds the to-do card's call until the returned function is called: the live page stays busy meanwhile. */
async function holdTodos(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const handler = (route: Route) => (holding ? void held.push(route) : route.continue());
  await page.route(TODO_API, handler);
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(TODO_API, handler);
  };
}

test('a second open paints the home page as last seen, until the live page has its data', async ({ page }) => {
  await signIn(page, 'deputy1', 'deputy123');
  await homeComplete(page);
  const firstTodo = (await page.getByTestId('home-todo-task').first().locator('a').textContent())!.trim();
  // Kept beside the tokens once every card had its data.
  await expect.poll(async () => (await storedView(page)) ?? '').toContain(firstTodo);

  const release = await holdTodos(page);
  await page.reload();
  const view = page.locator('#last-view');
  await expect(view).toBeAttached();
  // The live card is still waiting for its data, and the deputy already sees their to-dos of last time.
  await expect(page.getByTestId('home-todo')).toHaveAttribute('aria-busy', 'true');
  expect(await textsSeenByDevTools(page)).toContain(firstTodo);
  await saveScreen(page, { path: `${SCREENS}/last-view-phone.png` });
  // Its script ran inline under the Content-Security-Policy: the server let it in by its hash.
  const csp = (await page.request.get('/index')).headers()['content-security-policy'];
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '))!;
  expect(scriptSrc).toMatch(/^\s*script-src 'self' 'unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'$/);

  await release();
  await expect(view).not.toBeAttached();
  await expect(page.getByTestId('home-todo')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('home-todo-task').first()).toContainText(firstTodo);
});

test('a touch hands over to the live page at once; sign-out takes the view away and the next user never sees it', async ({ page }) => {
  await signIn(page, 'deputy1', 'deputy123');
  await homeComplete(page);
  await expect.poll(() => storedView(page)).not.toBeNull();

  const release = await holdTodos(page);
  await page.reload();
  await expect(page.locator('#last-view')).toBeAttached();
  await page.mouse.click(187, 400);
  await expect(page.locator('#last-view')).not.toBeAttached();
  await expect(page.getByTestId('home-todo')).toHaveAttribute('aria-busy', 'true');
  await release();
  await homeComplete(page);
  const deputyGreeting = (await page.getByTestId('home-user-nickname').textContent())!.trim();

  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout-button').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedView(page)).toBeNull();

  // Another user on the same phone sees their own page of last time, never the deputy's.
  await signIn(page, 'unit1', 'unit123');
  await homeComplete(page);
  const releaseAgain = await holdTodos(page);
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  const seen = await textsSeenByDevTools(page);
  expect(seen).not.toContain(deputyGreeting);
  await releaseAgain();
  await expect(page.getByTestId('home-user')).not.toContainText(deputyGreeting);
});
