// A process run on the screens (issue #15 point 6): an administrator deploys a process with a designed form and one
// user task (assigned to 王联络 by the diagram's camunda:assignee), a deputy starts it on 发起流程, 王联络 approves it
// from 待办任务, finds it in 已办任务, and the detail's diagram shows the task green with a hover card naming him.
// The starter follows it in 我的流程, and cancels a second one with a reason. Screens go to E2E_SCREENS_DIR.
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };
const suffix = Date.now().toString(36).slice(-6);
const KEY = `expense_${suffix}`;
const NAME = `费用报销${suffix}`;
const title = `调研差旅 ${suffix}`;

const json = (v: unknown) => JSON.stringify(v);
const FIELDS = [
  json({ type: 'input', field: 'title', title: '报销事项', $required: true, validate: [{ required: true, message: '报销事项不能为空' }] }),
  json({ type: 'inputNumber', field: 'amount', title: '金额（元）' }),
];

/** start → 部门审批 (assignee by id) → end, with its diagram. */
const xml = (assignee: number) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${KEY}" name="${NAME}" isExecutable="true">
    <bpmn:startEvent id="start" name="发起"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="deptApprove" name="部门审批" camunda:assignee="${assignee}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="deptApprove" />
    <bpmn:sequenceFlow id="f2" sourceRef="deptApprove" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptApprove_di" bpmnElement="deptApprove"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="370" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="118" /><di:waypoint x="370" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test('a deputy starts a process with a form, 王联络 approves it from 待办任务, and the diagram shows who did', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const admin = await apiAs(request);
  const staffId = (await admin<{ list: { id: number }[] }>('GET', '/system/user/page?username=staff')).list[0].id;
  const formId = await admin<number>('POST', '/bpm/form/create', { name: `报销单${suffix}`, status: 0, conf: json({}), fields: FIELDS });
  const modelId = await admin<number>('POST', '/bpm/model/create', { key: KEY, name: NAME, category: '1', description: '差旅与调研费用', formType: 10, formId, bpmnXml: xml(staffId) });
  await admin('POST', `/bpm/model/deploy?id=${modelId}`);

  // 发起流程, as a deputy: the form's required field is checked before anything is sent
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/process-instance/create');
  const row = main(page).getByTestId(`definition-row-${KEY}`);
  await expect(row).toContainText('差旅与调研费用');
  await shoot(page, 'run-create-list');
  await row.getByTestId('definition-choose').click();
  const form = main(page).getByTestId('process-create-form');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('报销事项不能为空')).toBeVisible();
  await form.getByLabel('报销事项').fill(title);
  await form.getByLabel('金额（元）').fill('860');
  await shoot(page, 'run-create-form');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=[0-9a-f-]{36}$/);
  const instanceId = new URL(page.url()).searchParams.get('id')!;
  const detail = main(page).getByTestId('process-detail-page');
  await expect(detail.getByTestId('process-detail-result')).toContainText('处理中');
  await expect(detail.getByTestId('approval-records')).toContainText('王联络');
  // the starter has no task here: nothing to decide
  await expect(detail.getByTestId('task-approve')).toHaveCount(0);

  // 我的流程 lists it with its current step
  await page.goto('/bpm/task/my');
  const mine = main(page).getByTestId(`my-row-${instanceId}`);
  await expect(mine).toContainText('部门审批');
  await expect(mine.getByTestId('my-result')).toHaveText('处理中');
  await shoot(page, 'run-my-processes');

  // 待办任务, as the assignee: 审批 opens the detail with the form's values and the decision card
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); }); // signed out, so /login shows its form
  await signIn(page, 'staff', 'staff123');
  await page.goto('/bpm/task/todo');
  const todo = main(page).getByTestId(`task-row-${instanceId}`);
  await expect(todo).toContainText(NAME);
  await expect(todo).toContainText('张建国');
  await shoot(page, 'run-todo');
  await todo.getByTestId('task-approve').click();
  await expect(page).toHaveURL(new RegExp(`/bpm/process-instance/detail\\?id=${instanceId}$`));
  const review = main(page).getByTestId('process-detail-page');
  await expect(review.getByLabel('报销事项')).toHaveValue(title);
  await expect(review.getByTestId('process-detail-header')).toContainText('张建国（城东区代表团）');
  await review.getByTestId('task-approve').click();
  await expect(review.getByText('审批建议不能为空')).toBeVisible();
  await review.getByTestId('approval-reason').fill('票据齐全，同意报销');
  await shoot(page, 'run-approve');
  await review.getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();
  await expect(review.getByTestId('task-approve')).toHaveCount(0);
  await expect(review.getByTestId('process-detail-result')).toContainText('通过');

  // the diagram: start, the task and the end green; the hover card names the approver and his opinion
  const marked = (id: string) => review.locator(`.djs-element[data-element-id="${id}"]`);
  await expect(marked('deptApprove')).toHaveClass(/\bhighlight\b/);
  await expect(marked('start')).toHaveClass(/\bhighlight\b/);
  await expect(marked('end')).toHaveClass(/\bhighlight\b/);
  await shoot(page, 'run-detail-approved');
  await marked('deptApprove').hover();
  const card = page.getByTestId('viewer-hover');
  await expect(card).toContainText('审批人：王联络');
  await expect(card).toContainText('部门：代表联络工作委员会');
  await expect(card).toContainText('审批建议：票据齐全，同意报销');
  await saveScreen(page, { path: `${SCREENS}/run-detail-hover.png`, fullPage: true }); // not shoot(): the mouse stays on the task
  await expect(review.getByTestId('approval-records').locator('[data-result="2"]')).toContainText('票据齐全，同意报销');

  // 已办任务
  await page.goto('/bpm/task/done');
  const done = main(page).getByTestId(`task-row-${instanceId}`);
  await expect(done.getByTestId('task-result')).toHaveText('通过');
  await expect(done).toContainText('票据齐全，同意报销');
  await shoot(page, 'run-done');
  await done.getByTestId('task-detail').click();
  await expect(page).toHaveURL(new RegExp(`id=${instanceId}$`));
});

