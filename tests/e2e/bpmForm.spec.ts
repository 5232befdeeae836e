// The process form designer (issue #15 point 5): three fields by palette drag, one reordered by its handle, one made
// required, tried in the preview, saved, and found again on reopening. Screens go to E2E_SCREENS_DIR.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toRule, type FormField } from '../../src/shared/bpm/formFields.ts';
import { apiAs, field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const name = `出差申请单 ${Date.now().toString(36).slice(-5)}`;

/** A pointer drag as a person does it: press, move a little (dnd-kit starts after 4 px), move onto the target, release. */
async function drag(page: Page, from: Locator, to: Locator, yOffset = 0): Promise<void> {
  // the canvas animates items into place after a drop; measure once it has settled, as a person waits to see it
  await settled(page);
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + yOffset, { steps: 12 });
  await page.mouse.up();
}

/** Resolves once no CSS animation or transition runs on the page (dnd-kit slides items with transitions). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const order = (page: Page) => main(page).getByTestId('form-canvas').locator('[data-testid^="canvas-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

test('designs a form by dragging three fields, makes one required, previews, saves and reopens it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/bpm/manager/form');
  await main(page).getByTestId('form-create').click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit$/);
  const editor = main(page).getByTestId('form-editor-page');
  const canvas = editor.getByTestId('form-canvas');

  // three fields from the palette, each dropped on the form
  await drag(page, editor.getByTestId('palette-input'), canvas);
  await expect(canvas.getByTestId('canvas-item-field1')).toBeVisible();
  await drag(page, editor.getByTestId('palette-inputNumber'), canvas, 120);
  await expect(canvas.getByTestId('canvas-item-field2')).toBeVisible();
  // dropped on the first field: the select goes before it
  await drag(page, editor.getByTestId('palette-select'), canvas.getByTestId('canvas-item-field1'));
  await expect.poll(() => order(page)).toEqual(['canvas-item-field3', 'canvas-item-field1', 'canvas-item-field2']);

  // reordered by the handle: the number field to the top
  await drag(page, canvas.getByTestId('canvas-item-field2').getByTestId('drag-handle'), canvas.getByTestId('canvas-item-field3'), -10);
  await expect.poll(() => order(page)).toEqual(['canvas-item-field2', 'canvas-item-field3', 'canvas-item-field1']);

  // the text field: a title, a variable name, required
  await canvas.getByTestId('canvas-item-field1').click();
  const props = editor.getByTestId('field-properties');
  await field(page, 'prop-title').fill('出差事由');
  await field(page, 'prop-field').fill('reason');
  await field(page, 'prop-required').check();
  await expect(canvas.getByTestId('canvas-item-reason')).toContainText('*出差事由');
  await canvas.getByTestId('canvas-item-field2').click();
  await field(page, 'prop-title').fill('出差天数');
  await expect(props).toBeVisible();
  await shoot(page, 'bpm-form-designer');

  // the preview is the form a starter fills in: the required field is enforced, in Chinese
  await editor.getByTestId('tab-preview').click();
  const preview = editor.getByTestId('form-preview');
  await expect(preview.getByLabel('出差天数')).toBeVisible();
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByTestId('field-error')).toHaveText('出差事由不能为空');
  await shoot(page, 'bpm-form-preview');
  await preview.getByLabel(/出差事由/).fill('参加培训');
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('表单校验通过')).toBeVisible();

  // saved with a name: the address now names the form
  await editor.getByTestId('form-save').click();
  const dialog = page.getByTestId('save-form-dialog');
  await dialog.getByTestId('save-form-confirm').click();
  await expect(dialog.getByText('表单名不能为空')).toBeVisible();
  await field(page, 'form-name').fill(name);
  await dialog.getByTestId('save-form-confirm').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit\?id=\d+$/);

  // reopened from the list: the same fields in the same order, the required one marked
  await page.goto('/bpm/manager/form');
  const row = main(page).getByTestId('form-table').getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await shoot(page, 'bpm-form-list');
  await row.getByTestId('form-design').click();
  const reopened = main(page).getByTestId('form-canvas');
  await expect(main(page).getByTestId('form-editor-title')).toHaveText(name);
  await expect.poll(() => reopened.locator('[data-testid^="canvas-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))))
    .toEqual(['canvas-item-field2', 'canvas-item-field3', 'canvas-item-reason']);
  await expect(reopened.getByTestId('canvas-item-reason')).toContainText('*出差事由');
  await expect(reopened.getByTestId('canvas-item-field2')).toContainText('出差天数');
  await shoot(page, 'bpm-form-reopened');
});

/** One field of every palette type, and two written by yudao's designers (vue3 form-create, v1.6.2 form-generator). */
const EVERY_TYPE: FormField[] = [
  { type: 'input', field: 'title', title: '标题', placeholder: '请输入标题', required: true },
  { type: 'textarea', field: 'content', title: '内容' },
  { type: 'inputNumber', field: 'days', title: '天数', min: 1 },
  { type: 'select', field: 'level', title: '级别', options: [{ label: '一般', value: '1' }, { label: '紧急', value: '2' }] },
  { type: 'radio', field: 'sex', title: '性别', dictType: 'system_user_sex', dictValueType: 'int' },
  { type: 'checkbox', field: 'tags', title: '标签', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }], multiple: true },
  { type: 'switch', field: 'urgent', title: '加急' },
  { type: 'timePicker', field: 'at', title: '时间' },
  { type: 'datePicker', field: 'day', title: '日期' },
  { type: 'dateRange', field: 'period', title: '起止日期' },
  { type: 'userSelect', field: 'who', title: '经办人' },
  { type: 'upload', field: 'file', title: '附件' },
  { type: 'editor', field: 'body', title: '正文' },
];

test('renders every field type, and fields written by yudao designers, in the preview', async ({ page, request }) => {
  const admin = await apiAs(request);
  const fields = [
    ...EVERY_TYPE.map((f) => JSON.stringify(toRule(f))),
    JSON.stringify({ type: 'input', field: 'F1', title: '联系电话', validate: [{ pattern: '^1\\d{10}$', message: '手机号格式不正确' }] }),
    JSON.stringify({ __config__: { label: '备注（vue2）', tag: 'el-input', required: true }, __vModel__: 'remark2', type: 'textarea' }),
  ];
  const id = await admin<number>('POST', '/bpm/form/create', { name: `全部类型 ${Date.now().toString(36).slice(-5)}`, status: 0, conf: '{}', fields });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(`/bpm/manager/form/edit?id=${id}`);
  const editor = main(page).getByTestId('form-editor-page');
  await expect(editor.getByTestId('canvas-item-remark2')).toBeVisible();
  await editor.getByTestId('tab-preview').click();
  const preview = editor.getByTestId('form-preview');
  // the field's label (the rich-text toolbar's level menu also reads 正文 in the Chinese interface)
  await expect(preview.locator('label', { hasText: '正文' })).toBeVisible();
  await expect(preview.getByLabel('男')).toBeVisible(); // the dictionary's options
  await preview.getByLabel('联系电话').fill('123');
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByTestId('field-error')).toHaveText(['标题不能为空', '手机号格式不正确', '备注（vue2）不能为空']);
  await shoot(page, 'bpm-form-every-type');
});
