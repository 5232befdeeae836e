// Departments and posts on the screens (issue 12): the department tree beside 用户管理 filters the list, a user
// created with a department and two posts shows them, 部门管理 is a tree table, and a role's 数据权限 dialog picks
// departments. Screens are saved to test-results/screens.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const stamp = Date.now().toString(36).slice(-6);

const rows = (page: Page) => main(page).getByTestId('result-row');
const cell = (row: Locator, name: string) => row.locator(`[data-field="${name}"]`);
const dialog = (page: Page) => page.getByTestId('form-dialog');
const treeNode = (page: Page, name: string) => main(page).getByTestId('dept-tree-node').filter({ hasText: new RegExp(`^${name}$`) });
const deptNames = async (page: Page) => (await rows(page).locator('[data-field="deptName"]').allInnerTexts()).map((s) => s.trim());
const usernames = async (page: Page) => (await rows(page).locator('[data-field="username"]').allInnerTexts()).map((s) => s.trim()).sort();

test('the department tree beside the user list filters it to a department and those below it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  await expect(treeNode(page, '市人大常委会')).toBeVisible();

  // every deputy is a member of his delegation, a department under 代表团 (docs/deputies.md): 部门 shows its name
  await treeNode(page, '代表团').click();
  await expect.poll(async () => { const names = await deptNames(page); return names.length > 0 && names.every((name) => /^.+代表团$/.test(name)); }).toBe(true);
  await treeNode(page, '城东区代表团').click();
  await expect.poll(async () => [...new Set(await deptNames(page))]).toEqual(['城东区代表团']);
  await treeNode(page, '办公厅').click();
  await expect.poll(() => usernames(page)).toEqual(['admin', 'guest']);
  await shoot(page, 'user-dept-tree-desktop');
  // the tree's own filter, then clicking the chosen department again shows everyone
  await main(page).getByTestId('dept-tree-filter').fill('法制');
  await expect(treeNode(page, '立法一处')).toBeVisible();
  await expect(treeNode(page, '代表团')).toHaveCount(0);
  await main(page).getByTestId('dept-tree-filter').fill('');
  await treeNode(page, '办公厅').click();
  await expect.poll(async () => (await usernames(page)).length).toBeGreaterThan(4);
});

test('a user created with a department and two posts shows them', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  const username = `post${stamp}`;
  await main(page).getByTestId('toolbar-create').click();
  await dialog(page).locator('#root_username').fill(username);
  await dialog(page).locator('#root_nickname').fill('两岗用户');
  await dialog(page).locator('#root_password').fill('pass1234');
  await dialog(page).getByRole('combobox', { name: '归属部门' }).click();
  await page.getByRole('option', { name: '代表工作室', exact: true }).click();
  await dialog(page).getByRole('combobox', { name: '岗位' }).click();
  await page.getByRole('option', { name: '科员', exact: true }).click();
  await page.getByRole('option', { name: '联络员', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog(page).getByRole('combobox', { name: '岗位' })).toHaveText('科员, 联络员');
  await shoot(page, 'user-create-dept-posts-desktop');
  await dialog(page).getByTestId('form-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await main(page).locator('input[data-testid="filter-username"]').fill(username);
  await main(page).getByTestId('search-submit').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(cell(rows(page).first(), 'deptName')).toHaveText('代表工作室');
  await rows(page).first().getByTestId('row-edit').click();
  await expect(dialog(page).getByRole('combobox', { name: '归属部门' })).toHaveText('代表工作室');
  await expect(dialog(page).getByRole('combobox', { name: '岗位' })).toHaveText('科员, 联络员');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  // 详情: the department and the posts by name
  await rows(page).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('show-dialog').locator('[data-field="deptName"] dd')).toHaveText('代表工作室');
  await expect(page.getByTestId('show-dialog').locator('[data-field="postIds"] dd')).toHaveText('科员，联络员');
  await shoot(page, 'user-detail-dept-posts-desktop');
  await page.getByTestId('show-close').click();

  // what the server keeps
  const call = await apiAs(page.request);
  const page1 = await call<{ list: { postIds: number[]; deptName: string }[] }>('GET', `/system/user/page?pageNo=1&pageSize=10&username=${username}`);
  expect(page1.list[0].deptName).toBe('代表工作室');
  expect(page1.list[0].postIds).toHaveLength(2);
});

test('部门管理 is a tree table, and a role’s 数据权限 picks departments', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/dept');
  await expect(rows(page).first()).toBeVisible();
  await expect(cell(rows(page).first(), 'name')).toContainText('市人大常委会');
  await main(page).getByTestId('tree-expand-all').click();
  await expect(rows(page).filter({ hasText: '代表工作室' })).toBeVisible();
  await expect(cell(rows(page).filter({ hasText: '代表联络工作委员会' }).first(), 'leaderNickname')).toHaveText('王联络');
  await shoot(page, 'dept-tree-desktop');

  // a role of its own: the demo roles' 全部数据权限 is what the other browser tests rely on
  const call = await apiAs(page.request);
  const code = `scope_${stamp}`;
  await call('POST', '/system/role/create', { name: `数据权限${stamp}`, code, sort: 0, status: 0, remark: 'e2e' });
  await page.goto('/system/role');
  const role = rows(page).filter({ has: page.locator('[data-field="code"]', { hasText: new RegExp(`^${code}$`) }) });
  await role.getByTestId('row-data-scope').click();
  const scopeDialog = page.getByTestId('role-data-scope-dialog');
  await expect(scopeDialog).toContainText(`数据权限${stamp}`);
  await scopeDialog.getByRole('combobox').click();
  await page.getByRole('option', { name: '指定部门数据权限' }).click();
  await scopeDialog.getByRole('checkbox', { name: '代表联络工作委员会' }).check();
  await shoot(page, 'role-data-scope-desktop');
  await scopeDialog.getByTestId('assign-submit').click();
  await expect(scopeDialog).toHaveCount(0);
  const roles = await call<{ list: { code: string; dataScope: number; dataScopeDeptIds: number[] }[] }>('GET', `/system/role/page?pageNo=1&pageSize=50&code=${code}`);
  expect(roles.list[0]).toMatchObject({ dataScope: 2 });
  expect(roles.list[0].dataScopeDeptIds).toHaveLength(1);
});
