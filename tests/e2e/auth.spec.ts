// Sign-in, routing guard, token refresh and logout, as a user sees them in the browser.
// The shared server (playwright.config.ts) runs with the captcha off on a fresh database with the
// demo data; the refresh test starts its own server with a 3-second access token.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const REFRESH_PATH = '/admin-api/system/auth/refresh-token';

/** The input behind a test id, whether the id sits on the <input> or on its MUI wrapper. */
function field(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await expect(page.getByTestId('login-form')).toBeVisible();
  await field(page, 'login-tenant').fill('市人大常委会');
  await field(page, 'login-username').fill(username);
  await field(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('admin signs in through the login page and lands on /index with the server menus', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // With CAPTCHA_ENABLED=false the server says so and the page asks for no captcha.
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/login.png`, fullPage: true });

  await signIn(page);

  await expect(page).toHaveURL(/\/index$/);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByText('系统管理', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('home-user')).toContainText('超级管理员');
  await expect(page.getByTestId('home-links')).toBeVisible();
  await expect(page.getByTestId('home-dicts')).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/index.png`, fullPage: true });
});

test('an unsigned visit to /renda/survey goes to the login page and back after sign-in', async ({ page }) => {
  await page.goto('/renda/survey');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frenda%2Fsurvey$/);

  await signIn(page);

  await expect(page).toHaveURL(/\/renda\/survey$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'not-the-password');

  await expect(page.getByTestId('login-error')).toContainText('登录失败，账号密码不正确');
  await expect(page).toHaveURL(/\/login/);
  await saveScreen(page, { path: `${SCREENS}/login-wrong-password.png`, fullPage: true });
});

test('logout asks for confirmation and ends on the login page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/index$/);

  // Logout sits in the avatar dropdown (SPEC §2.3).
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定注销并退出系统吗？');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  // The session is gone: a protected page sends us back to the login page.
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
});

test.describe('with an access token that expires after 3 seconds', () => {
  // The extra server's first start runs initdb, migrations and the seed.
  test.describe.configure({ timeout: 180_000 });
  let server: ExtraServer;

  test.beforeAll(async () => {
    // describe.configure's timeout is the tests'; the hook has its own (60 s), too short for a first start when busy
    test.setTimeout(180_000);
    server = await startExtraServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('three requests in flight are refreshed with one refresh call and all succeed', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await signIn(page);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('home-user')).toContainText('超级管理员');

    // Let the access token expire on the server.
    await page.waitForTimeout(4_000);

    const apiRequests: Request[] = [];
    const refreshRequests: Request[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/admin-api/')) return;
      if (url.pathname === REFRESH_PATH && req.method() === 'POST') refreshRequests.push(req);
      else apiRequests.push(req);
    });

    const refreshed = page.waitForResponse((res) => new URL(res.url()).pathname === REFRESH_PATH);
    await page.getByTestId('home-refresh').click();
    await refreshed;

    // Each card shows its data again once its request was replayed with the new token
    // (data-state is loading → ready, or error when a request failed).
    for (const id of ['home-user', 'home-links', 'home-dicts']) {
      await expect(page.getByTestId(id)).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId(id).getByRole('alert')).toHaveCount(0);
    }
    await expect(page.getByTestId('home-user')).toContainText('超级管理员');
    await expect(page.getByTestId('home-links').getByTestId('home-link').first()).toBeVisible();
    await expect(page.getByTestId('home-dict-entries')).not.toHaveText('0');
    // Give any straggling request a moment, so that a second refresh call would be seen.
    await page.waitForTimeout(1_000);
    await saveScreen(page, { path: `${SCREENS}/index-after-refresh.png`, fullPage: true });

    expect(refreshRequests, 'exactly one refresh-token call').toHaveLength(1);
    const oldAuth = await Promise.all(apiRequests.map((r) => r.headerValue('authorization')));
    const refreshBody = await (await refreshRequests[0].response())!.json();
    expect(refreshBody.code).toBe(0);
    const newToken: string = refreshBody.data.accessToken;
    const before = apiRequests.filter((_, i) => oldAuth[i] !== `Bearer ${newToken}`);
    const replayed = apiRequests.filter((_, i) => oldAuth[i] === `Bearer ${newToken}`);
    expect(before.length, 'requests sent with the expired token').toBeGreaterThanOrEqual(3);
    expect(replayed.length, 'requests replayed with the new token').toBeGreaterThanOrEqual(3);
    for (const req of replayed) {
      const body = await (await req.response())!.json();
      expect(body.code, `${req.method()} ${req.url()}`).toBe(0);
    }
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('with CAPTCHA_ENABLED=true', () => {
  let server: ExtraServer;
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startExtraServer({ CAPTCHA_ENABLED: 'true' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The picture's size once Chromium decoded it: 0×0 when it could not draw it. */
  const decodedSize = (page: Page, src: string) =>
    page.evaluate(async (s) => {
      const img = new Image();
      img.src = s;
      await img.decode().catch(() => undefined);
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, src);

  test('the login page shows a drawn captcha, and the yudao vue2 client would too', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(field(page, 'login-captcha')).toBeVisible();
    const img = page.getByTestId('login-captcha-img');
    await expect(img).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(160);
    await saveScreen(page, { path: `${SCREENS}/login-captcha.png` });

    // yudao-ui-admin-vue2 v1.6.2 (src/views/login.vue): codeUrl = "data:image/gif;base64," + res.img
    const answer = await (await page.request.get(`${server.baseURL}/admin-api/system/captcha/get-image`)).json();
    expect(await decodedSize(page, `data:image/gif;base64,${answer.data.img}`)).toEqual({ width: 160, height: 60 });
  });
});
