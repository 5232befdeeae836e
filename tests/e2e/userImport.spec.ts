// 用户导入 on the generated user list (issue 3): an administrator downloads the template, fills it in (two new users,
// an existing username while 是否更新已经存在的用户数据 is off, a malformed username) and uploads it; the report names
// each outcome and the list shows the new users. A file that is not Excel keeps the dialog and the file. A user who
// may see the list but not import has no 导入 button. Screens go to test-results/screens.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const stamp = Date.now().toString(36);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const rows = (page: Page) => main(page).getByTestId('result-row');
const dialog = (page: Page) => page.getByTestId('import-dialog');

async function search(page: Page, name: string, value: string): Promise<void> {
  await main(page).locator(`input[data-testid="filter-${name}"], [data-testid="filter-${name}"] input`).first().fill(value);
  await main(page).getByTestId('search-submit').click();
}

/** The downloaded template with rows appended under its header (columns found by their titles). */
async function fillTemplate(path: string, data: Array<Record<string, string>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  for (const record of data) sheet.addRow(headers.map((h) => record[h] ?? null).slice(1));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator downloads the template, imports users and reads the report; a bad file keeps the dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  await main(page).getByTestId('toolbar-import').click();
  await expect(dialog(page)).toContainText('用户导入');
  await expect(dialog(page)).toContainText('将文件拖到此处，或点击上传');
  await expect(dialog(page)).toContainText('是否更新已经存在的用户数据');
  await expect(dialog(page)).toContainText('仅允许导入 xlsx 格式文件（xls 文件请先用 Excel 另存为 xlsx）。');

  // 下载模板: a real file download, named by the server.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByTestId('import-template').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(templatePath);

  const [a, b] = [`imp${stamp}a`, `imp${stamp}b`];
  const upload = await fillTemplate(templatePath, [
    { 用户账号: a, 用户昵称: '导入甲', 用户性别: '男' },
    { 用户账号: b, 用户昵称: '导入乙', 用户邮箱: `${b}@rd.example.cn` },
    { 用户账号: 'admin', 用户昵称: '不应覆盖' },
    { 用户账号: 'ab', 用户昵称: '账号过短' },
  ]);

  // 确定 without a file first: yudao's 请上传文件.
  await dialog(page).getByTestId('import-submit').click();
  await expect(dialog(page).getByTestId('import-error')).toContainText('请上传文件');

  // A file that is not Excel: the server's message, and the dialog, the file and the checkbox stay.
  await dialog(page).getByTestId('import-file-input').setInputFiles({ name: '坏文件.xlsx', mimeType: XLSX, buffer: Buffer.from('not a workbook') });
  await dialog(page).getByTestId('import-submit').click();
  await expect(dialog(page).getByTestId('import-error')).toContainText('导入文件不是有效的 Excel');
  await expect(dialog(page).getByTestId('import-error')).toContainText('上传失败，请您重新上传！');
  await expect(dialog(page).getByTestId('import-file')).toContainText('坏文件.xlsx');
  await saveScreen(page, { path: `${SCREENS}/user-import-bad-file.png` });

  // The filled template, 是否更新已经存在的用户数据 left off.
  await dialog(page).getByTestId('import-file-input').setInputFiles({ name: '用户导入.xlsx', mimeType: XLSX, buffer: upload });
  await expect(dialog(page).getByTestId('import-file')).toContainText('用户导入.xlsx');
  await expect(dialog(page).getByTestId('import-error')).toHaveCount(0);
  await expect(dialog(page).getByTestId('import-update-support').locator('input')).not.toBeChecked();
  await saveScreen(page, { path: `${SCREENS}/user-import-dialog.png` });
  await dialog(page).getByTestId('import-submit').click();

  const report = dialog(page).getByTestId('import-report');
  await expect(report).toBeVisible();
  await expect(dialog(page)).toContainText('导入结果');
  await expect(report.getByTestId('import-created')).toContainText('上传成功数量：2');
  await expect(report.getByTestId('import-created')).toContainText(a);
  await expect(report.getByTestId('import-created')).toContainText(b);
  await expect(report.getByTestId('import-updated')).toContainText('更新成功数量：0');
  await expect(report.getByTestId('import-failed')).toContainText('更新失败数量：2');
  await expect(report.getByTestId('import-failure').filter({ hasText: 'admin' })).toContainText('用户账号已经存在');
  await expect(report.getByTestId('import-failure').filter({ hasText: 'ab' })).toContainText('用户账号长度为 4-30 个字符');
  await saveScreen(page, { path: `${SCREENS}/user-import-report.png` });
  // On a phone the report fits the screen; the failure table scrolls inside the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report.getByTestId('import-failure').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreen(page, { path: `${SCREENS}/user-import-report-mobile.png` });
  await page.setViewportSize(DESKTOP);

  // The list reloaded behind the report: the new users are there once it closes.
  await dialog(page).getByTestId('import-close').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rows(page).filter({ hasText: a })).toHaveCount(1);
  await search(page, 'username', `imp${stamp}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '导入甲' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '导入乙' })).toHaveCount(1);
  // admin kept its nickname: an existing user is not overwritten without 是否更新已经存在的用户数据.
  await search(page, 'username', 'admin');
  await expect(rows(page).filter({ hasText: '超级管理员' })).not.toHaveCount(0);
  await expect(main(page).getByText('不应覆盖')).toHaveCount(0);
});

test('a user who may list users but not import them has no 导入 button', async ({ page, request }) => {
  const admin = await apiAs(request);
  const menus = await admin<Array<{ id: number; parentId: number; permission: string; type: number; component: string | null }>>('GET', '/system/menu/list');
  const userPage = menus.find((m) => m.component === 'system/user/index')!;
  const buttons = menus.filter((m) => m.parentId === userPage.id && m.type === 3);
  const granted = buttons.filter((m) => m.permission !== 'system:user:import');
  expect(granted.length).toBe(buttons.length - 1);
  const ancestors: number[] = [];
  for (let m = menus.find((x) => x.id === userPage.parentId); m; m = menus.find((x) => x.id === m?.parentId)) ancestors.push(m.id);
  const roleId = await admin<number>('POST', '/system/role/create', { name: `用户管理员${stamp}`, code: `user_keeper_${stamp}`, sort: 97 });
  await admin('POST', '/system/permission/assign-role-menu', { roleId, menuIds: [...ancestors, userPage.id, ...granted.map((m) => m.id)] });
  const username = `keeper${stamp}`;
  const userId = await admin<number>('POST', '/system/user/create', { username, nickname: '用户管理员', password: 'keeper123' });
  await admin('POST', '/system/permission/assign-user-role', { userId, roleIds: [roleId] });

  await page.setViewportSize(DESKTOP);
  await signIn(page, username, 'keeper123');
  await page.goto('/system/user');
  await expect(rows(page).first()).toBeVisible();
  await expect(main(page).getByTestId('toolbar-create')).toBeVisible();
  await expect(main(page).getByTestId('toolbar-export')).toBeVisible();
  await expect(main(page).getByTestId('toolbar-import')).toHaveCount(0);
  // The server agrees: the template is refused to this user.
  const keeper = await apiAs(request, username, 'keeper123');
  await expect(keeper('GET', '/system/user/get-import-template')).rejects.toThrow(/403/);
});
