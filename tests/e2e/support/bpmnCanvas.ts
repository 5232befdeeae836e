// Drawing on the BPMN designer's canvas as a person does: click a shape, use its context pad, type in the panel.
import { expect, type Page } from '@playwright/test';
import { field } from './session.ts';

export const shape = (page: Page, id: string) => page.locator(`.djs-element[data-element-id="${id}"]`);
export const panelId = (page: Page) => page.getByTestId('bpmn-panel').getAttribute('data-element-id');

/** Clears the selection by clicking empty canvas (clicking a selected element would deselect it in diagram-js 15). */
export async function clearSelection(page: Page): Promise<void> {
  const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width - 60, canvas.y + 30);
}

/** Selects one element by clicking the middle of its shape, after clicking empty canvas (a second click would deselect). */
export async function selectShape(page: Page, id: string): Promise<void> {
  await clearSelection(page);
  const box = (await shape(page, id).locator('.djs-visual').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => panelId(page)).toBe(id);
}

/** Adds an element to the selection: a Ctrl+click on it. */
export async function addToSelection(page: Page, id: string): Promise<void> {
  await shape(page, id).locator('.djs-hit').click({ modifiers: ['Control'] });
}

/** Clicks a connection at the middle of its path (its bounding box centre may miss a bent line). */
export async function clickConnection(page: Page, id: string): Promise<void> {
  await clearSelection(page);
  // a point on the connection's line, in page coordinates (the middle of its box may be off a bent line)
  const point = await page.locator(`.djs-connection[data-element-id="${id}"] .djs-hit`).first().evaluate((hit: SVGPathElement) => {
    const p = hit.getPointAtLength(hit.getTotalLength() * 0.6);
    const m = hit.getScreenCTM()!;
    const x = p.x * m.a + p.y * m.c + m.e;
    const y = p.x * m.b + p.y * m.d + m.f;
    return { x, y };
  });
  await page.mouse.click(point.x, point.y);
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

/**
 * Picks an option of a panel select and waits for its menu to be gone, as a user does: while the menu closes, its
 * invisible backdrop still covers the page, and the raw mouse clicks on the canvas (clearSelection, clickConnection)
 * would land on it and do nothing (seen on a loaded machine: the next connection was never selected).
 */
export async function choose(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-${value}`).click();
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

/**
 * Opens a panel section and waits until it has finished opening, as a user waits to see it: while its height still
 * grows, what is inside moves under the pointer (on a loaded machine a click on 添加监听器 went down on the button
 * and up elsewhere: the button had focus, no drawer opened).
 */
export async function openSection(page: Page, id: string): Promise<void> {
  const section = page.getByTestId(`panel-section-${id}`);
  if (!(await section.getAttribute('class'))?.includes('Mui-expanded')) await section.locator('.MuiAccordionSummary-root').click();
  await expect(section.locator(':scope > .MuiCollapse-root')).toHaveClass(/MuiCollapse-entered/);
}
