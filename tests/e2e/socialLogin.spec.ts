// Social and provincial sign-in through the pages (issue 18): the login page shows the province's provider (a real
// OpenID Connect provider, oidc-provider, started by the test on 127.0.0.1), its own login and consent pages, back
// on /social-login the bind form, then home; /register once registration is turned on.
import { expect, test, type Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider.ts';
import { apiAs, field, TENANT } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const PROVINCE = 40;
let op: TestOidcProvider;

async function shoot(page: Page, name: string): Promise<void> {
  await saveScreen(page, { path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.beforeAll(async ({ request, baseURL }) => {
  op = await startOidcProvider([`${baseURL}/social-login?type=${PROVINCE}`]);
  const admin = await apiAs(request);
  const values = { name: '省统一身份认证', socialType: PROVINCE, code: 'province', clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer, scopes: 'openid profile', status: 0 };
  const existing = await admin<{ list: { id: number }[] }>('GET', `/system/social-client/page?pageNo=1&pageSize=1&socialType=${PROVINCE}`);
  if (existing.list.length) await admin('PUT', '/system/social-client/update', { id: existing.list[0].id, ...values });
  else await admin('POST', '/system/social-client/create', values);
});
test.afterAll(async () => op?.close());

test('the province entry: provider login and consent, the bind form, then home; next time straight in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/login');
  await field(page, 'login-tenant').fill(TENANT);
  await expect(page.getByTestId('social-entry-province')).toContainText('省统一身份认证');
  await expect(page.getByTestId('login-register')).toHaveCount(0);
  await shoot(page, 'social-login-entry');

  await page.getByTestId('social-entry-province').click();
  // oidc-provider's own interaction pages
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill('e2e-alice');
  await page.locator('input[name="password"]').fill('any');
  await shoot(page, 'social-provider-login');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent: Continue

  await expect(page).toHaveURL(/\/social-login\?/);
  await expect(page.getByTestId('social-bind-form')).toBeVisible();
  await field(page, 'bind-username').fill('deputy1');
  await field(page, 'bind-password').fill('wrong-pass');
  await page.getByTestId('bind-submit').click();
  await expect(page.getByTestId('bind-error')).toHaveText('登录失败，账号密码不正确');
  await field(page, 'bind-password').fill('deputy123');
  await shoot(page, 'social-bind-form');
  await page.getByTestId('bind-submit').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-user')).toBeVisible();
  await shoot(page, 'social-bound-home');

  // Signed out, /oauthLogin/province goes round again and the bound account signs in by itself.
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto('/oauthLogin/province');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-user')).toBeVisible();
});

test('/register is closed, then open once sys.user.register-enabled is true', async ({ page, request }) => {
  const admin = await apiAs(request);
  await page.goto('/register');
  await expect(page.getByTestId('page-register')).toContainText('系统未开放注册');
  const config = await admin<{ list: { id: number }[] }>('GET', '/infra/config/page?pageNo=1&pageSize=1&key=sys.user.register-enabled');
  await admin('PUT', '/infra/config/update', { id: config.list[0].id, value: 'true' });
  try {
    await page.goto('/login');
    await expect(page.getByTestId('login-register')).toBeVisible();
    await page.getByTestId('login-register').click();
    await expect(page).toHaveURL(/\/register$/);
    const name = `reg${Date.now() % 1_000_000_000}`;
    await field(page, 'register-username').fill(name);
    await field(page, 'register-nickname').fill('自助注册用户');
    await field(page, 'register-password').fill('pass1234');
    await shoot(page, 'social-register');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('home-user')).toBeVisible();
  } finally {
    await admin('PUT', '/infra/config/update', { id: config.list[0].id, value: 'false' });
  }
});
