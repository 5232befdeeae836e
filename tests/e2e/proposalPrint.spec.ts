// Issue #17 points 4 and 5: the print page of a proposal longer than one A4 page — on screen, as printed, and its
// PDF export read back (pages, A4 size) — and the proposal statistics on the staff's home page, not on a deputy's.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiAs, signIn } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const TITLE = `关于推进城区老旧小区加装电梯的建议 ${Date.now()}`;
const PARAGRAPH = '建议市政府统筹财政补助与居民自筹，简化加装电梯的审批流程，明确规划、住建、市场监管等部门的职责分工，'
  + '对符合条件的老旧小区给予每台不低于二十万元的补助，并建立加装电梯后期维护保养的长效机制，切实解决老年人上下楼难的问题。';
// about three A4 pages of text, so the PDF must be paged
const CONTENT = Array.from({ length: 30 }, (_, i) => `<p>${i + 1}. ${PARAGRAPH}</p>`).join('');

interface Dept { id: number; name: string }

let proposalId: number;

test.beforeAll(async ({ request }) => {
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const staff = await apiAs(request, 'staff', 'staff123');
  const unit = await apiAs(request, 'unit1', 'unit123');
  const admin = await apiAs(request);
  const [cosigner] = (await admin<{ list: { id: number }[] }>('GET', '/system/user/page?pageNo=1&pageSize=10&username=deputy2')).list;
  proposalId = await deputy<number>('POST', '/renda/proposal/create', {
    title: TITLE, type: '2', category: '2', content: CONTENT, session: '市十六届人大三次会议', year: 2026,
    contactName: '张建国', contactMobile: '13800000001', openStatus: '1', cosignerIds: [cosigner.id],
  });
  await deputy('PUT', '/renda/proposal/submit', { id: proposalId });
  await staff('PUT', '/renda/proposal/review', { id: proposalId, decision: 'accept', reason: '同意立案' });
  const depts = await admin<Dept[]>('GET', '/system/dept/list');
  const housing = depts.find((d) => d.name === '市住房和城乡建设委员会')!;
  await staff('PUT', '/renda/proposal/assign', { id: proposalId, units: [{ deptId: housing.id, handleType: '1' }], reason: '请按期办理' });
  await unit('PUT', '/renda/proposal/reply', {
    id: proposalId, handleResult: '3', resultType: 'B',
    content: '<p>感谢您的建议。我委已会同相关部门制定老旧小区加装电梯三年行动计划，计划每年完成加装五百台，并将补助标准提高至每台二十万元。</p>',
  });
  await deputy('PUT', '/renda/proposal/feedback', { id: proposalId, satisfaction: '1' });
});

async function openPrint(page: Page) {
  await page.goto(`/print?id=${proposalId}`);
  await expect(page.getByTestId('print-title')).toHaveText(TITLE);
  // the dictionaries have loaded when the labels are there
  await expect(page.getByTestId('print-info')).toContainText('城乡建设');
}

test('the print page shows the official document, prints only it, and exports a paged A4 PDF named after the title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await openPrint(page);
  await expect(page.getByTestId('print-heading')).toHaveText('市十六届人大三次会议 代表建议');
  await expect(page.getByTestId('print-serial')).toHaveText(/^第 \d+ 号$/);
  await expect(page.getByTestId('print-info')).toContainText('张建国');
  await expect(page.getByTestId('print-info')).toContainText('13800000001');
  await expect(page.getByTestId('print-content').locator('p')).toHaveCount(30);
  await expect(page.getByTestId('print-reply')).toContainText('市住房和城乡建设委员会（主办）');
  await expect(page.getByTestId('print-reply')).toContainText('B类（列入计划逐步解决）');
  await expect(page.getByTestId('print-feedback')).toHaveText('满意');
  await saveScreen(page, { path: `${SCREENS}/proposal-print.png` });
  await saveScreen(page, { path: `${SCREENS}/proposal-print-full.png`, fullPage: true });

  // printed: the buttons are gone and the sheet loses its shadow and padding to the page margins
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-export')).toBeHidden();
  await expect(page.getByTestId('print-document')).toHaveCSS('box-shadow', 'none');
  await expect(page.getByTestId('print-document')).toHaveCSS('padding-top', '0px');
  await saveScreen(page, { path: `${SCREENS}/proposal-print-media.png`, fullPage: true });

  // what the 打印 dialog prints (Chromium's own print to PDF, with the page's @page rule): A4 pages, the document only
  const printedFile = test.info().outputPath('printed.pdf');
  await page.pdf({ path: printedFile, preferCSSPageSize: true });
  const printed = await getDocument({ data: new Uint8Array(readFileSync(printedFile)) }).promise;
  expect(printed.numPages).toBeGreaterThanOrEqual(2);
  let printedText = '';
  for (let n = 1; n <= printed.numPages; n++) {
    const printedPage = await printed.getPage(n);
    expect(printedPage.view.slice(2).map((v) => Math.round(v))).toEqual([595, 842]);
    printedText += (await printedPage.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  expect(printedText).toContain(TITLE.split(' ')[1]);
  expect(printedText).toContain('办理答复');
  expect(printedText).not.toContain('导出PDF');
  await printed.destroy();
  await page.emulateMedia({ media: 'screen' });

  const downloaded = page.waitForEvent('download');
  await page.getByTestId('print-export').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${TITLE}.pdf`);
  await expect(page.getByTestId('print-export')).toHaveText('导出PDF');
  const file = test.info().outputPath('proposal.pdf');
  await download.saveAs(file);

  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)) }).promise;
  expect(pdf.numPages).toBeGreaterThanOrEqual(2);
  for (let n = 1; n <= pdf.numPages; n++) {
    const [, , width, height] = (await pdf.getPage(n)).view;
    expect([width, height].map((v) => Math.round(v * 100) / 100)).toEqual([595.28, 841.89]);
  }
  expect((await pdf.getMetadata()).info).toMatchObject({ Title: TITLE });
  await pdf.destroy();
});

test('the staff\'s home page shows the proposal statistics as charts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'staff', 'staff123');
  const card = page.getByTestId('home-proposal-stats');
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('home-proposal-total')).not.toHaveText('0');
  await expect(page.getByTestId('home-proposal-rate')).toHaveText(/^\d+(\.\d)?%$/);
  for (const chart of ['home-proposal-by-status', 'home-proposal-satisfaction', 'home-proposal-by-unit']) {
    await expect(card.getByTestId(chart).locator('svg').first()).toBeVisible();
  }
  await expect(card.getByTestId('home-proposal-by-status')).toContainText('已办结');
  await expect(card.getByTestId('home-proposal-by-unit')).toContainText('市住房和城乡建设委员会');
  await saveScreen(page, { path: `${SCREENS}/home-proposal-stats.png`, fullPage: true });
});

test('a deputy\'s home page stays as it was: no proposal statistics', async ({ page }) => {
  await signIn(page, 'deputy1', 'deputy123');
  await expect(page.getByTestId('home-work')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('home-proposal-stats')).toHaveCount(0);
});
