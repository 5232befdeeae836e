// Issue 19 points 2 and 3 in the browser: a multi-page PDF made here, previewed in /preview-pdf (paged, zoomed by 5 %,
// the label right, the text selectable) and reached from a proposal's attachment; a .docx made here with a table,
// previewed in /preview-report; an annual report from the deputy's upload through the staff's review. Screens go to
// E2E_SCREENS_DIR.
import { expect, test } from '@playwright/test';
import { makeDocx } from '../support/docx.ts';
import { answerConfirm } from './support/confirm.ts';
import { apiAs, signIn } from './support/session.ts';
import { makePdf, upload } from './support/previewFiles.ts';
import { main, shoot } from './support/screens.ts';

test('a multi-page PDF opens in the viewer: pages, 5 % zoom steps from 100 %, selectable text; an attachment leads there', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const pdf = await makePdf(page);
  const url = await upload(request, 'deputy1', 'deputy123', '三页的报告.pdf', 'application/pdf', pdf);

  await signIn(page, 'deputy1', 'deputy123');
  // a proposal draft with the PDF attached: 预览 beside it opens the product's viewer
  const call = await apiAs(request, 'deputy1', 'deputy123');
  const id = await call<number>('POST', '/renda/proposal/create', { title: '附有PDF的建议', type: '2', attachments: [{ name: '三页的报告.pdf', url }] });
  await page.goto(`/proposal/detail?id=${id}`);
  await main(page).getByTestId('proposal-attachments').getByTestId('file-preview').click();
  await expect(page).toHaveURL(`/preview-pdf?path=${encodeURIComponent(url)}`);

  const viewer = page.getByTestId('pdf-preview');
  await expect(viewer.getByTestId('pdf-page')).toHaveText('1 / 3');
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('100%');
  await expect(viewer.getByTestId('pdf-zoom-out')).toBeDisabled();
  await expect(viewer.getByTestId('pdf-prev')).toBeDisabled();
  const textLayer = viewer.locator('.textLayer');
  await expect(textLayer).toContainText('First page of the report');
  const canvas = viewer.locator('.react-pdf__Page__canvas');
  const width100 = (await canvas.boundingBox())!.width;
  await shoot(page, 'preview-pdf-page1');

  await viewer.getByTestId('pdf-next').click();
  await expect(viewer.getByTestId('pdf-page')).toHaveText('2 / 3');
  await expect(textLayer).toContainText('Second page of the report');
  await viewer.getByTestId('pdf-next').click();
  await expect(viewer.getByTestId('pdf-page')).toHaveText('3 / 3');
  await expect(viewer.getByTestId('pdf-next')).toBeDisabled();
  await viewer.getByTestId('pdf-prev').click();
  await expect(viewer.getByTestId('pdf-page')).toHaveText('2 / 3');

  await viewer.getByTestId('pdf-zoom-in').click();
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('105%');
  await viewer.getByTestId('pdf-zoom-in').click();
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('110%');
  await expect.poll(async () => Math.round(((await canvas.boundingBox())!.width / width100) * 100)).toBe(110);
  await viewer.getByTestId('pdf-zoom-out').click();
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('105%');
  await viewer.getByTestId('pdf-zoom-out').click();
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('100%');
  await expect(viewer.getByTestId('pdf-zoom-out')).toBeDisabled();

  // the text is text: a triple click selects the line
  await textLayer.getByText('Second page of the report').click({ clickCount: 3 });
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Second page of the report');
  await viewer.getByTestId('pdf-zoom-in').click();
  await shoot(page, 'preview-pdf-page2-zoomed');

  // 返回 goes back to the proposal
  await viewer.getByTestId('preview-back').click();
  await expect(page).toHaveURL(`/proposal/detail?id=${id}`);

  // a path that is not a file of ours is refused in words, with the way back
  await page.goto('/preview-pdf?path=/etc/passwd');
  await expect(page.getByTestId('preview-error')).toHaveText(/文件路径不正确：只能预览本系统存储的文件/);
  await page.goto(`/preview-pdf?path=${encodeURIComponent('/admin-api/infra/file/2/get/../../../etc/passwd')}`);
  await expect(page.getByTestId('preview-error')).toContainText('文件路径不正确');
  await page.goto(`/preview-pdf?path=${encodeURIComponent('/admin-api/infra/file/2/get/20260101/0123456789abcdef0123456789abcdef.pdf')}`);
  await expect(page.getByTestId('preview-error')).toContainText('文件不存在');
  await shoot(page, 'preview-pdf-missing');
});

