// The generated screens (issue 3, Client): a config parameter and a dictionary entry go through create, edit,
// filter, export and delete as an administrator; dictionary values show as tags; a user who may only query sees
// none of the write buttons. Screens are saved to test-results/screens at desktop and phone sizes.
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

const rows = (page: Page) => main(page).getByTestId('result-row');
const cell = (row: Locator, name: string) => row.locator(`[data-field="${name}"]`);
const dialog = (page: Page) => page.getByTestId('form-dialog');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Closes the success toasts, so that screenshots show the page. */
async function dismissToasts(page: Page): Promise<void> {
  // Under an open dialog the close buttons cannot be clicked; toasts go by themselves after 5 s (SPEC §9).
  for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8000 });
}

/** A screenshot at a size, without toasts in the way. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await dismissToasts(page);
  await saveScreen(page, { path: `${SCREENS}/${name}.png`, fullPage });
}

async function search(page: Page, filters: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(filters)) await main(page).locator(`input[data-testid="filter-${name}"], [data-testid="filter-${name}"] input`).first().fill(value);
  await main(page).getByTestId('search-submit').click();
}

/** The exported workbook's rows as arrays of cell texts (first sheet, header first). */
async function readExport(download: Download): Promise<string[][]> {
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const out: string[][] = [];
  workbook.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

async function exportAndRead(page: Page): Promise<{ name: string; sheet: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByTestId('toolbar-export').click()]);
  return { name: download.suggestedFilename(), sheet: await readExport(download) };
}

async function confirmDelete(page: Page, row: Locator, text: string): Promise<void> {
  await row.getByTestId('row-delete').click();
  const confirm = page.getByTestId('delete-confirm');
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
}

test('an administrator creates, edits, filters, exports and deletes a config parameter', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/infra/config');
  await expect(rows(page).first()).toBeVisible();
  // Dictionary labels as tags: 参数类型 shows 系统内置 / 自定义, never 1 / 2.
  await expect(main(page).getByTestId('result-table').locator('[data-field="type"] .MuiChip-root').filter({ hasText: '系统内置' }).first()).toBeVisible();
  await expect(main(page).getByTestId('result-table').locator('[data-field="type"] .MuiChip-root').filter({ hasText: '自定义' }).first()).toBeVisible();
  await expect(main(page).getByTestId('pagination-total')).toHaveText(/共 \d+ 条/);
  await shoot(page, 'config-list-desktop');

  // Create: empty first, to see the Chinese messages, then the real values.
  await main(page).getByTestId('toolbar-create').click();
  await expect(dialog(page)).toContainText('添加参数配置');
  await dialog(page).getByTestId('form-submit').click();
  await expect(dialog(page).getByTestId('field-error').filter({ hasText: '参数名称不能为空' })).toBeVisible();
  await expect(dialog(page).getByTestId('field-error').filter({ hasText: '是否可见不能为空' })).toBeVisible();
  await shoot(page, 'config-create-errors-desktop');
  const key = `e2e.param.${stamp}`;
  await dialog(page).locator('#root_category').fill('e2e');
  await dialog(page).locator('#root_name').fill('端到端参数');
  await dialog(page).locator('#root_key').fill(key);
  await dialog(page).locator('#root_value').fill('v1');
  await dialog(page).getByLabel('是', { exact: true }).check();
  await dialog(page).getByTestId('form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Filter by its key: one row, ours, tagged 自定义.
  await search(page, { key });
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(cell(row, 'name')).toHaveText('端到端参数');
  await expect(cell(row, 'type')).toHaveText('自定义');
  await expect(cell(row, 'visible')).toHaveText('是');

  // Edit: the key is fixed after creation.
  await row.getByTestId('row-edit').click();
  await expect(dialog(page)).toContainText('修改参数配置');
  await expect(dialog(page).locator('#root_key')).toBeDisabled();
  await expect(dialog(page).locator('#root_key')).toHaveValue(key);
  await dialog(page).locator('#root_name').fill('端到端参数（已改）');
  await dialog(page).getByTestId('form-submit').click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(cell(rows(page).first(), 'name')).toHaveText('端到端参数（已改）');

  // Details.
  await rows(page).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('show-dialog')).toContainText(key);
  await page.getByTestId('show-close').click();

  // Export with the filter: the server's file name, and the row inside.
  const exported = await exportAndRead(page);
  expect(exported.name).toBe('参数配置.xlsx');
  expect(exported.sheet[0]).toEqual(expect.arrayContaining(['参数键名', '参数名称']));
  expect(exported.sheet).toHaveLength(2);
  expect(exported.sheet[1]).toEqual(expect.arrayContaining([key, '端到端参数（已改）', '自定义']));

  // Delete with yudao's confirmation.
  await confirmDelete(page, rows(page).first(), `是否确认删除参数配置编号为"`);
  await expect(main(page).getByTestId('result-empty')).toBeVisible();

  // Phone: the table scrolls sideways inside its box; the page itself does not.
  await page.setViewportSize(PHONE);
  await main(page).getByTestId('search-reset').click();
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'config-list-mobile');
  await main(page).getByTestId('toolbar-create').click();
  await dialog(page).getByTestId('form-submit').click();
  await expect(dialog(page).getByTestId('field-error').first()).toBeVisible();
  await shoot(page, 'config-create-errors-mobile', false);
});

