// The BPMN designer, the model list and the process viewer in Chromium (issue 6).
// Run with your own build: npx vite build --outDir .tmp/dist-bpmn; E2E_PORT=48391 E2E_STATIC_DIR=.tmp/dist-bpmn npx playwright test tests/e2e/bpmn.spec.ts
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addToSelection, appendShape, choose, clearSelection, clickConnection, commitPanel, openSection, panelId, selectShape, shape } from './support/bpmnCanvas.ts';
import { field } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await field(page, 'login-tenant').fill('市人大常委会');
  await field(page, 'login-username').fill('admin');
  await field(page, 'login-password').fill('admin123');
  await page.getByTestId('login-submit').click();
}

async function previewXml(page: Page): Promise<string> {
  await page.getByTestId('tb-preview').click();
  await page.getByTestId('tb-preview-xml').click();
  const text = (await page.getByTestId('bpmn-preview-text').textContent()) ?? '';
  await page.getByTestId('bpmn-preview').getByRole('button').click();
  await expect(page.getByTestId('bpmn-preview')).toBeHidden();
  return text;
}

test.use({ viewport: { width: 1600, height: 1000 } });

test('model list → designer: draw, configure, save, reload, export per prefix, zoom, align, simulation, undo/redo', async ({ page }) => {
  test.setTimeout(300_000);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await signIn(page, '/bpm/manager/model');
  await expect(page.getByTestId('model-list-page')).toBeVisible();
  // bpmn-js is loaded with the designer only: nothing of it reaches the sign-in, home or model-list routes
  expect(scripts.filter((u) => /bpmn-embedded|ModelDesignerPage|ViewerDemoPage/.test(u))).toEqual([]);

  // the model base form: key and name checked on blur
  await page.getByTestId('model-create').click();
  const form = page.getByTestId('model-form');
  await field(page, 'model-key').click();
  await field(page, 'model-key').press('Tab');
  await expect(form).toContainText('流程标识不能为空');
  await field(page, 'model-name').click();
  await field(page, 'model-name').press('Tab');
  await expect(form).toContainText('流程名称不能为空');
  await field(page, 'model-key').fill('1bad');
  await field(page, 'model-key').press('Tab');
  await expect(form).toContainText('流程标识格式不正确');
  await field(page, 'model-key').fill('e2e_leave');
  await field(page, 'model-name').fill('端到端请假');
  await page.getByTestId('model-submit').click();
  const row = page.getByTestId('model-row-e2e_leave');
  await expect(row).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/bpmn-model-list.png`, fullPage: true });

  // the list opens the designer on the model
  await row.getByTestId('model-design').click();
  await expect(page).toHaveURL(/\/bpm\/manager\/model\/design\?modelId=\d+/);
  await expect(page.getByTestId('bpmn-designer')).toBeVisible();
  await expect(page.getByTestId('model-designer-title')).toContainText('端到端请假（e2e_leave）');
  await expect(page.locator('.djs-palette [data-action="create.start-event"]')).toHaveAttribute('aria-label', '创建开始事件');
  // a new diagram takes the model key as process id; the key input is disabled
  await expect(field(page, 'panel-id')).toHaveValue('e2e_leave');
  await expect(field(page, 'panel-id')).toBeDisabled();
  await expect(page.getByTestId('bpmn-panel')).toHaveCSS('width', '480px');

  // every palette entry has a Chinese tooltip (issue #13 point 9)
  const paletteTitles = await page.locator('.djs-palette .entry').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  expect(paletteTitles.length).toBeGreaterThan(10);
  expect(paletteTitles.filter((t) => !t || !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
  await expect(page.locator('.djs-palette [data-action="create.start-event"]')).toHaveAttribute('title', '创建开始事件');
  // a new model opens with its start event, not on a blank canvas (as yudao's)
  await expect(page.locator('.djs-shape')).toHaveCount(1);
  const start = 'StartEvent_1';
  await expect(shape(page, start)).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/bpmn-new-model.png`, fullPage: true });

  // draw start → user task → exclusive gateway → two ends
  const task = await appendShape(page, start, 'append.append-task');
  await selectShape(page, task);
  await page.locator('[data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const userTask = (await page.locator('.djs-shape[data-element-id^="Activity"]').first().getAttribute('data-element-id'))!;
  const gateway = await appendShape(page, userTask, 'append.gateway');
  const end1 = await appendShape(page, gateway, 'append.end-event');
  const end2 = await appendShape(page, gateway, 'append.end-event');
  expect(new Set([start, userTask, gateway, end1, end2]).size).toBe(5);
  const flows = await page.locator('.djs-connection').evaluateAll((els) => els.map((e) => e.getAttribute('data-element-id')!));
  expect(flows).toHaveLength(4);

  // user task: name, assignee, candidate groups
  await selectShape(page, userTask);
  await commitPanel(page, 'panel-name', '部门审批');
  await openSection(page, 'task');
  await commitPanel(page, 'panel-task-assignee', '${initiator}');
  await commitPanel(page, 'panel-task-candidateGroups', 'dept_leader,hr');

  // a task listener with a timeout timer and a field
  await openSection(page, 'taskListeners');
  await page.getByTestId('panel-task-listener-add').click();
  const drawer = page.getByTestId('listener-drawer');
  await choose(page, 'listener-event', 'timeout');
  await page.getByTestId('listener-save').click();
  await expect(drawer).toContainText('请填写监听器ID');
  await expect(drawer).toContainText('请填写Java类');
  await field(page, 'listener-id').fill('remind');
  await field(page, 'listener-class').fill('com.example.Remind');
  await choose(page, 'listener-timer-type', 'duration');
  await page.getByTestId('listener-save').click();
  await expect(drawer).toContainText('请填写定时器配置');
  await field(page, 'listener-timer').fill('PT1H');
  await page.getByTestId('listener-add-field').click();
  const fieldDialog = page.getByTestId('listener-field-dialog');
  await expect(fieldDialog.locator('.MuiDialog-paper')).toHaveCSS('width', '600px');
  await page.getByTestId('listener-field-save').click();
  await expect(fieldDialog).toContainText('请填写字段名称');
  await field(page, 'listener-field-name').fill('channel');
  await field(page, 'listener-field-string').fill('sms');
  await page.getByTestId('listener-field-save').click();
  await expect(page.getByTestId('listener-fields')).toContainText('channel');
  await saveScreen(page, { path: `${SCREENS}/bpmn-listener-drawer.png` });
  await page.getByTestId('listener-save').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('panel-task-listeners')).toContainText('com.example.Remind');
  // the 序号 header stays on one line (its text is not taller than one line of its font)
  const indexHead = page.getByTestId('panel-task-listeners').getByTestId('panel-index-head');
  await expect(indexHead).toHaveText('序号');
  expect(await indexHead.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize);
  })).toBeLessThan(2);
  await saveScreen(page.getByTestId('panel-task-listeners'), { path: `${SCREENS}/bpmn-listener-table.png` });

  // parallel multi-instance with a completion condition
  await openSection(page, 'multiInstance');
  await choose(page, 'panel-loop-type', 'ParallelMultiInstance');
  await commitPanel(page, 'panel-loop-collection', '${approvers}');
  await commitPanel(page, 'panel-loop-completion', '${nrOfCompletedInstances >= 1}');
  await expect(shape(page, userTask).locator('.djs-visual')).toBeVisible();

  // gateway flows: a conditional one and the default one
  const outOfGateway = flows.slice(2);
  await clickConnection(page, outOfGateway[0]);
  await expect.poll(() => panelId(page)).toBe(outOfGateway[0]);
  await openSection(page, 'condition');
  await choose(page, 'panel-flow-type', 'condition');
  await commitPanel(page, 'panel-condition-body', '${approved == true}');
  await clickConnection(page, outOfGateway[1]);
  await expect.poll(() => panelId(page)).toBe(outOfGateway[1]);
  await openSection(page, 'condition');
  await choose(page, 'panel-flow-type', 'default');
  await saveScreen(page, { path: `${SCREENS}/bpmn-designer.png` });

  // save, reload, and find everything again
  await page.getByTestId('tb-save').click();
  await expect(page.getByText('保存模型成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('bpmn-designer')).toBeVisible();
  await expect(shape(page, userTask)).toBeVisible();
  const saved = await previewXml(page);
  await saveScreen(page, { path: `${SCREENS}/bpmn-reloaded.png` });
  expect(saved).toContain('<bpmn2:process id="e2e_leave" name="端到端请假" isExecutable="true">');
  expect(saved).toContain('camunda:assignee="${initiator}"');
  expect(saved).toContain('camunda:candidateGroups="dept_leader,hr"');
  expect(saved).toMatch(/<camunda:taskListener class="com.example.Remind" event="timeout" id="remind">/);
  expect(saved).toMatch(/<bpmn2?:timerEventDefinition id="TimerEventDefinition_[A-Za-z0-9]{8}">/);
  expect(saved).toContain('<camunda:string>sms</camunda:string>');
  expect(saved).toContain('${approved == true}');
  expect(saved).toContain(`default="${outOfGateway[1]}"`);
  expect(saved).toMatch(/<bpmn2?:multiInstanceLoopCharacteristics camunda:collection="\$\{approvers\}">/);
  expect(saved).toContain('${nrOfCompletedInstances &gt;= 1}');
  await selectShape(page, userTask);
  await openSection(page, 'task');
  await expect(field(page, 'panel-task-assignee')).toHaveValue('${initiator}');
  await expect(field(page, 'panel-task-candidateGroups')).toHaveValue('dept_leader,hr');

  // undo and redo follow the command stack
  await expect(page.getByTestId('tb-undo')).toBeDisabled();
  await commitPanel(page, 'panel-task-assignee', 'someone');
  await expect(page.getByTestId('tb-undo')).toBeEnabled();
  await page.getByTestId('tb-undo').click();
  await expect(field(page, 'panel-task-assignee')).toHaveValue('${initiator}');
  await expect(page.getByTestId('tb-redo')).toBeEnabled();
  await page.getByTestId('tb-redo').click();
  await expect(field(page, 'panel-task-assignee')).toHaveValue('someone');
  await page.getByTestId('tb-undo').click();

  // export for each prefix: the attributes carry that prefix
  for (const prefix of ['flowable', 'activiti', 'camunda'] as const) {
    await choose(page, 'tb-prefix', prefix);
    await page.getByTestId('bpm-confirm').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('bpmn-designer')).toHaveAttribute('data-prefix', prefix);
    await expect(shape(page, userTask)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('tb-download').click();
    await page.getByTestId('tb-download-xml').click();
    const file = await (await download).path();
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain(`${prefix}:assignee="\${initiator}"`);
    expect(xml).toContain(`<${prefix}:taskListener class="com.example.Remind" event="timeout" id="remind">`);
    expect(xml).toContain(`${prefix}:collection="\${approvers}"`);
    for (const other of ['camunda', 'flowable', 'activiti'].filter((p) => p !== prefix)) expect(xml).not.toContain(`${other}:`);
  }

  // SVG download
  const svgDownload = page.waitForEvent('download');
  await page.getByTestId('tb-download').click();
  await page.getByTestId('tb-download-svg').click();
  expect(readFileSync(await (await svgDownload).path(), 'utf8')).toContain('<svg');
  expect(scripts.some((u) => /ModelDesignerPage/.test(u))).toBe(true);

  // zoom to both limits
  const zoomValue = page.getByTestId('tb-zoom-value');
  await expect(zoomValue).toHaveText('100%');
  while (await page.getByTestId('tb-zoom-in').isEnabled()) await page.getByTestId('tb-zoom-in').click();
  await expect(zoomValue).toHaveText('400%');
  await expect(page.getByTestId('tb-zoom-in')).toBeDisabled();
  while (await page.getByTestId('tb-zoom-out').isEnabled()) await page.getByTestId('tb-zoom-out').click();
  await expect(zoomValue).toHaveText('20%');
  await expect(page.getByTestId('tb-zoom-out')).toBeDisabled();
  await page.getByTestId('tb-zoom-reset').click();
  await expect(page.getByTestId('tb-zoom-out')).toBeEnabled();

  // align: the warning with fewer than two selected, the confirmation otherwise
  await clearSelection(page);
  await page.getByTestId('tb-align-left').click();
  await expect(page.getByText('请按住 Ctrl 键选择多个元素对齐')).toBeVisible();
  await selectShape(page, end1);
  await addToSelection(page, end2);
  await page.getByTestId('tb-align-left').click();
  await expect(page.getByTestId('bpm-confirm')).toContainText('自动对齐可能造成图形变形，是否继续？');
  await saveScreen(page, { path: `${SCREENS}/bpmn-align-confirm.png` });
  await page.getByTestId('bpm-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('tb-undo')).toBeEnabled();

  // simulation on and off: editing is disabled while it runs
  await page.getByTestId('tb-simulation').click();
  await expect(page.getByTestId('bpmn-canvas')).toHaveAttribute('data-simulating', 'true');
  await expect(page.getByTestId('tb-simulation')).toHaveText(/退出模拟/);
  await expect(page.getByTestId('tb-undo')).toBeDisabled();
  await expect(page.locator('.djs-palette')).toBeHidden();
  await saveScreen(page, { path: `${SCREENS}/bpmn-simulation.png` });
  // token simulation's own controls and log in Chinese (the library writes them in English)
  const canvasEl = page.getByTestId('bpmn-canvas');
  await expect(canvasEl.locator('.bts-toggle-mode')).toBeHidden(); // our toolbar has the switch
  await expect.poll(() => canvasEl.locator('.bts-palette .bts-entry').evaluateAll((els) => els.map((e) => e.getAttribute('title')))).toEqual(['播放/暂停模拟', '重置模拟', '显示/隐藏模拟日志']);
  await expect.poll(() => canvasEl.locator('.bts-animation-speed-button').evaluateAll((els) => els.map((e) => e.getAttribute('title')))).toEqual(['设置动画速度：慢速', '设置动画速度：正常', '设置动画速度：快速']);
  const log = canvasEl.locator('.bts-log');
  await expect(log).toBeHidden();
  await canvasEl.locator('.bts-palette [title="显示/隐藏模拟日志"]').click();
  await expect(log).toBeVisible();
  await expect(log.locator('.bts-header')).toHaveText('模拟日志');
  await expect(log.locator('.bts-close')).toHaveAttribute('aria-label', '关闭');
  await expect(log.locator('.bts-content')).toHaveText('暂无记录');
  // run one token: start → 部门审批 → gateway (its default flow) → end
  const trigger = canvasEl.locator(`.djs-overlays[data-container-id="${start}"] .bts-context-pad`);
  await expect(trigger).toHaveAttribute('title', '触发事件');
  await expect(canvasEl.locator(`.djs-overlays[data-container-id="${gateway}"] .bts-context-pad[title="设置顺序流"]`)).toHaveCount(1);
  await trigger.click();
  await expect(canvasEl.locator('.bts-notifications')).toContainText('播放模拟');
  await expect(log.locator('.bts-content')).toContainText('流程已完成', { timeout: 30_000 });
  const entries = await log.locator('.bts-entry .bts-text').allTextContents();
  expect(entries).toEqual(expect.arrayContaining(['流程已启动', '开始事件', '部门审批', '互斥网关', '结束事件', '流程已完成']));
  await saveScreen(page, { path: `${SCREENS}/bpmn-simulation-log.png` });
  // nothing of the library's English is visible, neither as text nor as a tooltip
  const english = /Simulation|Entries|Event|Gateway|Task|Process|speed|pause point|Sequence Flow|Finished|Not supported|Close/;
  expect(await canvasEl.innerText()).not.toMatch(english);
  const tips = await canvasEl.locator('[class^="bts-"], [class*=" bts-"]').evaluateAll((els) => els.flatMap((e) => [e.getAttribute('title'), e.getAttribute('aria-label')]).filter(Boolean));
  expect(tips.length).toBeGreaterThan(10);
  expect(tips.filter((t) => english.test(t!))).toEqual([]);
  await page.getByTestId('tb-simulation').click();
  await expect(page.getByTestId('bpmn-canvas')).toHaveAttribute('data-simulating', 'false');
  await expect(page.getByTestId('tb-undo')).toBeEnabled();

  // preview as JSON
  await page.getByTestId('tb-preview').click();
  await page.getByTestId('tb-preview-json').click();
  await expect(page.getByTestId('bpmn-preview-text')).toContainText('"#name": "bpmn2:definitions"');
  await page.getByTestId('bpmn-preview').getByRole('button').click();

  // restart: a fresh diagram with the model's key and name
  await page.getByTestId('tb-restart').click();
  await page.getByTestId('bpm-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.djs-shape')).toHaveCount(1);
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  await expect(field(page, 'panel-id')).toHaveValue('e2e_leave');

  // open a local .bpmn file
  await page.getByTestId('tb-open-input').setInputFiles({ name: 'opened.bpmn', mimeType: 'application/xml', buffer: Buffer.from(saved) });
  await expect(shape(page, userTask)).toBeVisible();
  await expect(page.locator('.djs-shape')).toHaveCount(5);
});

