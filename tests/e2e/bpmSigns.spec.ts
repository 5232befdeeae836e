// 加签 on the screens (issue 37): on a three-step process (填报 by the starter → 部门审批 by 王联络 → 分管领导审批 by
// 李秀英), 王联络 adds 张建国 before himself; 张建国 finds the sign in 待办任务, decides it with 通过 only (a sign is no
// step of its own), and the task is 王联络's again, with the sign in its record; he decides and the instance moves on.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { startedAtDept } from './support/threeSteps.ts';
import { main, shoot } from './support/screens.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = Date.now().toString(36).slice(-6);
const KEY = `sign_${suffix}`;
const NAME = `加签经费${suffix}`;

test('加签 before: the added person decides first, then the task is back with its holder', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { instanceId, admin } = await startedAtDept(request, KEY, NAME);

  // 王联络 adds 张建国 before himself, on a phone
  await page.setViewportSize(PHONE);
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await main(page).getByTestId('task-sign').click();
  const dialog = page.getByTestId('sign-dialog');
  await expect(dialog.getByLabel(/^向前加签/)).toBeChecked();
  await dialog.getByTestId('sign-confirm').click();
  await expect(dialog.getByText('请选择加签人')).toBeVisible();
  await dialog.getByRole('combobox', { name: '加签人' }).fill('张建');
  await page.getByRole('option', { name: /^张建国/ }).click();
  await dialog.getByTestId('sign-reason').fill('请财务先核对预算');
  await shoot(page, 'sign-dialog-phone');
  await dialog.getByTestId('sign-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已加签' })).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/task\/todo$/);
  // the task is no longer in his to-do list while the sign is open
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toHaveCount(0);

  // 张建国 finds the sign in 待办任务 and decides it: 通过 or 不通过, nothing else
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/task/todo');
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toContainText('部门审批');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const card = main(page).locator('[data-testid^="pending-task-"]');
  await expect(card).toContainText('加签审批【部门审批】');
  await expect(card.getByTestId('task-return')).toHaveCount(0);
  await expect(card.getByTestId('task-sign')).toHaveCount(0);
  await card.getByTestId('approval-reason').fill('预算核对无误');
  await card.getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();

  // back with 王联络: his card again, the sign in the record; he decides and it moves on to 分管领导审批
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'staff', 'staff123');
  await page.goto('/bpm/task/todo');
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toContainText('部门审批');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const records = main(page).getByTestId('process-detail-records');
  await expect(records.getByTestId('record-operation').filter({ hasText: '王联络 加签 张建国，在其之前审批' })).toContainText('请财务先核对预算');
  await expect(records.getByTestId('record-sign')).toHaveCount(1);
  await expect(records.locator('[data-result="2"]').filter({ has: page.getByTestId('record-sign') })).toContainText('预算核对无误');
  await shoot(page, 'sign-back-with-holder');
  await main(page).getByTestId('approval-reason').fill('同意');
  await main(page).getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();
  const tasks = await admin<{ definitionKey: string; result: number }[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`);
  expect(tasks.filter((t) => t.result === 1).map((t) => t.definitionKey)).toEqual(['lead']);
});
