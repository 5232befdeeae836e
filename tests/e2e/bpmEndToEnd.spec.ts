// Issue #15 end to end, through the screens only: an administrator designs a form (two fields, one required), creates
// a model bound to it, draws start → user task → end in the designer (no assignee in the diagram: the rule decides),
// gives the task the rule 用户 → 王联络 and deploys; a deputy starts it on 发起流程 with the form; 王联络 approves it from
// 待办任务, finds it in 已办任务, and the detail's diagram shows the task green with a hover card naming him.
// Screens go to E2E_SCREENS_DIR.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appendShape, commitPanel, selectShape, shape } from './support/bpmnCanvas.ts';
import { field, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen, shoot } from './support/screens.ts';

const suffix = Date.now().toString(36).slice(-6);
const FORM = `差旅报销单${suffix}`;
const KEY = `trip_${suffix}`;
const NAME = `差旅报销${suffix}`;
const TITLE = `赴城东区调研 ${suffix}`;

/** A pointer drag as a person does it: press, move a little (dnd-kit starts after 4 px), move onto the target, release. */
async function drag(page: Page, from: Locator, to: Locator, yOffset = 0): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + yOffset, { steps: 12 });
  await page.mouse.up();
}

async function confirm(page: Page): Promise<void> {
  const dialog = page.getByTestId('bpm-confirm');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** Signed out first (so /login shows its form), then in as another user. */
async function switchUser(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, username, password);
}

