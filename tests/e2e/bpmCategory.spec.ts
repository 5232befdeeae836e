// Process categories (issue 37 item 7): an administrator adds a category on 流程分类 (the generated list and form), a
// model of that category is deployed, and 发起流程 offers the category as a chip that shows its processes only.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, saveScreen, SCREENS } from './support/screens.ts';

const PHONE = { width: 375, height: 812 };
const suffix = Date.now().toString(36).slice(-6);
const CODE = `hr${suffix}`;
const KEY = `cat_${suffix}`;
const NAME = `人事调动${suffix}`;

const rows = (page: Page) => main(page).getByTestId('result-row');
const dialog = (page: Page) => page.getByTestId('form-dialog');

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${KEY}" name="${NAME}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check" />
    <bpmn:userTask id="check" name="审核" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

test('a category added on 流程分类 groups its processes on 发起流程', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/bpm/manager/category');
  await expect(rows(page).filter({ hasText: '默认' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'OA' })).toHaveCount(1);
  await main(page).getByTestId('toolbar-create').click();
  await dialog(page).locator('#root_name').fill('人事');
  await dialog(page).locator('#root_code').fill(CODE);
  await dialog(page).locator('#root_sort').fill('9');
  await dialog(page).getByTestId('form-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(rows(page).filter({ hasText: CODE })).toHaveCount(1);

  const admin = await apiAs(request);
  const modelId = await admin<number>('POST', '/bpm/model/create', {
    key: KEY, name: NAME, category: CODE, formType: 20, formCustomCreatePath: '/x/create', formCustomViewPath: '/x/detail', bpmnXml: xml,
  });
  await admin('POST', `/bpm/model/deploy?id=${modelId}`);

  await page.setViewportSize(PHONE);
  await page.goto('/bpm/process-instance/create');
  const chips = main(page).getByTestId('process-create-categories');
  await expect(chips.getByTestId(`process-create-category-${CODE}`)).toHaveText('人事');
  // every category's processes at first; the chip narrows them to its own
  await expect(main(page).getByTestId(`definition-row-${KEY}`)).toBeVisible();
  await expect(main(page).locator('[data-testid^="definition-row-"]').nth(1)).toBeVisible();
  await chips.getByTestId(`process-create-category-${CODE}`).click();
  await expect(main(page).locator('[data-testid^="definition-row-"]')).toHaveCount(1);
  await expect(main(page).getByTestId(`definition-row-${KEY}`)).toContainText('人事');
  await expect(chips.getByTestId(`process-create-category-${CODE}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByTestId('process-create-category-all')).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(0, 0);
  await saveScreen(page, { path: `${SCREENS}/process-create-category-phone.png`, fullPage: true, animations: 'disabled' });
});
