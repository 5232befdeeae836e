// Approval operations on the screens (issue 37): on a three-step process (填报 by the starter → 部门审批 by 王联络 →
// 分管领导审批 by 李秀英), 王联络 sends the instance back to 填报 and the starter finds it in 待办任务 again with the
// reason in the record; then he delegates 部门审批 to 李秀英, who hands it back, copies it to 张建国, who finds it
// in 抄送我的, and decides.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { startedAtDept } from './support/threeSteps.ts';
import { main, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const suffix = Date.now().toString(36).slice(-6);
const KEY = `ops_${suffix}`;
const NAME = `调研经费${suffix}`;

test('王联络 sends a task back to 填报, the starter sees it in 待办任务 again; a delegated task comes back to him', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { instanceId } = await startedAtDept(request, KEY, NAME);

  // 退回 to 填报, with a reason
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const detail = main(page).getByTestId('process-detail-page');
  await detail.getByTestId('task-return').click();
  const dialog = page.getByTestId('return-dialog');
  await expect(dialog.getByTestId('return-target')).toHaveValue('fill');
  await dialog.getByTestId('return-confirm').click();
  await expect(dialog.getByText('退回理由不能为空')).toBeVisible();
  await dialog.getByTestId('return-reason').fill('预算明细缺少交通费用，请补充');
  await shoot(page, 'ops-return-dialog');
  await dialog.getByTestId('return-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已退回' })).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/task\/todo$/);

  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/task/todo');
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toContainText('填报');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const records = main(page).getByTestId('process-detail-records');
  const returned = records.locator('[data-result="5"]');
  await expect(returned).toContainText('部门审批');
  await expect(returned.getByTestId('record-operation')).toContainText('王联络 退回到【填报】');
  await expect(returned).toContainText('审批建议：预算明细缺少交通费用，请补充');
  await shoot(page, 'ops-returned-record');
  await main(page).getByTestId('approval-reason').fill('已补充交通费用');
  await main(page).getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();

  // 委派 to 李秀英, who hands it back; then 王联络 decides
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await main(page).getByTestId('task-delegate').click();
  const delegate = page.getByTestId('delegate-dialog');
  await delegate.getByLabel('被委派人').fill('李秀');
  await page.getByRole('option', { name: /^李秀英/ }).click();
  await delegate.getByTestId('transfer-reason').fill('请核实交通费用标准');
  await delegate.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '任务已委派' })).toBeVisible();

  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await expect(main(page).getByTestId('task-delegated-by')).toContainText('王联络');
  await expect(main(page).getByTestId('task-reject')).toHaveCount(0);
  await main(page).getByTestId('approval-reason').fill('标准核实无误');
  await shoot(page, 'ops-delegated-card');
  await main(page).getByTestId('task-hand-back').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已交回委派人' })).toBeVisible();

  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await expect(main(page).getByTestId('process-detail-records').getByTestId('record-operation').filter({ hasText: '办理完成，交回' })).toContainText('标准核实无误');
  // 抄送 to 张建国 before deciding: he finds it in 抄送我的
  await main(page).getByTestId('task-copy').click();
  const copy = page.getByTestId('copy-dialog');
  await copy.getByLabel('抄送给').fill('张建');
  await page.getByRole('option', { name: /^张建国/ }).click();
  await copy.getByTestId('copy-reason').fill('经费标准供参考');
  await copy.getByTestId('copy-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已抄送' })).toBeVisible();
  await expect(main(page).getByTestId('process-detail-records').getByTestId('record-operation').filter({ hasText: '抄送给 张建国' })).toContainText('经费标准供参考');
  await main(page).getByTestId('approval-reason').fill('同意');
  await main(page).getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();

  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/task/copy');
  const row = main(page).getByTestId(`copy-row-${instanceId}`);
  await expect(row).toContainText('王联络');
  await expect(row).toContainText('经费标准供参考');
  await shoot(page, 'ops-copy-list');
  await row.getByTestId('copy-detail').click();
  await expect(page).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${instanceId}$`));
});
