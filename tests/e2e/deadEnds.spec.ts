// Issue #13 points 1, 2 and 8: pages a user may not use are refused before they load, public and full-screen pages
// never end without a way on, and a wrong password is said once.
import { expect, test, type Page } from '@playwright/test';
import { constantRoutes } from '../../src/client/routes/constantRoutes.ts';
import { apiAs, field, signIn, TENANT } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

/** Business refusals the page's own requests met (a page refused before it loads asks nothing). */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/admin-api/')) return;
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (body && body.code !== undefined && body.code !== 0) seen.push(`${res.url()} → ${body.code} ${body.msg}`);
  });
  return seen;
}

test('a deputy opening a fixed route of SPEC §2.2 without its permission lands on /401, with nothing refused', async ({ page, request }) => {
  const call = await apiAs(request, 'deputy1', 'deputy123');
  const { permissions } = await call<{ permissions: string[] }>('GET', '/system/auth/get-permission-info');
  const refused = constantRoutes.filter((r) => r.permission && !permissions.includes(r.permission));
  // The deputy holds some fixed routes (fill-in, my answers, proposals) and not the staff ones.
  expect(refused.map((r) => r.path)).toEqual(expect.arrayContaining(['/survey/design', '/bpm/manager/model/design', '/dict/type/data/:dictId']));
  expect(refused.length).toBeLessThan(constantRoutes.length - 1);

  await signIn(page, 'deputy1', 'deputy123');
  const seen = refusals(page);
  for (const route of refused) {
    const path = route.path.replace(/:\w+/g, '1');
    await page.goto(`${path}${path === '/survey/design' ? '?surveyId=1' : ''}`);
    await expect(page, path).toHaveURL(/\/401$/);
    await expect(page.getByTestId('page-401')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  }
  expect(seen).toEqual([]);
  await saveScreen(page, { path: `${SCREENS}/401-deputy.png`, fullPage: true });

  // The way back works: home.
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a user with no role on /preview?surveyId=1 gets a message and a way back, not a blank page', async ({ page }) => {
  await signIn(page, 'guest', 'guest123');
  await page.goto('/preview?surveyId=1');
  await expect(page).toHaveURL(/\/401$/);
  const message = page.getByTestId('page-401');
  await expect(message).toContainText('没有访问权限');
  await saveScreen(page, { path: `${SCREENS}/preview-no-role.png`, fullPage: true });
  await message.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a survey that cannot be loaded says so with a way back', async ({ page }) => {
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/preview?surveyId=999999');
  const message = page.getByTestId('survey-load-message');
  await expect(message).toContainText('问卷加载失败');
  await expect(page.getByRole('status')).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/preview-load-failed.png`, fullPage: true });
  await message.getByTestId('survey-back').click();
  await expect(page).toHaveURL(/\/renda\/my-survey$/);
});

test('/sso without client_id, signed in, offers the way home', async ({ page }) => {
  await signIn(page);
  await page.goto('/sso');
  const sso = page.getByTestId('page-sso');
  await expect(sso).toBeVisible();
  await sso.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a wrong password is said once, beside the form, without a toast', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'login-tenant').fill(TENANT);
  await field(page, 'login-username').fill('admin');
  await field(page, 'login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('登录失败，账号密码不正确');
  // The toast would have come with the answer; give it the time it takes to appear anyway.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByText('登录失败，账号密码不正确')).toHaveCount(1);
});

test('the home page names the roles, not their codes', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('home-role')).toHaveText(['超级管理员']);
  await page.goto('/login');
});

test('a dictionary that cannot be loaded says so with a way back, no endless spinner', async ({ page }) => {
  await signIn(page);
  await page.goto('/dict/type/data/999999');
  const failed = page.getByTestId('dict-data-failed');
  await expect(failed).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await failed.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/system\/dict$/);
});
