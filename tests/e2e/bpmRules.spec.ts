// Task assign rules and definitions (issue #15 points 3-5): a model's deploy is refused until its task has a rule,
// the rule is set in the dialog (用户 → a person), the model is deployed and suspended, and the definition page lists
// the version with its read-only rule and its diagram. Screens go to E2E_SCREENS_DIR.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const key = `rules_${Date.now().toString(36).slice(-5)}`;
const NAME = '规则测试流程';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${NAME}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="领导审批" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1"><bpmndi:BPMNPlane id="p1" bpmnElement="${key}">
    <bpmndi:BPMNShape id="s_start" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="s_approve" bpmnElement="approve"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="s_end" bpmnElement="end"><dc:Bounds x="370" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="e1" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="e2" bpmnElement="f2"><di:waypoint x="300" y="118" /><di:waypoint x="370" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

async function confirm(page: Page): Promise<void> {
  const dialog = page.getByTestId('bpm-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test('a rule set in the dialog lets the model deploy; the definition page lists the version with its rule', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const call = await apiAs(request);
  await call('POST', '/bpm/model/create', {
    key, name: NAME, category: '2', formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail', bpmnXml: xml,
  });
  const users = await call<{ id: number; nickname: string; username?: string }[]>('GET', '/system/user/list-all-simple');
  const approver = users.find((u) => u.nickname !== '芋道源码') ?? users[0];
  await call('POST', '/bpm/user-group/create', { name: '审批小组', description: '分配规则的用户组', memberUserIds: [approver.id], status: 0 });

  await signIn(page);
  await page.goto('/bpm/manager/model');
  const list = main(page).getByTestId('model-list-page');
  await main(page).getByTestId('filter-key').fill(key);
  await main(page).getByTestId('filter-key').press('Enter');
  const row = list.getByTestId(`model-row-${key}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('model-version')).toHaveText('未部署');

  // no rule yet: the deploy is refused with yudao's message
  await row.getByTestId('model-deploy').click();
  await confirm(page);
  await expect(page.getByTestId('notification').filter({ hasText: '用户任务(领导审批)未配置分配规则' })).toBeVisible();

  // 分配规则 → 修改 → 用户 → the approver
  await row.getByTestId('model-rules').click();
  const dialog = page.getByTestId('rule-dialog');
  const taskRow = dialog.getByTestId('rule-row-approve');
  await expect(taskRow).toContainText('领导审批');
  await taskRow.getByTestId('rule-edit').click();
  const form = page.getByTestId('rule-form-dialog');
  await form.getByTestId('rule-type').locator('..').click();
  await page.getByTestId('rule-type-30').click();
  await form.getByTestId('rule-userIds').locator('input').fill(approver.nickname);
  await page.getByTestId('rule-option').filter({ hasText: approver.nickname }).first().click();
  await page.keyboard.press('Escape');
  await shoot(page, 'bpm-rules-form');
  await form.getByTestId('rule-save').click();
  await expect(form).toBeHidden();
  await expect(taskRow).toContainText('用户');
  await expect(taskRow).toContainText(approver.nickname);
  await shoot(page, 'bpm-rules-dialog');
  await dialog.getByTestId('rule-dialog-close').click();
  await expect(dialog).toBeHidden();

  // deploy: version 1, active; then suspend it
  await row.getByTestId('model-deploy').click();
  await confirm(page);
  await expect(row.getByTestId('model-version')).toHaveText('v1');
  await expect(row.getByTestId('model-state')).toHaveText('激活');
  await row.getByTestId('model-suspend').click();
  await confirm(page);
  await expect(row.getByTestId('model-state')).toHaveText('挂起');
  await shoot(page, 'bpm-rules-model-list');

  // 流程定义: the version, its state, its rule (read-only) and its diagram
  await row.getByTestId('model-definitions').click();
  await expect(page).toHaveURL(new RegExp(`/bpm/manager/definition\\?key=${key}$`));
  const definitions = main(page).getByTestId('definition-page');
  const version = definitions.getByTestId('definition-row-1');
  await expect(version).toContainText(NAME);
  await expect(version.getByTestId('definition-state')).toHaveText('挂起');
  await expect(definitions.locator('[data-testid^="definition-row-"]')).toHaveCount(1);
  await shoot(page, 'bpm-definition-list');
  await version.getByTestId('definition-rules').click();
  const readOnly = page.getByTestId('rule-dialog');
  await expect(readOnly.getByTestId('rule-row-approve')).toContainText(approver.nickname);
  await expect(readOnly.getByTestId('rule-edit')).toHaveCount(0);
  await readOnly.getByTestId('rule-dialog-close').click();
  await version.getByTestId('definition-xml').click();
  const diagram = page.getByTestId('definition-diagram');
  await expect(diagram.locator('[data-element-id="approve"]').first()).toBeVisible();
  await shoot(page, 'bpm-definition-diagram');
  await page.keyboard.press('Escape');

  // 导入流程: a .bpmn file becomes a new, undeployed model
  await page.goto('/bpm/manager/model');
  const importKey = `${key}_imp`;
  await main(page).getByTestId('model-import-open').click();
  const importing = page.getByTestId('model-import');
  await field(page, 'import-key').fill(importKey);
  await field(page, 'import-name').fill('导入的流程');
  await importing.getByTestId('import-file').setInputFiles({ name: 'leave.bpmn', mimeType: 'text/xml', buffer: Buffer.from(xml.replaceAll(key, importKey)) });
  await expect(importing).toContainText('leave.bpmn');
  await shoot(page, 'bpm-model-import');
  await importing.getByTestId('import-submit').click();
  await expect(importing).toBeHidden();
  await main(page).getByTestId('filter-key').fill(importKey);
  await main(page).getByTestId('filter-key').press('Enter');
  await expect(main(page).getByTestId(`model-row-${importKey}`).getByTestId('model-version')).toHaveText('未部署');

  // the user groups screen (generated from the manifest)
  await page.goto('/bpm/manager/user-group');
  await expect(main(page).getByText('审批小组')).toBeVisible();
  await shoot(page, 'bpm-user-group');
});