test('a big PDF shows how much of it has arrived', async ({ page, request }) => {
  test.setTimeout(120_000);
  // a page of noise does not compress: a PDF of some megabytes, read over a slow line
  const maker = await page.context().newPage();
  await maker.setContent('<canvas id="c" width="1200" height="1600"></canvas>');
  await maker.evaluate(() => {
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(image, 0, 0);
    document.body.innerHTML = `<p style="font: 28px sans-serif">Noise</p><img style="width: 100%" src="${canvas.toDataURL('image/png')}">`;
  });
  const pdf = await maker.pdf({ format: 'A4' });
  await maker.close();
  expect(pdf.length).toBeGreaterThan(1_000_000);
  const url = await upload(request, 'deputy1', 'deputy123', '大文件.pdf', 'application/pdf', pdf);

  await signIn(page, 'deputy1', 'deputy123');
  // the viewer's page is loaded at full speed (a path refused at once), then the file comes slowly
  await page.goto('/preview-pdf?path=none');
  await expect(page.getByTestId('preview-error')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 400 * 1024, uploadThroughput: -1 });
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/preview-pdf?path=${encodeURIComponent(url)}`);
  await expect(page.getByTestId('preview-loading')).toContainText(/正在加载 \d+%/);
  await shoot(page, 'preview-pdf-progress');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByTestId('pdf-page')).toHaveText('1 / 1', { timeout: 60_000 });
  await expect(page.getByTestId('preview-loading')).toHaveCount(0);
});

test('a Word document made here previews with its heading, table, picture and web link, without its script link', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const links = [{ text: '人大网', target: 'https://www.npc.gov.cn/' }, { text: '点此查看附件', target: 'javascript:alert(document.cookie)' }];
  const docx = await makeDocx({ heading: '2025年度履职报告', paragraph: '本人一年来依法履职，情况如下。', rows: [['履职事项', '次数'], ['视察', '3'], ['接待选民', '12']], picture: true, links });
  const url = await upload(request, 'deputy2', 'deputy123', '履职报告.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx);

  await signIn(page, 'deputy2', 'deputy123');
  await page.goto(`/preview-report?path=${encodeURIComponent(url)}`);
  const doc = page.getByTestId('report-document');
  await expect(doc.getByText('2025年度履职报告')).toBeVisible();
  const table = doc.locator('table');
  await expect(table).toBeVisible();
  await expect(table.locator('tr')).toHaveCount(3);
  await expect(table.locator('tr').nth(2)).toContainText('接待选民');
  await expect(table.locator('tr').nth(2)).toContainText('12');
  const picture = doc.locator('img');
  await expect(picture).toBeVisible();
  expect(Math.round((await picture.boundingBox())!.width)).toBe(100);
  await expect(page.getByTestId('preview-loading')).toHaveCount(0);
  // the web link stays a link; the javascript: one is its text only (issue 38, point 9)
  await expect(doc.getByRole('link', { name: '人大网' })).toHaveAttribute('href', 'https://www.npc.gov.cn/');
  await expect(doc.getByText('点此查看附件')).toBeVisible();
  await expect(doc.getByRole('link', { name: '点此查看附件' })).toHaveCount(0);
  await expect(doc.locator('[href*="script:"]')).toHaveCount(0);
  await shoot(page, 'preview-docx');

  await page.goto('/preview-report?path=C:/reports/a.docx');
  await expect(page.getByTestId('preview-error')).toContainText('文件路径不正确');
});

test('an annual report: the deputy uploads and submits it, the staff preview and approve it, the deputy sees the result', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const docx = await makeDocx({ heading: '张建国2025年度履职报告', paragraph: '全年参加视察三次。', rows: [['项目', '次数'], ['视察', '3']] });

  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/renda/my-report');
  const mine = main(page).getByTestId('my-report');
  await mine.getByTestId('my-report-create').click();
  const form = page.getByTestId('report-form');
  // the report of 2025 (its heading's year): phoneWork.spec's deputy1 reports on the default year, and one deputy has one
  // report a year and type; both files may run on one worker's server
  await form.getByTestId('report-form-year').getByRole('combobox').click();
  await page.getByRole('option', { name: '2025年度', exact: true }).click();
  await expect(form.getByTestId('report-form-year')).toContainText('2025年度');
  // a file that is not Word is turned down before it goes
  await form.getByTestId('report-form-file').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(form.getByTestId('report-form-error')).toHaveText('请选择 .docx 格式的 Word 文档');
  await form.getByTestId('report-form-file').setInputFiles({
    name: '张建国2025年度履职报告.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx,
  });
  await expect(form.getByTestId('report-form-file-name')).toContainText('张建国2025年度履职报告.docx');
  await expect(form.locator('input[data-testid="report-form-title"], [data-testid="report-form-title"] input').first()).toHaveValue('张建国2025年度履职报告');
  await shoot(page, 'preview-report-form');
  await form.getByTestId('report-form-save').click();
  await expect(form).toHaveCount(0);
  const row = mine.locator('[data-testid^="my-report-row-"]').filter({ hasText: '张建国2025年度履职报告' });
  await expect(row.getByTestId('row-status')).toHaveText('草稿');

  // the deputy sees it as the staff will
  await row.getByTestId('row-preview').click();
  await expect(page.getByTestId('report-document').locator('table')).toContainText('视察');
  await page.getByTestId('preview-back').click();
  await row.getByTestId('row-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row.getByTestId('row-status')).toHaveText('已提交');
  await expect(row.getByTestId('row-edit')).toHaveCount(0);
  await shoot(page, 'preview-my-report');

  // the staff: 年度履职报告 lists it; 预览, then 审核 → 通过
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'staff', 'staff123');
  await page.goto('/renda/report');
  const listed = main(page).getByTestId('result-row').filter({ hasText: '张建国2025年度履职报告' });
  await expect(listed).toHaveCount(1);
  await expect(listed.locator('[data-field="status"]')).toHaveText('已提交');
  await shoot(page, 'preview-staff-list');
  await listed.getByTestId('row-preview').click();
  await expect(page.getByTestId('report-document').locator('table')).toContainText('视察');
  await page.getByTestId('preview-back').click();
  await listed.getByTestId('row-review').click();
  const review = page.getByTestId('report-review');
  await expect(review.getByTestId('report-review-preview')).toBeVisible();
  await review.getByTestId('report-review-opinion').locator('textarea').first().fill('内容翔实，同意。');
  await shoot(page, 'preview-review');
  // 退回修改 asks first, saying what follows; 取消 leaves the report submitted and the opinion as written
  await review.getByTestId('report-review-return').click();
  await answerConfirm(page, '退回后代表将看到审核意见，修改后重新提交。确定退回修改吗？', 'cancel');
  await expect(review.getByTestId('report-review-opinion').locator('textarea').first()).toHaveValue('内容翔实，同意。');
  await expect(listed.locator('[data-field="status"]')).toHaveText('已提交');
  await review.getByTestId('report-review-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '报告已通过审核' })).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(listed.locator('[data-field="status"]')).toHaveText('已通过');
  await expect(listed.getByTestId('row-review')).toHaveCount(0);

  // the deputy reads the outcome and the opinion
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/renda/my-report');
  const done = main(page).locator('[data-testid^="my-report-row-"]').filter({ hasText: '张建国2025年度履职报告' });
  await expect(done.getByTestId('row-status')).toHaveText('已通过');
  await expect(done.getByTestId('row-opinion')).toHaveText('内容翔实，同意。');
});

test('in English the report screens and the previews speak English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const han = /\p{Script=Han}/u;
  await signIn(page);
  await page.getByTestId('locale-switch').click();
  await page.goto('/renda/my-report');
  const mine = main(page).getByTestId('my-report');
  await expect(mine.getByTestId('my-report-create')).toHaveText('New report');
  await expect(mine.locator('thead')).toContainText('Report type');
  await expect(mine.locator('thead')).not.toContainText(han);
  await mine.getByTestId('my-report-create').click();
  const form = page.getByTestId('report-form');
  await expect(form.getByRole('heading')).toHaveText('New report');
  await expect(form.getByRole('button', { name: 'Choose a Word document' })).toBeVisible();
  await expect(form.getByText('Word documents (.docx) only; the type is read from the content')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/renda/report');
  await expect(main(page).locator('thead')).toContainText('Delegation');
  await expect(main(page).locator('thead')).not.toContainText(han);

  await page.goto('/preview-pdf?path=/etc/passwd');
  await expect(page.getByTestId('preview-error')).toHaveText(/Wrong file path: only files stored by this system can be previewed/);
  await expect(page.getByTestId('pdf-preview')).not.toContainText(han);
  await page.goto('/preview-report');
  await expect(page.getByTestId('preview-error')).toContainText('No file to preview was given');
  await expect(page.getByTestId('report-preview')).not.toContainText(han);
  await shoot(page, 'preview-english-report-preview');
});
