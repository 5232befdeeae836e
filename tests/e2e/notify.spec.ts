// 站内信 through the screens (issue 12): the administrator sends a message to deputy1 from 模板管理's 测试; deputy1
// sees the bell's count, opens the popover with the message, goes to 我的站内信 and marks it read, and the count goes.
// Screens go to E2E_SCREENS_DIR.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function shoot(page: Page, name: string): Promise<void> {
  await saveScreen(page, { path: `${SCREENS}/notify-${name}.png`, fullPage: true });
}

test('an administrator sends a message from 模板管理; the deputy reads it from the bell', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(adminPage);
  await adminPage.goto('/system/notify/notify-template');
  // the templates outnumber a page (newest first): the test's is found by its code, as an administrator would
  await main(adminPage).locator('input[data-testid="filter-code"], [data-testid="filter-code"] input').first().fill('system-notice');
  await main(adminPage).getByTestId('search-submit').click();
  const row = main(adminPage).getByTestId('result-row').filter({ hasText: 'system-notice' });
  await expect(row).toBeVisible();
  await shoot(adminPage, 'templates');
  await row.getByTestId('row-send-notify').click();
  const dialog = adminPage.getByTestId('send-test-dialog');
  await expect(dialog).toContainText('发送站内信');
  await dialog.getByTestId('send-test-submit').click();
  await expect(dialog).toContainText('接收人不能为空');
  await expect(dialog).toContainText('参数 name 不能为空');
  await dialog.getByTestId('send-test-user').click();
  await adminPage.getByRole('option', { name: '张建国', exact: true }).click();
  await dialog.getByTestId('send-test-param-name').fill('王代表');
  await dialog.getByTestId('send-test-param-content').fill('请于周五上午参加常委会会议');
  await shoot(adminPage, 'send');
  await dialog.getByTestId('send-test-submit').click();
  await expect(toast(adminPage, '提交发送成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await adminPage.close();

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, 'deputy1', 'deputy123');
  // the demo's proposals have told deputy1 of his work too (issue 33): the message sent here is one of his unread
  const count = page.getByTestId('notify-bell-count');
  await expect(count).toContainText(/\d/);
  const unread = (await count.innerText()).trim();
  await page.getByTestId('notify-bell').click();
  const item = page.getByTestId('notify-popover-item').filter({ hasText: '请于周五上午参加常委会会议' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('王代表，您好：请于周五上午参加常委会会议');
  await expect(item).toContainText('系统管理员');
  await shoot(page, 'popover');
  await page.getByTestId('notify-view-all').click();
  await expect(page).toHaveURL(/\/user\/notify-message$/);
  const myRow = main(page).getByTestId('my-notify-row').filter({ hasText: '请于周五上午参加常委会会议' });
  await expect(myRow).toHaveCount(1);
  await expect(myRow).toContainText('请于周五上午参加常委会会议');
  await expect(myRow).toContainText('否');
  await shoot(page, 'my');
  await myRow.getByTestId('my-notify-read').click();
  await expect(myRow).toContainText('是');
  await expect(myRow.getByTestId('my-notify-read')).toHaveCount(0);
  // The bell hears the read at once, without waiting for its next poll.
  if (unread === '1') await expect(count.locator('.MuiBadge-invisible')).toHaveCount(1);
  else if (!unread.endsWith('+')) await expect(count).toHaveText(String(Number(unread) - 1));
  await shoot(page, 'read');
});

test('短信模板 测试 sends a template with its parameters; the text is in 短信日志', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/system/sms/sms-template');
  const row = main(page).getByTestId('result-row').filter({ hasText: 'admin-sms-login' });
  await expect(row).toBeVisible();
  await row.getByTestId('row-send-sms').click();
  const dialog = page.getByTestId('send-test-dialog');
  await expect(dialog).toContainText('发送短信');
  await dialog.getByTestId('send-test-submit').click();
  await expect(dialog).toContainText('手机号不能为空');
  // the template's {code}, read from its content
  await expect(dialog).toContainText('参数 code 不能为空');
  await dialog.getByTestId('send-test-to').fill('13800001111');
  await dialog.getByTestId('send-test-param-code').fill('246810');
  await shoot(page, 'send-sms');
  await dialog.getByTestId('send-test-submit').click();
  await expect(toast(page, '提交发送成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/system/sms/sms-log');
  await expect(main(page).getByTestId('result-row').filter({ hasText: '13800001111' })).toContainText('您的验证码是246810');
});
