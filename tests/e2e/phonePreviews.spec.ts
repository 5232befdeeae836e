// Issue 34 point 2 at 375 × 812: a PDF and a Word report open fitted to the width of the phone, zoom down to that
// fit and no further, and a page zoomed past the screen scrolls uncut; the process diagram opens fitted in its box
// with 放大 / 缩小 / 适应画布, and its steps are a timeline on the phone, a table on a desk. Reached as a deputy reaches
// them: an attachment's 预览, 我的年度报告's 预览, a proposal's 查看进度. Screens go to E2E_SCREENS_DIR, phone-preview-*.png.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeDocx } from '../support/docx.ts';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { makePdf, upload } from './support/previewFiles.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';
import { apiAs, signIn } from './support/session.ts';

const shoot = (page: Page, name: string) => saveScreen(page, { path: `${SCREENS}/phone-preview-${name}.png`, fullPage: true });
const percent = async (label: Locator) => Number((await label.textContent())!.replace('%', ''));
const width = async (element: Locator) => (await element.boundingBox())!.width;
/** The width a scrolling box gives its content: its inner width less its padding. */
const space = (box: Locator) => box.evaluate((el) => {
  const style = getComputedStyle(el);
  return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
});
const screenWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

test('a PDF attachment opens fitted to the phone, zooms down to the fit only, and scrolls uncut when zoomed in', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const url = await upload(request, 'deputy1', 'deputy123', '三页的报告.pdf', 'application/pdf', await makePdf(page));
  const call = await apiAs(request, 'deputy1', 'deputy123');
  const id = await call<number>('POST', '/renda/proposal/create', { title: '手机上预览附件', type: '2', attachments: [{ name: '三页的报告.pdf', url }] });
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto(`/proposal/detail?id=${id}`);
  await main(page).getByTestId('proposal-attachments').getByTestId('file-preview').click();
  await expect(page).toHaveURL(`/preview-pdf?path=${encodeURIComponent(url)}`);

  const viewer = page.getByTestId('pdf-preview');
  const scroller = viewer.getByTestId('pdf-scroller');
  const canvas = viewer.locator('.react-pdf__Page__canvas');
  const label = viewer.getByTestId('pdf-zoom');
  await expect(viewer.getByTestId('pdf-page')).toHaveText('1 / 3');
  await expect(viewer.locator('.textLayer')).toContainText('First page of the report');
  // fitted: the A4 page (595 px at 100 %) fills the width it has, within the screen, and 缩小 has nowhere to go
  const fitted = await width(canvas);
  expect(fitted).toBeLessThanOrEqual(await screenWidth(page));
  expect(fitted).toBeGreaterThanOrEqual(0.9 * (await space(scroller)));
  const fitPercent = await percent(label);
  expect(fitPercent).toBeLessThan(100);
  await expect(viewer.getByTestId('pdf-zoom-out')).toBeDisabled();
  expect(await phoneProblems(page, '/preview-pdf')).toEqual([]);
  await shoot(page, 'pdf-fitted');

  // 放大 grows it on the 5 % grid until it is wider than the screen; the box then scrolls from the page's left edge
  await viewer.getByTestId('pdf-zoom-in').click();
  await expect.poll(() => percent(label)).toBe(Math.floor(fitPercent / 5) * 5 + 5);
  await expect.poll(() => width(canvas)).toBeGreaterThan(fitted);
  while ((await percent(label)) < 120) await viewer.getByTestId('pdf-zoom-in').click();
  await expect.poll(() => width(canvas)).toBeGreaterThan(PHONE.width);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect((await canvas.boundingBox())!.x).toBeGreaterThanOrEqual((await scroller.boundingBox())!.x);
  await scroller.evaluate((el) => el.scrollBy(200, 0));
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await shoot(page, 'pdf-zoomed');

  // 缩小 steps back down to the fit and stops there
  while (await viewer.getByTestId('pdf-zoom-out').isEnabled()) await viewer.getByTestId('pdf-zoom-out').click();
  await expect(label).toHaveText(`${fitPercent}%`);
  await expect.poll(() => width(canvas)).toBeCloseTo(fitted, 0);

  // two fingers spread zoom in; pinched together they stop at the fit
  const box = (await scroller.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
  const pinch = async (from: number, to: number) => {
    const y = box.y + 200;
    const x = box.x + box.width / 2;
    const points = (d: number) => [{ x: x - d, y, id: 0 }, { x: x + d, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
    for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + ((to - from) * i) / 5) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await pinch(40, 80);
  await expect.poll(() => percent(label)).toBeGreaterThan(fitPercent + 20);
  await pinch(80, 20);
  await expect(label).toHaveText(`${fitPercent}%`);
});

test('a Word report opens fitted to the phone: nothing wider than the screen, and it zooms', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const docx = await makeDocx({ heading: '2025年度履职报告', paragraph: '本人一年来依法履职，情况如下。', rows: [['履职事项', '次数'], ['视察', '3'], ['接待选民', '12']], picture: true });
  const url = await upload(request, 'deputy2', 'deputy123', '履职报告.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx);
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto(`/preview-report?path=${encodeURIComponent(url)}`);
  const doc = page.getByTestId('report-document');
  await expect(doc.getByText('2025年度履职报告')).toBeVisible();
  const sheet = doc.locator('section.docx').first();
  const fitted = await width(sheet);
  expect(fitted).toBeLessThanOrEqual(await screenWidth(page));
  expect(fitted).toBeGreaterThanOrEqual(0.8 * (await space(doc)));
  // the report's own table is the document's, not a list squeezed into the phone
  const problems = await phoneProblems(page, '/preview-report');
  expect(problems).toEqual([]);
  expect(await page.locator('table').evaluateAll((tables) => tables.filter((t) => !t.closest('[data-testid="report-document"]')).length)).toBe(0);
  await expect(page.getByTestId('report-zoom-out')).toBeDisabled();
  await shoot(page, 'report-fitted');

  await page.getByTestId('report-zoom-in').click();
  await expect.poll(() => width(sheet)).toBeGreaterThan(fitted);
  await page.getByTestId('report-zoom-out').click();
  await expect.poll(() => width(sheet)).toBeCloseTo(fitted, 0);
  await expect(page.getByTestId('report-zoom-out')).toBeDisabled();
});

test("a proposal's process: the diagram opens fitted with zoom buttons, the steps are a timeline on a phone and a table on a desk", async ({ page, request }) => {
  test.setTimeout(120_000);
  const call = await apiAs(request, 'deputy1', 'deputy123');
  const id = await call<number>('POST', '/renda/proposal/create', { title: '手机上看流程', type: '2', category: '5', content: '<p>建议增设公交站点。</p>', session: '市十六届人大三次会议' });
  await call('PUT', '/renda/proposal/submit', { id });
  await page.setViewportSize(PHONE);
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto(`/proposal/detail?id=${id}`);
  await main(page).getByTestId('proposal-progress').click();
  await expect(page).toHaveURL(`/proposal/process-instance/detail?id=${id}`);

  const viewer = main(page).getByTestId('process-viewer');
  const canvas = viewer.getByTestId('viewer-canvas');
  await expect(canvas).toHaveAttribute('data-fitted', 'true');
  // every shape and label of the diagram inside its box
  const outside = () => canvas.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    return [...box.querySelectorAll('.djs-element:not(.djs-root)')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < frame.left - 1 || r.right > frame.right + 1 || r.top < frame.top - 1 || r.bottom > frame.bottom + 1);
    }).map((el) => el.getAttribute('data-element-id'));
  });
  expect(await outside()).toEqual([]);
  const frame = (await canvas.boundingBox())!;
  expect(frame.x + frame.width).toBeLessThanOrEqual(await screenWidth(page));
  const fit = Number(await canvas.getAttribute('data-zoom'));

  await viewer.getByTestId('viewer-zoom-in').click();
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(fit);
  await expect(canvas).toHaveAttribute('data-fitted', 'false');
  await shoot(page, 'diagram-zoomed');
  await viewer.getByTestId('viewer-zoom-out').click();
  await viewer.getByTestId('viewer-zoom-out').click();
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeLessThan(fit);
  await viewer.getByTestId('viewer-zoom-fit').click();
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeCloseTo(fit, 2);
  expect(await outside()).toEqual([]);

  // the steps: a timeline with who, result and times; no table, nothing wider than the screen
  const steps = viewer.getByTestId('viewer-steps');
  await expect(steps).toHaveAttribute('data-layout', 'timeline');
  await expect(steps.getByTestId('viewer-step-review')).toContainText('待审核');
  await expect(steps.getByTestId('viewer-step-review')).toContainText('经办人：王联络');
  await expect(steps.getByTestId('viewer-step-review')).toContainText('创建时间：');
  expect(await viewer.locator('table').count()).toBe(0);
  expect(await viewer.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(await screenWidth(page));
  await shoot(page, 'process');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(viewer.locator('table[data-testid="viewer-steps"]')).toBeVisible();
  await expect(viewer.getByTestId('viewer-step-review')).toContainText('待审核');
  await saveScreen(page, { path: `${SCREENS}/desk-preview-process.png`, fullPage: true });
});
