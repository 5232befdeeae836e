// pdf.js's character maps (issue 19 point 4's note on the PDF preview): a PDF whose Chinese text uses the non-embedded
// STSong-Light font through the UniGB-UCS2-H CMap — as older office software writes them — shows its text in the
// viewer. Without the bundled cMaps pdf.js cannot decode those codes and the page stays empty.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, TENANT } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const TEXT = '人大代表履职';

/** A one-page PDF with a Type0 font that is referenced, not embedded; its text is UCS-2 codes for UniGB-UCS2-H. */
function cjkPdf(): Buffer {
  const hex = [...TEXT].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('');
  const content = `BT /F1 36 Tf 72 700 Td <${hex}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function upload(request: APIRequestContext, buffer: Buffer): Promise<string> {
  const tenant = (await (await request.get(`/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent(TENANT)}`)).json()).data;
  const login = (await (await request.post('/admin-api/system/auth/login', { headers: { 'tenant-id': String(tenant) }, data: { username: 'deputy1', password: 'deputy123' } })).json()).data;
  const res = await request.post('/admin-api/infra/file/upload', {
    headers: { 'tenant-id': String(tenant), Authorization: `Bearer ${login.accessToken}` },
    multipart: { file: { name: '未嵌入字体.pdf', mimeType: 'application/pdf', buffer } },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as string;
}

test('a Chinese PDF without embedded fonts shows its text, the character map fetched from our own origin', async ({ page, request, baseURL }) => {
  const url = await upload(request, cjkPdf());
  const cmaps: string[] = [];
  page.on('request', (r) => r.url().includes('/cmaps/') && cmaps.push(r.url()));
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto(`/preview-pdf?path=${encodeURIComponent(url)}`);
  const viewer = page.getByTestId('pdf-preview');
  await expect(viewer.getByTestId('pdf-page')).toHaveText('1 / 1');
  await expect(viewer.locator('.textLayer')).toContainText(TEXT);
  expect(cmaps.length).toBeGreaterThan(0);
  expect(cmaps.every((u) => u.startsWith(`${baseURL}/pdfjs/cmaps/`))).toBe(true);
  await saveScreen(page, { path: `${SCREENS}/pdf-preview-cjk-without-fonts.png` });
});
