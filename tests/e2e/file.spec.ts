// Issue 19 point 1 and issue 17's attachments through the screens: 张建国 (deputy1) attaches a PDF to a proposal
// draft, sees it on the detail with its size and downloads it (the bytes read back); the administrator finds it on
// 文件列表, has a page refused with the server's message in the upload dialog, and sees 文件配置 with its master.
// Screens go to E2E_SCREENS_DIR.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const suffix = Date.now().toString(36).slice(-6);

/** A small one-page PDF made here (file-type knows it by its header; Chromium's viewer shows it). */
function makePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a deputy attaches a PDF to a draft, sees and downloads it; 文件列表 shows it; 文件配置', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const pdf = makePdf(`Attachment ${suffix}`);
  const name = `附件-${suffix}.pdf`;

  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/proposal/create');
  const form = main(page).getByTestId('proposal-create-page');
  await field(page, 'proposal-title').fill(`关于社区卫生服务站建设的建议 ${suffix}`);
  await form.getByTestId('proposal-type').getByRole('combobox').click();
  await page.getByRole('option', { name: '建议', exact: true }).click();
  await form.getByTestId('proposal-attachments-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  const chosen = form.getByTestId('proposal-attachments-list');
  await expect(chosen.getByRole('link', { name })).toBeVisible();
  await expect(chosen.getByTestId('file-size')).toHaveText(`${pdf.length} B`);
  await form.getByTestId('proposal-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '草稿已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/proposal\/create\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await shoot(page, 'file-proposal-create');

  // the detail lists it with its size; 下载 saves the very bytes uploaded, under its name
  await page.goto(`/proposal/detail?id=${id}`);
  const attachments = main(page).getByTestId('proposal-attachments');
  await expect(attachments.getByRole('link', { name })).toBeVisible();
  await expect(attachments.getByTestId('file-size')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), attachments.getByTestId('file-download').click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect(Buffer.compare(readFileSync(await download.path()), pdf)).toBe(0);
  // the name opens the PDF in a new tab, shown rather than saved
  const href = await attachments.getByRole('link', { name }).getAttribute('href');
  const served = await page.request.get(href!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^inline; /);
  await shoot(page, 'file-proposal-detail');

  // the administrator's 文件列表 has it; an HTML page is refused in the upload dialog with the server's message
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'admin', 'admin123');
  await page.goto('/infra/file');
  const row = main(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('application/pdf');
  await main(page).getByTestId('toolbar-upload').click();
  const dialog = page.getByTestId('file-upload-dialog');
  await dialog.getByTestId('file-input').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(dialog.getByTestId('file-refused')).toContainText('文件格式不正确，请上传 JPG、PNG、GIF、WEBP、PDF');
  await dialog.getByTestId('file-input').setInputFiles({ name: `说明-${suffix}.txt`, mimeType: 'text/plain', buffer: Buffer.from('会议材料清单\n') });
  await expect(dialog.getByTestId('file-uploaded')).toContainText(`说明-${suffix}.txt`);
  await shoot(page, 'file-upload-dialog');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(main(page).getByRole('row').filter({ hasText: `说明-${suffix}.txt` })).toContainText('text/plain');
  await shoot(page, 'file-list');

  // 文件配置: the local disk is the master, the database can be tested
  await page.goto('/infra/file-config');
  const disk = main(page).getByRole('row').filter({ hasText: '本地磁盘' });
  await expect(disk).toBeVisible();
  await expect(disk.getByTestId('row-master')).toHaveCount(0);
  const database = main(page).getByRole('row').filter({ hasText: '数据库存储' });
  await database.getByTestId('row-test').click();
  await expect(page.getByTestId('file-config-test-dialog')).toContainText('测试通过');
  await shoot(page, 'file-config-test');
  await page.getByTestId('file-config-test-dialog').getByRole('button', { name: '关闭' }).click();
  await shoot(page, 'file-config');
});
