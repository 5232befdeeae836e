// Issue 20 point 1 through the screens: the administrator creates a job on 定时任务 — the cron field shows the next
// five run times as it is typed (and the server's refusal of a wrong one) — runs it once, pauses and starts it, and
// reads its run on 调度日志 (/job/log?jobId=…) with the run's result in its details. Screens go to E2E_SCREENS_DIR.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const rows = (page: Page) => main(page).getByTestId('result-row');
const cell = (row: Locator, name: string) => row.locator(`[data-field="${name}"]`);
const dialog = (page: Page) => page.getByTestId('form-dialog');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('an administrator schedules a job, sees its next run times, runs it once and reads its log', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // One job per handler: the shipped token clean-up job makes way for the one this test creates for the same handler.
  const call = await apiAs(request);
  const shipped = await call<{ list: { id: number }[] }>('GET', '/infra/job/page?handlerName=tokenCleanJob');
  for (const { id } of shipped.list) await call('DELETE', `/infra/job/delete?id=${id}`);

  await signIn(page);
  await page.goto('/infra/job');
  await expect(rows(page).first()).toBeVisible();
  await expect(cell(rows(page).filter({ hasText: 'databaseBackupJob' }), 'status')).toHaveText('暂停');
  await shoot(page, 'job-list');

  await main(page).getByTestId('toolbar-create').click();
  await expect(dialog(page)).toContainText('添加定时任务');
  await dialog(page).locator('#root_name').fill('清理令牌（端到端）');
  await dialog(page).getByTestId('job-handler-select').click();
  await page.getByTestId('job-handler-tokenCleanJob').click();
  await expect(dialog(page)).toContainText('该处理器没有参数');
  // a wrong expression: the server's refusal under the field, no run times
  const cron = dialog(page).getByTestId('cron-expression-input');
  await cron.fill('0 0 25 * * ?');
  await expect(dialog(page)).toContainText('CRON 表达式不正确');
  await expect(dialog(page).getByTestId('cron-next-times')).toHaveCount(0);
  // every half hour: five run times, on :00 and :30, half an hour apart
  await cron.fill('0 0/30 * * * ?');
  const times = dialog(page).getByTestId('cron-next-time');
  await expect(times).toHaveCount(5);
  const texts = await times.allTextContents();
  expect(texts.every((text) => /^\d\. \d{4}-\d\d-\d\d \d\d:(00|30):00$/.test(text))).toBe(true);
  await dialog(page).locator('#root_retryCount').fill('0');
  await dialog(page).locator('#root_retryInterval').fill('0');
  await shoot(page, 'job-create');
  await dialog(page).getByTestId('form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const row = rows(page).filter({ hasText: '清理令牌（端到端）' });
  await expect(cell(row, 'status')).toHaveText('开启');
  await expect(cell(row, 'cronExpression')).toHaveText('0 0/30 * * * ?');

  // 暂停, then 开启 again
  await row.getByTestId('row-pause').click();
  await expect(page.getByTestId('job-status-dialog')).toContainText('确认要暂停定时任务「清理令牌（端到端）」吗？');
  await page.getByTestId('job-status-confirm').click();
  await expect(toast(page, '暂停成功')).toBeVisible();
  await expect(cell(row, 'status')).toHaveText('暂停');
  await row.getByTestId('row-start').click();
  await page.getByTestId('job-status-confirm').click();
  await expect(toast(page, '开启成功')).toBeVisible();
  await expect(cell(row, 'status')).toHaveText('开启');

  // 执行一次
  await row.getByTestId('row-trigger').click();
  await expect(page.getByTestId('job-trigger-dialog')).toContainText('确认要立即执行一次「清理令牌（端到端）」吗？');
  await page.getByTestId('job-trigger-confirm').click();
  await expect(toast(page, '执行成功')).toBeVisible();

  // 任务详细: the expression with its next run times
  await row.getByTestId('row-detail').click();
  await expect(page.getByTestId('show-dialog').getByTestId('job-detail-cron').getByTestId('cron-next-time')).toHaveCount(5);
  await shoot(page, 'job-detail');
  await page.keyboard.press('Escape');

  // 调度日志 of this job: its run, succeeded, with the handler's result in the details
  await row.getByTestId('row-log').click();
  await expect(page).toHaveURL(/\/job\/log\?jobId=\d+$/);
  await expect(main(page).getByTestId('job-log-title')).toContainText('任务「清理令牌（端到端）」的调度日志');
  const log = rows(page).first();
  await expect(cell(log, 'handlerName')).toHaveText('tokenCleanJob');
  // the run may still be going when the page first loads: 刷新 until it has ended
  await expect(async () => {
    await main(page).getByTestId('toolbar-refresh').click();
    await expect(cell(rows(page).first(), 'status')).toHaveText('成功', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('show-dialog')).toContainText(/删除过期访问令牌 \d+ 个、刷新令牌 \d+ 个、验证码 \d+ 个/);
  await shoot(page, 'job-log-detail');
  await page.keyboard.press('Escape');
  await shoot(page, 'job-log');
});
