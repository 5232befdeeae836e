// 错误码管理, 敏感词 and the API logs on the screens (issue 12): a code's message edited on the screen is what the
// server then answers, the sensitive-word test finds a word, a request shows in 访问日志, and 错误日志 lists with its
// 已处理 action. Screens are saved to SHOTS_DIR (default test-results/screens).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const stamp = Date.now().toString(36).slice(-6);

const rows = (page: Page) => main(page).getByTestId('result-row');
const cell = (row: Locator, name: string) => row.locator(`[data-field="${name}"]`);
const dialog = (page: Page) => page.getByTestId('form-dialog');

test('错误码管理 lists our codes; a message edited there is what the server answers', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/error-code');
  await expect(rows(page).first()).toBeVisible();
  await field(page, 'filter-code').fill('1002003003');
  await main(page).getByTestId('search-submit').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(cell(rows(page).first(), 'message')).toHaveText('用户不存在');
  await expect(cell(rows(page).first(), 'type')).toHaveText('自动生成');
  await shoot(page, 'error-code-desktop');

  await rows(page).first().getByTestId('row-edit').click();
  await dialog(page).locator('textarea, input').filter({ hasText: '' }).first().waitFor();
  const message = dialog(page).locator('#root_message');
  await message.fill(`查无此人${stamp}`);
  await shoot(page, 'error-code-edit-desktop');
  await dialog(page).getByTestId('form-submit').click();
  await expect(cell(rows(page).first(), 'message')).toHaveText(`查无此人${stamp}`);
  await expect(cell(rows(page).first(), 'type')).toHaveText('手动编辑');

  const call = await apiAs(request);
  await expect(call('GET', '/system/user/get?id=987654')).rejects.toThrow(`API error 1002003003: 查无此人${stamp}`);
});

test('敏感词: a word created on the screen is found by 测试', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/sensitive-word');
  await expect(main(page).getByTestId('toolbar-create')).toBeVisible();
  await main(page).getByTestId('toolbar-create').click();
  await dialog(page).locator('#root_name').fill(`坏词${stamp}`);
  await dialog(page).getByTestId('tags-root_tags').fill('测试标签');
  await dialog(page).getByTestId('tags-root_tags').press('Enter');
  await shoot(page, 'sensitive-word-create-desktop');
  await dialog(page).getByTestId('form-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(rows(page).filter({ hasText: `坏词${stamp}` })).toHaveCount(1);
  await shoot(page, 'sensitive-word-desktop');

  await main(page).getByTestId('toolbar-test').click();
  const test = page.getByTestId('sensitive-word-test-dialog');
  await test.getByTestId('sensitive-word-text').fill(`这句话里有坏词${stamp}。`);
  await test.getByTestId('sensitive-word-check').click();
  await expect(test.getByTestId('sensitive-word-result')).toContainText(`坏词${stamp}`);
  await shoot(page, 'sensitive-word-test-desktop');
  await test.getByTestId('sensitive-word-text').fill('一句干净的话');
  await test.getByTestId('sensitive-word-check').click();
  await expect(test.getByTestId('sensitive-word-result')).toHaveText('不包含敏感词');
});

test('访问日志 shows the requests the page itself made; 错误日志 lists under 基础设施', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/infra/log/api-access-log');
  await expect(rows(page).first()).toBeVisible();
  await expect(cell(rows(page).first(), 'requestUrl')).toContainText('/admin-api/');
  await field(page, 'filter-requestUrl').fill('/system/auth/login');
  await main(page).getByTestId('search-submit').click();
  await expect(cell(rows(page).first(), 'requestUrl')).toHaveText('/admin-api/system/auth/login');
  await expect(cell(rows(page).first(), 'resultCode')).toHaveText('0');
  await shoot(page, 'api-access-log-desktop');

  await page.goto('/infra/log/api-error-log');
  await expect(main(page).getByTestId('search-submit')).toBeVisible();
  await shoot(page, 'api-error-log-desktop');
});
