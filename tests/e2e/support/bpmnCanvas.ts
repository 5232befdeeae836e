// Drawing on the BPMN designer's canvas as a person does: click a shape, use its context pad, type in the panel.
import { expect, type Page } from '@playwright/test';
import { field } from './session.ts';

export const shape = (page: Page, id: string) => page.locator(`.djs-element[data-element-id="${id}"]`);
const panelId = (page: Page) => page.getByTestId('bpmn-panel').getAttribute('data-element-id');

/** Selects one element by clicking the middle of its shape, after clicking empty canvas (a second click would deselect). */
export async function selectShape(page: Page, id: string): Promise<void> {
  const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width - 60, canvas.y + 30);
  const box = (await shape(page, id).locator('.djs-visual').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => panelId(page)).toBe(id);
}

/** Appends a shape to `from` with a context pad action (e.g. append.append-task); returns the new shape's id. */
export async function appendShape(page: Page, from: string, action: string): Promise<string> {
  await selectShape(page, from);
  const ids = () => page.locator('.djs-shape').evaluateAll((els) => els.map((e) => e.getAttribute('data-element-id')!));
  const before = await ids();
  await page.locator(`.djs-context-pad [data-action="${action}"]`).click();
  await expect.poll(async () => (await ids()).length).toBeGreaterThan(before.length);
  return (await ids()).find((id) => !before.includes(id) && !id.endsWith('_label'))!;
}

/** Types into a panel input and tabs out: the panel commits on blur. */
export async function commitPanel(page: Page, testId: string, value: string): Promise<void> {
  const input = field(page, testId);
  await input.fill(value);
  await input.press('Tab');
}
