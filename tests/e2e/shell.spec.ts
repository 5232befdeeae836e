// The shell (issue 4): tags view and its context menu, keep-alive of a filled-in search form, mobile mode at
// 991/992px, top-nav overflow, header search, layout settings surviving a reload and reset, the size switcher,
// the menus of a user with few permissions. Screens go to test-results/screens at desktop and phone sizes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PROJECT_REPOSITORY_URL } from './support/projectRepository.ts';
import { apiAs, signIn } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

const tags = (page: Page) => page.getByTestId('tags-view-item');
const tag = (page: Page, title: string) => tags(page).filter({ hasText: title });
const sidebar = (page: Page) => page.getByTestId('sidebar');
/** The page shown now; kept-alive pages stay in the DOM, hidden. */
const view = (page: Page) => page.locator('[data-testid="kept-view"]:visible');

/** Opens a page through the sidebar, unfolding its group (an in-app navigation: the tabs stay). */
async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const link = sidebar(page).getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

async function contextMenu(page: Page, title: string): Promise<Locator> {
  await tag(page, title).click({ button: 'right' });
  const menu = page.getByTestId('tags-context-menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu;
}

test('the tags view adds visited views once and every context-menu action works; home is never closed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await expect(tags(page)).toHaveText(['首页']);
  await openMenu(page, '基础设施', '配置管理');
  await openMenu(page, '系统管理', '字典管理');
  await openMenu(page, '系统管理', '角色管理');
  await openMenu(page, '系统管理', '菜单管理');
  await openMenu(page, '基础设施', '配置管理'); // again: no second tab
  await expect(tags(page)).toHaveText(['首页', '配置管理', '字典管理', '角色管理', '菜单管理']);
  await expect(tag(page, '配置管理')).toHaveAttribute('aria-current', 'page');
  await saveScreen(page, { path: `${SCREENS}/shell-tags-desktop.png` });

  // Home (affix): no close entry, and close others/all keep it.
  let menu = await contextMenu(page, '首页');
  await expect(menu.getByTestId('tags-close')).toHaveCount(0);
  await expect(tag(page, '首页').getByTestId('tags-view-close')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Close right of 字典管理.
  menu = await contextMenu(page, '字典管理');
  await saveScreen(page, { path: `${SCREENS}/shell-tags-menu-desktop.png` });
  await menu.getByTestId('tags-close-right').click();
  await expect(tags(page)).toHaveText(['首页', '配置管理', '字典管理']);

  // Close left of 字典管理: 配置管理 goes, 首页 stays; the active tab was closed, so the last remaining one opens.
  menu = await contextMenu(page, '字典管理');
  await menu.getByTestId('tags-close-left').click();
  await expect(tags(page)).toHaveText(['首页', '字典管理']);
  await expect(page).toHaveURL(/\/system\/dict$/);

  // Close current (the active one) → last remaining tab, home.
  menu = await contextMenu(page, '字典管理');
  await menu.getByTestId('tags-close').click();
  await expect(tags(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/index$/);

  // Close others and close all.
  await openMenu(page, '基础设施', '配置管理');
  await openMenu(page, '系统管理', '字典管理');
  await openMenu(page, '系统管理', '角色管理');
  menu = await contextMenu(page, '字典管理');
  await menu.getByTestId('tags-close-others').click();
  await expect(tags(page)).toHaveText(['首页', '字典管理']);
  await expect(page).toHaveURL(/\/system\/dict$/);
  menu = await contextMenu(page, '字典管理');
  await menu.getByTestId('tags-close-all').click();
  await expect(tags(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/index$/);

  // The close icon on a tab.
  await openMenu(page, '系统管理', '角色管理');
  await tag(page, '角色管理').getByTestId('tags-view-close').click();
  await expect(tags(page)).toHaveText(['首页']);
});

test('menu entries clicked in quick succession each open a tab, even on a slow machine', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  // A slow CPU makes a page take longer to render than the next click takes to arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await sidebar(page).getByRole('button', { name: '系统管理', exact: true }).click();
  await sidebar(page).getByRole('button', { name: '基础设施', exact: true }).click();
  for (const item of ['配置管理', '字典管理', '角色管理', '用户管理']) await sidebar(page).getByRole('link', { name: item, exact: true }).click();
  await expect(tags(page)).toHaveText(['首页', '配置管理', '字典管理', '角色管理', '用户管理']);
  await expect(page).toHaveURL(/\/system\/user$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a filled-in search form survives a tab switch, is lost after close, and refresh reloads the view', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await openMenu(page, '基础设施', '配置管理');
  const name = () => view(page).locator('[data-testid="filter-name"] input, input[data-testid="filter-name"]');
  await name().fill('保留的搜索');
  await tag(page, '首页').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await tag(page, '配置管理').click();
  await expect(name()).toHaveValue('保留的搜索');

  // Refresh drops the cached copy: the form starts empty again.
  const menu = await contextMenu(page, '配置管理');
  await menu.getByTestId('tags-refresh').click();
  await expect(page).toHaveURL(/\/infra\/config$/);
  await expect(name()).toHaveValue('');

  // Closed and opened again: a fresh page.
  await name().fill('关闭后丢失');
  await tag(page, '配置管理').getByTestId('tags-view-close').click();
  await expect(page).toHaveURL(/\/index$/);
  await openMenu(page, '基础设施', '配置管理');
  await expect(name()).toHaveValue('');
});

test('mobile mode below 992px: the sidebar is closed and a route change closes it; desktop at 992px', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await signIn(page);
  await expect(page.getByTestId('shell')).toHaveAttribute('data-device', 'desktop');
  await expect(sidebar(page)).toBeVisible();

  await page.setViewportSize({ width: 991, height: 800 });
  await expect(page.getByTestId('shell')).toHaveAttribute('data-device', 'mobile');
  await expect(sidebar(page)).toBeHidden();
  await page.getByTestId('hamburger').click();
  await expect(sidebar(page)).toBeVisible();
  await openMenu(page, '基础设施', '配置管理');
  await expect(page).toHaveURL(/\/infra\/config$/);
  await expect(sidebar(page)).toBeHidden();

  await page.setViewportSize({ width: 992, height: 800 });
  await expect(page.getByTestId('shell')).toHaveAttribute('data-device', 'desktop');
  await expect(sidebar(page)).toBeVisible();
});

test('the desktop sidebar collapses to icons and the choice survives a reload (cookie)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  await page.getByTestId('hamburger').click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('sidebar-logo')).not.toContainText('人大代表履职平台');
  await saveScreen(page, { path: `${SCREENS}/shell-collapsed-desktop.png` });
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar-logo')).toContainText('人大代表履职平台');
});

test('the header search finds a page by a fuzzy Chinese title and goes there', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.getByTestId('header-search-toggle').click();
  await page.getByTestId('header-search').locator('input').fill('配置管');
  const option = page.getByTestId('header-search-option').filter({ hasText: '配置管理' });
  await expect(option).toBeVisible();
  // Hidden pages (e.g. 字典数据) are never offered.
  await page.getByTestId('header-search').locator('input').fill('字典');
  await expect(page.getByTestId('header-search-option').filter({ hasText: '字典管理' })).toBeVisible();
  await expect(page.getByTestId('header-search-option').filter({ hasText: '字典数据' })).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/shell-search-desktop.png` });
  await page.getByTestId('header-search').locator('input').fill('配置管');
  await option.click();
  await expect(page).toHaveURL(/\/infra\/config$/);
  await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*基础设施.*配置管理/);
});

test('settings survive a reload when saved, and reset restores the defaults', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('setting-tagsView').uncheck();
  await drawer.getByTestId('setting-dynamicTitle').check();
  await drawer.getByTestId('setting-theme-light').click();
  await drawer.getByTestId('theme-color-11a983').click();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/shell-settings-desktop.png` });
  await drawer.getByTestId('settings-save').click();

  await page.reload();
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await expect(page).toHaveTitle('首页 - 人大代表履职平台');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('layout-setting') ?? '{}') as Record<string, unknown>);
  expect(saved).toMatchObject({ tagsView: false, dynamicTitle: true, sideTheme: 'theme-light', theme: '#11a983' });

  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
  await page.getByTestId('settings-reset').click();
  await expect(page.getByTestId('tags-view')).toBeVisible();
  await expect(page).toHaveTitle('人大代表履职平台');
  expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
});