test('the starter cancels a running process with a reason, and 我的流程 shows it cancelled', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const definitions = await deputy<{ id: string; key: string }[]>('GET', '/bpm/process-definition/list?suspensionState=1');
  const definition = definitions.find((d) => d.key === KEY)!;
  const instanceId = await deputy<string>('POST', '/bpm/process-instance/create', { processDefinitionId: definition.id, variables: { title: `取消 ${suffix}` } });

  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/bpm/task/my');
  const row = main(page).getByTestId(`my-row-${instanceId}`);
  await row.getByTestId('my-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog.getByText('取消原因不能为空')).toBeVisible();
  await dialog.getByTestId('cancel-reason').fill('费用已由单位统一报销');
  await shoot(page, 'run-cancel-dialog');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('my-result')).toHaveText('已取消');
  await expect(row.getByTestId('my-cancel')).toHaveCount(0);
  await shoot(page, 'run-my-cancelled');
});

test('the assignee hands a task to 李秀英 with 转办, and it moves to her 待办任务', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const definitions = await deputy<{ id: string; key: string }[]>('GET', '/bpm/process-definition/list?suspensionState=1');
  const definition = definitions.find((d) => d.key === KEY)!;
  const instanceId = await deputy<string>('POST', '/bpm/process-instance/create', { processDefinitionId: definition.id, variables: { title: `转办 ${suffix}` } });

  await signIn(page, 'staff', 'staff123');
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  const review = main(page).getByTestId('process-detail-page');
  await review.getByTestId('task-transfer').click();
  const dialog = page.getByTestId('transfer-dialog');
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByText('新审批人不能为空')).toBeVisible();
  await dialog.getByLabel('新审批人').fill('李秀');
  await page.getByRole('option', { name: /^李秀英/ }).click();
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByText('转派原因不能为空')).toBeVisible();
  await dialog.getByTestId('transfer-reason').fill('本周外出调研，请代为审批');
  await shoot(page, 'run-transfer-dialog');
  await dialog.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '任务已转给新审批人' })).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/task\/todo$/);
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toHaveCount(0);

  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto('/bpm/task/todo');
  await expect(main(page).getByTestId(`task-row-${instanceId}`)).toContainText('部门审批');
});
