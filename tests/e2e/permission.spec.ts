// Permission assignment (issue 3, item 3): an administrator grants a new role the config page through the 菜单权限
// tree, assigns that role to a new user through 分配角色, and the user then finds 配置管理 in the sidebar.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, field, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const stamp = Date.now().toString(36);

const rows = (page: Page) => main(page).getByTestId('result-row');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function search(page: Page, name: string, value: string): Promise<void> {
  await main(page).locator(`input[data-testid="filter-${name}"], [data-testid="filter-${name}"] input`).first().fill(value);
  await main(page).getByTestId('search-submit').click();
}

test('an administrator grants a role the config page and gives it to a user, who then sees the page', async ({ page, request }) => {
  const admin = await apiAs(request);
  const roleName = `配置员${stamp}`;
  const roleId = await admin<number>('POST', '/system/role/create', { name: roleName, code: `config_viewer_${stamp}`, sort: 98 });
  const username = `perm${stamp}`;
  const userId = await admin<number>('POST', '/system/user/create', { username, nickname: '配置查看员', password: 'viewer123' });
  const menus = await admin<Array<{ id: number; parentId: number; name: string; type: number; component: string | null }>>('GET', '/system/menu/list');
  const configPage = menus.find((m) => m.component === 'infra/config/index')!;
  const buttons = menus.filter((m) => m.parentId === configPage.id).map((m) => m.id);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);

  // 菜单权限: check 配置管理 in the tree; its buttons follow and 基础设施 shows half-checked.
  await page.goto('/system/role');
  await search(page, 'name', roleName);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-assign-menu').click();
  const dialog = page.getByTestId('role-menu-dialog');
  await expect(dialog.getByTestId('menu-tree')).toBeVisible();
  await expect(dialog).toContainText(roleName);
  await dialog.getByTestId('menu-expand').check();
  await dialog.getByTestId(`menu-check-${configPage.id}`).check();
  for (const id of buttons) await expect(dialog.getByTestId(`menu-check-${id}`)).toBeChecked();
  await expect(dialog.getByTestId(`menu-check-${configPage.parentId}`)).toHaveAttribute('data-indeterminate', 'true');
  await dialog.locator(`[data-testid="menu-tree-node"][data-id="${configPage.id}"]`).scrollIntoViewIfNeeded();
  await saveScreen(page, { path: `${SCREENS}/permission-role-menu-dialog.png` });
  await dialog.getByTestId('assign-submit').click();
  await expect(toast(page, '分配成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const granted = await admin<number[]>('GET', `/system/permission/list-role-resources?roleId=${roleId}`);
  expect([...granted].sort((a, b) => a - b)).toEqual([configPage.parentId, configPage.id, ...buttons].sort((a, b) => a - b));

  // The built-in super administrator's menus are not edited.
  await search(page, 'name', '超级管理员');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByTestId('row-assign-menu')).toHaveCount(0);

  // 分配角色: pick the new role for the new user.
  await page.goto('/system/user');
  await search(page, 'username', username);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-assign-role').click();
  const roleDialog = page.getByTestId('user-role-dialog');
  await expect(roleDialog).toContainText('分配角色');
  await field(page, 'user-role-select').click();
  await page.getByRole('option', { name: roleName, exact: true }).click();
  await saveScreen(page, { path: `${SCREENS}/permission-user-role-dialog.png` });
  await roleDialog.getByTestId('assign-submit').click();
  await expect(toast(page, '分配成功')).toBeVisible();
  expect(await admin<number[]>('GET', `/system/permission/list-user-roles?userId=${userId}`)).toEqual([roleId]);

  // Sign out, sign in as the user: 基础设施 → 配置管理 is in the sidebar.
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-dialog').getByRole('button', { name: '确定', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, username, 'viewer123');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toContainText('基础设施');
  await expect(sidebar).not.toContainText('系统管理');
  const link = sidebar.getByRole('link', { name: '配置管理', exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: '基础设施', exact: true }).click();
  await expect(link).toBeVisible();
  await link.click();
  await expect(rows(page).first()).toBeVisible();
});

test('the menu screen is a tree table: directories unfold into pages and buttons; 新增 on a row starts a child', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/system/menu');
  const row = (name: string) => rows(page).filter({ has: page.locator('[data-field="name"]', { hasText: new RegExp(`^${name}$`) }) });
  await expect(row('系统管理')).toHaveCount(1);
  await expect(row('用户管理')).toHaveCount(0);
  await row('系统管理').getByTestId('tree-toggle').click();
  await expect(row('用户管理')).toHaveCount(1);
  await row('用户管理').getByTestId('tree-toggle').click();
  await expect(row('用户查询')).toHaveCount(1);
  // Buttons have no children: no 新增 of a child on them.
  await expect(row('用户查询').getByTestId('row-add-child')).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/permission-menu-tree.png` });
  await row('系统管理').getByTestId('tree-toggle').click();
  await expect(row('用户管理')).toHaveCount(0);
  await main(page).getByTestId('tree-expand-all').click();
  await expect(row('配置管理')).toHaveCount(1);

  await row('用户管理').getByTestId('row-add-child').click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog).toContainText('添加菜单');
  await expect(dialog.getByRole('spinbutton', { name: '上级菜单' })).toHaveValue('100');
  await dialog.getByTestId('form-cancel').click();
});