test('design a form and a process, rule it to 王联络, deploy; a deputy starts it, 王联络 approves it and the diagram shows who did', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page);

  // 流程表单 → 新建: two fields dragged from the palette, the first one required
  await page.goto('/bpm/manager/form');
  await main(page).getByTestId('form-create').click();
  const editor = main(page).getByTestId('form-editor-page');
  const canvas = editor.getByTestId('form-canvas');
  await drag(page, editor.getByTestId('palette-input'), canvas);
  await expect(canvas.getByTestId('canvas-item-field1')).toBeVisible();
  await drag(page, editor.getByTestId('palette-inputNumber'), canvas, 120);
  await expect(canvas.getByTestId('canvas-item-field2')).toBeVisible();
  await canvas.getByTestId('canvas-item-field1').click();
  await field(page, 'prop-title').fill('报销事项');
  await field(page, 'prop-field').fill('title');
  await field(page, 'prop-required').check();
  await expect(canvas.getByTestId('canvas-item-title')).toContainText('*报销事项');
  await canvas.getByTestId('canvas-item-field2').click();
  await field(page, 'prop-title').fill('金额（元）');
  await field(page, 'prop-field').fill('amount');
  await expect(canvas.getByTestId('canvas-item-amount')).toContainText('金额（元）');
  await shoot(page, 'e2e-form-designer');
  await editor.getByTestId('form-save').click();
  const saveDialog = page.getByTestId('save-form-dialog');
  await field(page, 'form-name').fill(FORM);
  await saveDialog.getByTestId('save-form-confirm').click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit\?id=\d+$/);

  // 流程模型 → 新建流程, bound to that form by its name
  await page.goto('/bpm/manager/model');
  const models = main(page).getByTestId('model-list-page');
  await models.getByTestId('model-create').click();
  const modelForm = page.getByTestId('model-form');
  await field(page, 'model-key').fill(KEY);
  await field(page, 'model-name').fill(NAME);
  await modelForm.locator('textarea[data-testid="model-description"]').fill('代表调研差旅费用报销');
  await modelForm.getByRole('combobox', { name: '表单类型' }).click();
  await page.getByRole('option', { name: '流程表单' }).click();
  await modelForm.getByRole('combobox', { name: /^流程表单/ }).click();
  await page.getByRole('option', { name: FORM }).click();
  await expect(modelForm.getByRole('combobox', { name: /^流程表单/ })).toHaveText(FORM);
  await shoot(page, 'e2e-model-form');
  await page.getByTestId('model-submit').click();
  await expect(modelForm).toBeHidden();
  await main(page).getByTestId('filter-key').fill(KEY);
  await main(page).getByTestId('filter-key').press('Enter');
  const row = models.getByTestId(`model-row-${KEY}`);
  await expect(row.getByTestId('model-version')).toHaveText('未部署');

  // 设计流程: start → a task made a user task → end, drawn with the context pad; named in the panel; saved
  await row.getByTestId('model-design').click();
  await expect(page.getByTestId('bpmn-designer')).toBeVisible();
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  const task = await appendShape(page, 'StartEvent_1', 'append.append-task');
  await selectShape(page, task);
  await page.locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(shape(page, task)).toBeVisible();
  await selectShape(page, task);
  await commitPanel(page, 'panel-name', '部门审批');
  await expect(shape(page, task)).toContainText('部门审批');
  const end = await appendShape(page, task, 'append.end-event');
  await expect(page.locator('.djs-connection')).toHaveCount(2);
  await shoot(page, 'e2e-designer');
  await page.getByTestId('tb-save').click();
  await expect(page.getByText('保存模型成功')).toBeVisible();

  // 分配规则: the task has none yet; 修改 → 用户 → 王联络
  await page.goto('/bpm/manager/model');
  await main(page).getByTestId('filter-key').fill(KEY);
  await main(page).getByTestId('filter-key').press('Enter');
  await row.getByTestId('model-rules').click();
  const rules = page.getByTestId('rule-dialog');
  const taskRule = rules.getByTestId(`rule-row-${task}`);
  await expect(taskRule).toContainText('部门审批');
  await taskRule.getByTestId('rule-edit').click();
  const ruleForm = page.getByTestId('rule-form-dialog');
  await ruleForm.getByTestId('rule-type').locator('..').click();
  await page.getByTestId('rule-type-30').click();
  // a name nobody has: MUI's own "no options" text in Chinese too
  await ruleForm.getByTestId('rule-userIds').locator('input').fill('查无此人');
  await expect(page.getByText('没有可用选项')).toBeVisible();
  await ruleForm.getByTestId('rule-userIds').locator('input').fill('王联络');
  await page.getByTestId('rule-option').filter({ hasText: '王联络' }).first().click();
  await page.keyboard.press('Escape');
  await shoot(page, 'e2e-rule-form');
  await ruleForm.getByTestId('rule-save').click();
  await expect(ruleForm).toBeHidden();
  await expect(taskRule).toContainText('王联络');
  await rules.getByTestId('rule-dialog-close').click();
  await expect(rules).toBeHidden();

  // 发布流程
  await row.getByTestId('model-deploy').click();
  await confirm(page);
  await expect(row.getByTestId('model-version')).toHaveText('v1');
  await expect(row.getByTestId('model-state')).toHaveText('激活');
  await shoot(page, 'e2e-model-deployed');

  // 发起流程, as a deputy: the designed form, its required field checked before anything is sent
  await switchUser(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/process-instance/create');
  const definition = main(page).getByTestId(`definition-row-${KEY}`);
  await expect(definition).toContainText('代表调研差旅费用报销');
  await definition.getByTestId('definition-choose').click();
  const startForm = main(page).getByTestId('process-create-form');
  await startForm.getByRole('button', { name: '提交' }).click();
  await expect(startForm.getByText('报销事项不能为空')).toBeVisible();
  await startForm.getByLabel(/报销事项/).fill(TITLE);
  await startForm.getByLabel('金额（元）').fill('1280');
  await shoot(page, 'e2e-start-form');
  await startForm.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=[0-9a-f-]{36}$/);
  const instanceId = new URL(page.url()).searchParams.get('id')!;
  await expect(main(page).getByTestId('process-detail-page').getByTestId('approval-records')).toContainText('王联络');

  // 待办任务, as 王联络: 审批 → 审批建议 → 通过
  await switchUser(page, 'staff', 'staff123');
  await page.goto('/bpm/task/todo');
  const todo = main(page).getByTestId(`task-row-${instanceId}`);
  await expect(todo).toContainText(NAME);
  await expect(todo).toContainText('部门审批');
  await shoot(page, 'e2e-todo');
  await todo.getByTestId('task-approve').click();
  await expect(page).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${instanceId}$`));
  const review = main(page).getByTestId('process-detail-page');
  await expect(review.getByLabel(/报销事项/)).toHaveValue(TITLE);
  await expect(review.getByLabel('金额（元）')).toHaveValue('1280');
  await review.getByTestId('task-approve').click();
  await expect(review.getByText('审批建议不能为空')).toBeVisible();
  await review.getByTestId('approval-reason').fill('行程与票据相符，同意');
  await shoot(page, 'e2e-approve');
  await review.getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();
  await expect(review.getByTestId('process-detail-result')).toContainText('通过');

  // 已办任务 lists it; its detail's diagram has start, task and end green, and the task's hover card names 王联络
  await page.goto('/bpm/task/done');
  const done = main(page).getByTestId(`task-row-${instanceId}`);
  await expect(done.getByTestId('task-result')).toHaveText('通过');
  await expect(done).toContainText('行程与票据相符，同意');
  await shoot(page, 'e2e-done');
  await done.getByTestId('task-detail').click();
  await expect(page).toHaveURL(new RegExp(`id=${instanceId}$`));
  const detail = main(page).getByTestId('process-detail-page');
  const marked = (id: string) => detail.locator(`.djs-element[data-element-id="${id}"]`);
  await expect(marked(task)).toHaveClass(/\bhighlight\b/);
  await expect(marked('StartEvent_1')).toHaveClass(/\bhighlight\b/);
  await expect(marked(end)).toHaveClass(/\bhighlight\b/);
  await marked(task).scrollIntoViewIfNeeded();
  await marked(task).hover();
  const card = page.getByTestId('viewer-hover');
  await expect(card).toContainText('审批人：王联络');
  await expect(card).toContainText('审批建议：行程与票据相符，同意');
  await saveScreen(page, { path: `${SCREENS}/e2e-detail-hover.png`, fullPage: true }); // not shoot(): the mouse stays on the task
});