test('top nav: items within a third of the window, the rest under 更多菜单; an entry with children fills the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1020, height: 800 });
  await signIn(page);
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
  await page.getByTestId('settings-drawer').getByTestId('setting-topNav').check();
  await page.keyboard.press('Escape');
  // floor(1020 / 3 / 85) = 4 items on the bar.
  await expect(page.getByTestId('top-nav-item')).toHaveCount(4);
  await expect(page.getByTestId('top-nav-more')).toHaveText(/更多菜单/);
  await saveScreen(page, { path: `${SCREENS}/shell-topnav-desktop.png` });
  await page.getByTestId('top-nav-item').filter({ hasText: '系统管理' }).click();
  await expect(sidebar(page)).toContainText('字典管理');
  await expect(sidebar(page)).not.toContainText('问卷管理');
  await page.getByTestId('top-nav-more').click();
  await expect(page.getByTestId('top-nav-more-item').filter({ hasText: '功能演示' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect(page.getByTestId('top-nav-item')).toHaveCount(5);
});

test('the size switcher changes the density of the components', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await openMenu(page, '基础设施', '配置管理');
  const input = view(page).locator('[data-testid="filter-name"] input, input[data-testid="filter-name"]');
  await expect(input).toBeVisible();
  const before = (await input.boundingBox())?.height ?? 0;
  await page.getByTestId('size-select').click();
  await page.getByTestId('size-mini').click();
  await expect(page.getByTestId('shell')).toHaveAttribute('data-size', 'mini');
  await expect.poll(async () => (await input.boundingBox())?.height ?? 0).toBeLessThan(before);
  await saveScreen(page, { path: `${SCREENS}/shell-size-mini-desktop.png` });
  // Kept in a cookie.
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('data-size', 'mini');
  await page.getByTestId('size-select').click();
  await page.getByTestId('size-default').click();
  await expect(page.getByTestId('shell')).toHaveAttribute('data-size', 'default');
});

test('a user with few permissions sees only their menus and no write buttons', async ({ page, request }) => {
  const admin = await apiAs(request);
  const menus = await admin<Array<{ id: number; parentId: number; permission: string; type: number; component: string | null }>>('GET', '/system/menu/list');
  const configPage = menus.find((m) => m.component === 'infra/config/index');
  const queryButton = menus.find((m) => m.type === 3 && m.permission === 'infra:config:query');
  const roleId = await admin<number>('POST', '/system/role/create', { name: `壳查看${stamp}`, code: `shell_viewer_${stamp}`, sort: 99 });
  await admin('POST', '/system/permission/assign-role-menu', { roleId, menuIds: [configPage!.parentId, configPage!.id, ...(queryButton ? [queryButton.id] : [])] });
  const username = `shell${stamp}`;
  const userId = await admin<number>('POST', '/system/user/create', { username, nickname: '壳查看员', password: 'viewer123' });
  await admin('POST', '/system/permission/assign-user-role', { userId, roleIds: [roleId] });

  await page.setViewportSize(DESKTOP);
  await signIn(page, username, 'viewer123');
  await expect(sidebar(page)).toContainText('基础设施');
  await expect(sidebar(page)).not.toContainText('系统管理');
  await openMenu(page, '基础设施', '配置管理');
  await expect(view(page).getByTestId('result-row').first()).toBeVisible();
  await expect(view(page).getByTestId('toolbar-create')).toHaveCount(0);
  await expect(view(page).getByTestId('row-delete')).toHaveCount(0);
  await page.getByTestId('header-search-toggle').click();
  await page.getByTestId('header-search').locator('input').fill('用户');
  await expect(page.getByTestId('header-search-option').filter({ hasText: '用户管理' })).toHaveCount(0);
});

test('screens of the shell at desktop and phone sizes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await openMenu(page, '基础设施', '配置管理');
  await expect(view(page).getByTestId('result-row').first()).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/shell-list-desktop.png` });
  await tag(page, '首页').click();
  await saveScreen(page, { path: `${SCREENS}/shell-home-desktop.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('shell')).toHaveAttribute('data-device', 'mobile');
  await saveScreen(page, { path: `${SCREENS}/shell-home-phone.png`, fullPage: true, animations: 'disabled' });
  await page.getByTestId('hamburger').click();
  await expect(sidebar(page)).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/shell-sidebar-phone.png`, animations: 'disabled' });
  await openMenu(page, '基础设施', '配置管理');
  await expect(view(page).getByTestId('result-row').first()).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await saveScreen(page, { path: `${SCREENS}/shell-list-phone.png`, animations: 'disabled' });
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByTestId('logout-button')).toBeVisible();
  await page.waitForTimeout(400); // the menu's grow transition
  await saveScreen(page, { path: `${SCREENS}/shell-avatar-phone.png`, animations: 'disabled' });
});

test('fullscreen warns when unsupported; an http(s) search result opens a new window; the sidebar theme switches', async ({ page, context }) => {
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.getByTestId('fullscreen').click();
  await expect(page.getByTestId('toast').filter({ hasText: '你的浏览器不支持全屏' })).toBeVisible();

  // The repository link (项目仓库, PROJECT_REPOSITORY_URL) is an external menu entry: chosen from the search, it opens a new window.
  await context.route(`${E2E_PROJECT_REPOSITORY_URL}**`, (route) => route.fulfill({ status: 200, body: 'repo' }));
  await page.getByTestId('header-search-toggle').click();
  await page.getByTestId('header-search').locator('input').fill('仓库');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('header-search-option').filter({ hasText: '项目仓库' }).click()]);
  expect(popup.url()).toBe(E2E_PROJECT_REPOSITORY_URL);
  await popup.close();
  await expect(page).toHaveURL(/\/index$/);

  await expect(sidebar(page)).toHaveCSS('background-color', 'rgb(48, 65, 86)');
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
  await page.getByTestId('settings-drawer').getByTestId('setting-theme-light').click();
  await expect(sidebar(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByTestId('settings-drawer').getByTestId('setting-sidebarLogo').uncheck();
  await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
});
