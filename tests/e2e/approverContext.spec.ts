// Issue 33, points 4 and 5, on the screens: an approver decides with the request in view — a leave's type, dates,
// days and reason, a designed process's form values read-only — beside 通过 / 不通过; 不通过 asks first (取消 changes
// nothing) and then says what happened in a plain sentence; a proposal's task speaks the proposal's words (审核,
// 流程记录, 立案), not 审批. Screens at 1280 and 375 px go to E2E_SCREENS_DIR.
import { expect, test, type Page } from '@playwright/test';
import { answerConfirm } from './support/confirm.ts';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const suffix = Date.now().toString(36).slice(-6);
/** The demo users' passwords (seed/demo/users.ts), by username. */
const PASSWORDS: Record<string, string> = { admin: 'admin123', staff: 'staff123', deputy1: 'deputy123', deputy2: 'deputy123' };

async function shootBoth(page: Page, name: string): Promise<void> {
  for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreen(page, { path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a leave task shows the leave beside 通过 / 不通过', async ({ page, request }) => {
  test.setTimeout(180_000);
  const reason = `陪同家人就医 ${suffix}`;
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const leaveId = await deputy<number>('POST', '/bpm/oa/leave/create', {
    type: 2, reason, startTime: new Date('2030-03-04T09:00:00+08:00').getTime(), endTime: new Date('2030-03-05T18:00:00+08:00').getTime(),
  });
  const { processInstanceId } = await deputy<{ processInstanceId: string }>('GET', `/bpm/oa/leave/get?id=${leaveId}`);
  const tasks = await deputy<{ result: number; assigneeUser: { id: number } }[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${processInstanceId}`);
  const assigneeId = tasks.find((t) => t.result === 1)!.assigneeUser.id;
  const admin = await apiAs(request);
  const { username } = await admin<{ username: string }>('GET', `/system/user/get?id=${assigneeId}`);
  expect(PASSWORDS[username], `the leave's approver ${username} is a demo user`).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, username, PASSWORDS[username]);
  await page.goto(`/bpm/process-instance/detail?id=${processInstanceId}`);
  const card = main(page).locator('[data-testid^="pending-task-"]');
  const context = card.getByTestId('pending-task-context');
  await expect(context).toContainText('申请内容');
  await expect(context.getByTestId('leave-context-type')).toHaveText('事假');
  await expect(context.getByTestId('leave-context-startTime')).toHaveText('2030-03-04 09:00:00');
  await expect(context.getByTestId('leave-context-endTime')).toHaveText('2030-03-05 18:00:00');
  await expect(context.getByTestId('leave-context-day')).toHaveText('2 天');
  await expect(context.getByTestId('leave-context-reason')).toHaveText(reason);
  await expect(card.getByTestId('task-approve')).toBeVisible();
  await expect(card.getByTestId('task-reject')).toBeVisible();
  await shootBoth(page, 'approver-leave-task');

  await card.getByTestId('approval-reason').fill('同意，注意安全');
  await card.getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a designed process's task shows its form read-only beside the buttons; 不通过 asks first", async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = `代表小组调研用车 ${suffix}`;
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const definitions = await deputy<{ id: string; key: string }[]>('GET', '/bpm/process-definition/list?suspensionState=1');
  const definition = definitions.find((d) => d.key === 'general_approval')!;
  const instanceId = await deputy<string>('POST', '/bpm/process-instance/create', {
    processDefinitionId: definition.id, variables: { title, kind: 2, amount: 120, date: '2030-03-06', content: '城东区交通视察' },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const detail = main(page).getByTestId('process-detail-page');
  const card = detail.locator('[data-testid^="pending-task-"]');
  const context = card.getByTestId('pending-task-context');
  // the request's values, read-only, in the card beside the decision (and not a second time under it)
  await expect(context.getByLabel('申请事项')).toHaveValue(title);
  await expect(context.getByLabel('申请事项')).not.toBeEditable();
  await expect(context.getByLabel('金额（元）')).toHaveValue('120');
  await expect(context).toContainText('城东区交通视察');
  await expect(detail.getByLabel('申请事项')).toHaveCount(1);
  // side by side at 1280 px: the form left of the opinion and the buttons
  const formBox = (await context.boundingBox())!;
  const reasonBox = (await card.getByTestId('approval-reason').boundingBox())!;
  expect(reasonBox.x).toBeGreaterThan(formBox.x + formBox.width - 1);
  await shootBoth(page, 'approver-form-task');

  // 不通过 asks first and says what follows; 取消 leaves the task open and the opinion as written
  await card.getByTestId('approval-reason').fill('用车需提前三天申请');
  await card.getByTestId('task-reject').click();
  await answerConfirm(page, '不通过后流程将结束，发起人会看到您的审批建议，不能撤回。确定不通过吗？', 'cancel');
  await expect(card.getByTestId('approval-reason')).toHaveValue('用车需提前三天申请');
  await expect(detail.getByTestId('process-detail-result')).toContainText('处理中');
  await page.reload();
  await expect(detail.getByTestId('process-detail-result')).toContainText('处理中');
  await expect(card.getByTestId('task-reject')).toBeVisible();

  // 确定不通过: a plain sentence, the instance ended 不通过, the form back in the page
  await card.getByTestId('approval-reason').fill('用车需提前三天申请');
  await card.getByTestId('task-reject').click();
  await answerConfirm(page, '不通过后流程将结束', { button: '确定不通过' });
  await expect(page.getByTestId('toast').filter({ hasText: '已不通过，流程已结束' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(detail.getByTestId('process-detail-result')).toContainText('不通过');
  await expect(detail.getByTestId('process-detail-info').getByLabel('申请事项')).toHaveValue(title);
});

test("a proposal's task speaks the proposal's words on its pages", async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = `关于增设城东公交站点的建议 ${suffix}`;
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const id = await deputy<number>('POST', '/renda/proposal/create', { title, type: '2', category: '5', content: '<p>建议在城东新区增设公交站点。</p>', session: '市十六届人大三次会议' });
  await deputy('PUT', '/renda/proposal/submit', { id });
  const { processInstanceId } = await deputy<{ processInstanceId: string }>('GET', `/renda/proposal/get?id=${id}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.goto(`/proposal/detail?id=${id}`);
  const review = main(page).getByTestId('proposal-task-review');
  await expect(review).toContainText('待办任务：审核');
  await expect(review.getByTestId('review-panel')).toBeVisible();
  await shootBoth(page, 'approver-proposal-task');

  // 立案 asks first; 取消 leaves it 待审核
  await review.getByTestId('review-submit').click();
  await answerConfirm(page, '立案后建议将编号并等待交办，不能撤回。确定立案吗？', 'cancel');
  await page.reload();
  await expect(main(page).getByTestId('proposal-info-status')).toHaveText('待审核');
  await main(page).getByTestId('review-submit').click();
  await answerConfirm(page, '立案后建议将编号并等待交办', { button: '确定立案' });
  await expect(page.getByTestId('toast').filter({ hasText: '已立案，等待交办' })).toBeVisible();
  await expect(main(page).getByTestId('proposal-info-status')).toHaveText('待交办');

  // the generic process page of the proposal: its record in the proposal's words, no 审批
  await page.goto(`/bpm/process-instance/detail?id=${processInstanceId}`);
  const records = main(page).getByTestId('process-detail-records');
  await expect(records).toContainText('流程记录');
  await expect(records.getByTestId('record-outcome')).toHaveText(['待交办', '立案']);
  await expect(records).toContainText('审核人：王联络');
  await expect(records).toContainText('审核意见：同意立案');
  await expect(records).not.toContainText('审批');
  // the diagram's steps and hover cards say the same
  const diagram = main(page).getByTestId('process-detail-diagram');
  await expect(diagram.getByTestId('viewer-step-review')).toContainText('立案');
  await expect(diagram.getByTestId('viewer-steps')).toContainText('经办人');
  await expect(diagram).not.toContainText('审批');
  await diagram.locator('.djs-element[data-element-id="review"]').hover();
  await expect(page.getByTestId('viewer-hover')).toContainText('审核人：王联络');
  await expect(page.getByTestId('viewer-hover')).toContainText('结果：立案');
  await page.mouse.move(0, 0);
  await shootBoth(page, 'approver-proposal-record');
});

test('in English the approver reads the request and 不通过 asks and answers in English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const definitions = await deputy<{ id: string; key: string }[]>('GET', '/bpm/process-definition/list?suspensionState=1');
  const definition = definitions.find((d) => d.key === 'general_approval')!;
  const instanceId = await deputy<string>('POST', '/bpm/process-instance/create', {
    processDefinitionId: definition.id, variables: { title: `Meeting room ${suffix}`, kind: 3, date: '2030-03-06' },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.getByTestId('locale-switch').click();
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const card = main(page).locator('[data-testid^="pending-task-"]');
  await expect(card.getByTestId('pending-task-context')).toContainText('The request');
  await card.getByTestId('approval-reason').fill('The room is booked');
  await card.getByTestId('task-reject').click();
  await answerConfirm(page, 'Rejecting ends the process; the starter will read your opinion. This cannot be undone. Reject it?', { button: 'Reject' });
  await expect(page.getByTestId('toast').filter({ hasText: 'Rejected: the process has ended' })).toBeVisible();
});