test('an administrator manages the entries of a new dictionary type on /dict/type/data/{id}', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const type = `e2e_status_${stamp}`;
  await page.goto('/system/dict');
  await main(page).getByTestId('toolbar-create').click();
  await dialog(page).locator('#root_name').fill(`端到端字典${stamp}`);
  await dialog(page).locator('#root_type').fill(type);
  await dialog(page).getByLabel('开启', { exact: true }).check();
  await dialog(page).getByTestId('form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // The type column links to the type's data page, whose id is numeric.
  await search(page, { type });
  await expect(rows(page)).toHaveCount(1);
  await expect(cell(rows(page).first(), 'status')).toHaveText('开启');
  await cell(rows(page).first(), 'type').getByRole('link', { name: type }).click();
  await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/);
  await expect(main(page).getByTestId('dict-data-title')).toContainText(type);
  await expect(main(page).getByTestId('result-empty')).toBeVisible();

  // Create two entries: the form starts with the type, locked.
  for (const [label, value] of [['甲级', '1'], ['乙级', '2']] as const) {
    await main(page).getByTestId('toolbar-create').click();
    await expect(dialog(page).locator('#root_dictType')).toHaveValue(type);
    await expect(dialog(page).locator('#root_dictType')).toBeDisabled();
    await dialog(page).locator('#root_label').fill(label);
    await dialog(page).locator('#root_value').fill(value);
    await dialog(page).locator('#root_sort').fill(value);
    if (value === '1') {
      // 颜色类型: the six tag types by label, each drawn in its colour, no blank choice (issue #13 point 7)
      await dialog(page).locator('#root_colorType').click();
      const listbox = page.getByRole('listbox');
      await expect(listbox.getByRole('option')).toHaveText(['默认', '主要', '成功', '信息', '警告', '危险']);
      await expect(listbox.locator('.MuiChip-colorError')).toHaveText('危险');
      await shoot(page, 'dict-data-colour-select', false);
      await listbox.getByRole('option', { name: '成功' }).click();
      await expect(dialog(page).locator('#root_colorType')).toHaveText('成功');
    }
    await dialog(page).getByLabel('开启', { exact: true }).check();
    await dialog(page).getByTestId('form-submit').click();
    await expect(toast(page, '新增成功').first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  }
  await expect(rows(page)).toHaveCount(2);
  await expect(cell(rows(page).first(), 'status').locator('.MuiChip-root')).toHaveText('开启');
  await expect(cell(rows(page).filter({ hasText: '甲级' }), 'colorType').locator('.MuiChip-colorSuccess')).toHaveText('成功');
  await shoot(page, 'dict-data-desktop');

  // Edit the second: status 关闭 shows as its tag.
  await search(page, { label: '乙级' });
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-edit').click();
  await dialog(page).getByLabel('关闭', { exact: true }).check();
  await dialog(page).getByTestId('form-submit').click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(cell(rows(page).first(), 'status')).toHaveText('关闭');

  // Export only this type's entries.
  await main(page).getByTestId('search-reset').click();
  await expect(rows(page)).toHaveCount(2);
  const exported = await exportAndRead(page);
  expect(exported.name).toBe('字典数据.xlsx');
  expect(exported.sheet).toHaveLength(3);
  expect(exported.sheet.slice(1).map((r) => r.find((v) => v === '甲级' || v === '乙级')).sort()).toEqual(['乙级', '甲级'].sort());

  await confirmDelete(page, rows(page).filter({ hasText: '乙级' }), '是否确认删除字典数据编号为"');
  await expect(rows(page)).toHaveCount(1);
  await page.setViewportSize(PHONE);
  await shoot(page, 'dict-data-mobile');
});

test('a user who may only query configs sees the list without 新增 / 修改 / 删除 / 导出', async ({ page, request }) => {
  const admin = await apiAs(request);
  const menus = await admin<Array<{ id: number; parentId: number; permission: string; type: number; component: string | null }>>('GET', '/system/menu/list');
  const configPage = menus.find((m) => m.component === 'infra/config/index');
  const queryButton = menus.find((m) => m.type === 3 && m.permission === 'infra:config:query');
  expect(configPage && queryButton).toBeTruthy();
  // The page's directories too: the route tree drops a page whose parent is not granted (as yudao's tree check does).
  const ancestors: number[] = [];
  for (let m = menus.find((x) => x.id === configPage?.parentId); m; m = menus.find((x) => x.id === m?.parentId)) ancestors.push(m.id);
  const roleId = await admin<number>('POST', '/system/role/create', { name: `参数查看${stamp}`, code: `config_viewer_${stamp}`, sort: 99 });
  await admin('POST', '/system/permission/assign-role-menu', { roleId, menuIds: [...ancestors, configPage!.id, queryButton!.id] });
  const username = `viewer${stamp}`;
  const userId = await admin<number>('POST', '/system/user/create', { username, nickname: '参数查看员', password: 'viewer123' });
  await admin('POST', '/system/permission/assign-user-role', { userId, roleIds: [roleId] });

  await page.setViewportSize(DESKTOP);
  await signIn(page, username, 'viewer123');
  await page.goto('/infra/config');
  await expect(rows(page).first()).toBeVisible();
  await expect(main(page).getByTestId('right-toolbar')).toBeVisible();
  await expect(main(page).getByTestId('toolbar-create')).toHaveCount(0);
  await expect(main(page).getByTestId('toolbar-export')).toHaveCount(0);
  await expect(main(page).getByTestId('row-edit')).toHaveCount(0);
  await expect(main(page).getByTestId('row-delete')).toHaveCount(0);
  await expect(page.getByText('新增', { exact: true })).toHaveCount(0);
  await shoot(page, 'config-list-query-only');
  await rows(page).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('show-dialog')).toContainText('参数键名');
});
