// OA leave on the screens (issue #15 point 7): a deputy applies for leave on 发起请假, sees it in 请假查询 as 处理中,
// opens its details and from there its approval progress, then cancels it (取消请假). The seeded demo leaves are listed too. Screens are saved
// to test-results/screens.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const reason = `陪同家人就医 ${Date.now().toString(36).slice(-6)}`;

test('a deputy applies for leave and finds it in 请假查询 as 处理中, with its details and approval progress', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto('/bpm/oa/leave');
  const table = main(page).getByTestId('leave-table');
  // the seeded demo: deputy2 has a rejected leave and one waiting at 办公厅
  await expect(table.getByText('参加子女家长会')).toBeVisible();
  await expect(table.getByTestId('leave-result').filter({ hasText: '不通过' })).toHaveCount(1);
  await shoot(page, 'leave-list-seeded');

  await main(page).getByTestId('leave-create').click();
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/create$/);
  const form = main(page).getByTestId('leave-create-page');
  await form.getByTestId('leave-submit').click();
  await expect(form.getByText('开始时间不能为空')).toBeVisible();
  await expect(form.getByText('原因不能为空')).toBeVisible();
  await form.getByTestId('leave-startTime').fill('2030-03-04T09:00:00');
  await form.getByTestId('leave-endTime').fill('2030-03-05T18:00:00');
  await expect(form.getByTestId('leave-days')).toHaveText('请假天数：2 天');
  await form.getByTestId('leave-type').locator('[role="combobox"]').click();
  await page.getByRole('option', { name: '事假' }).click();
  await form.getByTestId('leave-reason').fill(reason);
  await shoot(page, 'leave-create');
  await form.getByTestId('leave-submit').click();

  await expect(page).toHaveURL(/\/bpm\/oa\/leave$/);
  const row = main(page).getByTestId('leave-table').locator('tr', { hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('leave-result')).toHaveText('处理中');
  await expect(row).toContainText('事假');
  await expect(row).toContainText('2030-03-04 09:00:00');
  await shoot(page, 'leave-list-applied');

  await row.getByTestId('leave-detail').click();
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/detail\?id=\d+$/);
  const detail = main(page).getByTestId('leave-detail-page');
  await expect(detail).toContainText(reason);
  await expect(detail).toContainText('处理中');
  await expect(detail).toContainText('2030-03-05 18:00:00');
  await shoot(page, 'leave-detail');
  await detail.getByTestId('leave-detail-progress').click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=[0-9a-f-]{36}$/);
  // the process detail of a business form leads back to the leave (formCustomViewPath?id=businessKey)
  const business = main(page).getByTestId('process-detail-business');
  await expect(business).toBeVisible();
  await expect(main(page).locator('.djs-element').first()).toBeVisible();
  await shoot(page, 'leave-process-detail');
  await business.click();
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/detail\?id=\d+$/);
  await expect(main(page).getByTestId('leave-detail-page')).toContainText(reason);

  // 取消请假: the instance is cancelled with a reason, and the leave follows
  await page.goto('/bpm/oa/leave');
  const again = main(page).getByTestId('leave-table').locator('tr', { hasText: reason });
  await again.getByTestId('leave-cancel').click();
  await page.getByTestId('cancel-reason').fill('行程有变');
  await page.getByTestId('cancel-confirm').click();
  await expect(again.getByTestId('leave-result')).toHaveText('已取消');
  await expect(again.getByTestId('leave-cancel')).toHaveCount(0);
  await shoot(page, 'leave-list-cancelled');
});