test('the process viewer renders a recorded instance with markers, hover details and a steps table', async ({ page }) => {
  // The demo page has no seeded menu: the test adds one to the menu answer.
  await page.route('**/admin-api/system/auth/list-menus', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push({ id: 990001, parentId: 0, name: '流程图演示', path: '/bpm-viewer-demo', component: 'bpm/viewer/demo', componentName: 'BpmViewerDemo', icon: 'guide', visible: false, keepAlive: false, alwaysShow: false, children: [] });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, '/bpm-viewer-demo');
  await expect(page.getByTestId('process-viewer')).toBeVisible();
  const marked = (id: string) => page.locator(`.djs-element[data-element-id="${id}"]`);
  await expect(marked('deptApprove')).toHaveClass(/\bhighlight\b/);
  await expect(marked('hrApprove')).toHaveClass(/highlight-todo/);
  await expect(marked('financeApprove')).toHaveClass(/\bhighlight\b/);
  await expect(marked('fLong')).toHaveClass(/\bhighlight\b/);
  await expect(marked('fShort')).not.toHaveClass(/highlight/);
  const steps = page.getByTestId('viewer-steps');
  await expect(page.getByTestId('viewer-step-hrApprove')).toContainText('处理中');
  await expect(page.getByTestId('viewer-step-deptApprove')).toContainText('通过');
  await expect(steps).toContainText('王联络');
  await marked('deptApprove').hover();
  await expect(page.getByTestId('viewer-hover')).toContainText('审批人：王联络');
  await expect(page.getByTestId('viewer-hover')).toContainText('审批建议：同意');
  await saveScreen(page, { path: `${SCREENS}/bpmn-viewer-running.png`, fullPage: true });

  await page.getByTestId('viewer-demo-rejected').click();
  await expect(marked('hrApprove')).toHaveClass(/highlight-reject/);
  await expect(marked('financeApprove')).toHaveClass(/highlight-cancel/);
  await expect(marked('fHrJoin')).not.toHaveClass(/highlight/);
  await expect(page.getByTestId('viewer-step-hrApprove')).toContainText('不通过');
  await expect(page.getByTestId('viewer-step-financeApprove')).toContainText('已取消');
  await expect(page.getByTestId('viewer-step-hrApprove')).toContainText('年假余额不足');
  await saveScreen(page, { path: `${SCREENS}/bpmn-viewer-rejected.png`, fullPage: true });
});
