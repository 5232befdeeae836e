// The shell's menus (issue 4): a hidden page highlights the sidebar entry it belongs to (activeMenu), and an
// http(s) menu entry opens a new tab from the sidebar, the header search and the top nav, leaving the page as it is.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const stamp = Date.now().toString(36);

const sidebar = (page: Page) => page.getByTestId('sidebar');
const view = (page: Page) => page.locator('[data-testid="kept-view"]:visible');
/** The sidebar entries marked as the current one. */
const current = (page: Page) => sidebar(page).locator('[aria-current="page"]');

test('a dictionary data page highlights 字典管理 in the sidebar and keeps 系统管理 open', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await sidebar(page).getByRole('button', { name: '系统管理', exact: true }).click();
  await sidebar(page).getByRole('link', { name: '字典管理', exact: true }).click();
  await expect(current(page)).toHaveText(['字典管理']);

  // From the list: the type column links to the type's data page, a hidden page.
  await view(page).getByTestId('result-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/);
  await expect(view(page).getByTestId('dict-data-title')).toBeVisible();
  await expect(current(page)).toHaveText(['字典管理']);
  await expect(sidebar(page).getByRole('button', { name: '系统管理', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await saveScreen(page, { path: `${SCREENS}/shell-active-menu-desktop.png` });

  // Opened directly (a reload): the group unfolds by itself to show the highlighted entry.
  await page.reload();
  await expect(view(page).getByTestId('dict-data-title')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: '系统管理', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(current(page)).toHaveText(['字典管理']);
  await expect(sidebar(page).getByRole('link', { name: '字典管理', exact: true })).toBeVisible();

  // Back on a page of its own, the highlight follows the page again.
  await sidebar(page).getByRole('link', { name: '角色管理', exact: true }).click();
  await expect(current(page)).toHaveText(['角色管理']);
});

test('an http(s) menu entry opens a new tab from the sidebar, the header search and the top nav', async ({ page, context, request }) => {
  const admin = await apiAs(request);
  const name = `外部链接${stamp}`;
  const url = 'https://example.com/';
  // Sort 0: first in the sidebar and on the top bar. The super admin sees every menu without a grant.
  const menuId = await admin<number>('POST', '/system/menu/create', { name, type: 2, sort: 0, parentId: 0, path: url, icon: 'guide', status: 0, visible: true });
  // No internet here: the new tab gets a stub page.
  await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  try {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    await sidebar(page).getByRole('button', { name: '系统管理', exact: true }).click();
    await sidebar(page).getByRole('link', { name: '字典管理', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);

    /** Does `action`, expects exactly one new tab showing the link, closes it, and checks this page stayed. */
    const opensNewTab = async (action: () => Promise<void>) => {
      const [popup] = await Promise.all([context.waitForEvent('page'), action()]);
      await expect(popup).toHaveURL(url);
      await expect(popup.locator('body')).toHaveText('ok');
      await popup.close();
      expect(context.pages()).toHaveLength(1);
      await expect(page).toHaveURL(/\/system\/dict$/);
      await expect(view(page).getByTestId('result-row').first()).toBeVisible();
    };

    await opensNewTab(() => sidebar(page).getByRole('link', { name }).click());

    await page.getByTestId('header-search-toggle').click();
    await page.getByTestId('header-search').locator('input').fill(name);
    await opensNewTab(() => page.getByTestId('header-search-option').filter({ hasText: name }).click());

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-settings').click();
    await page.getByTestId('settings-drawer').getByTestId('setting-topNav').check();
    await page.keyboard.press('Escape');
    const item = page.getByTestId('top-nav-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(sidebar(page)).toContainText('字典管理');
    await opensNewTab(() => item.click());
    // The link is not "chosen": the sidebar still shows the entries of the page's own top menu.
    await expect(sidebar(page)).toContainText('字典管理');
    await expect(current(page)).toHaveText(['字典管理']);
  } finally {
    await admin('DELETE', `/system/menu/delete?id=${menuId}`);
  }
});
