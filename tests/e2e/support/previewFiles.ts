// Files to preview, made in the browser and uploaded as a user would: shared by the preview specs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TENANT } from './session.ts';

/** Uploads a file as a user through /infra/file/upload and answers its URL. */
export async function upload(request: APIRequestContext, username: string, password: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const tenant = (await (await request.get(`/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent(TENANT)}`)).json()).data;
  const login = (await (await request.post('/admin-api/system/auth/login', { headers: { 'tenant-id': String(tenant) }, data: { username, password } })).json()).data;
  const res = await request.post('/admin-api/infra/file/upload', {
    headers: { 'tenant-id': String(tenant), Authorization: `Bearer ${login.accessToken}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as string;
}

/** A three-page A4 PDF printed by Chromium, each page with its own line of text. */
export async function makePdf(page: Page): Promise<Buffer> {
  const maker = await page.context().newPage();
  await maker.setContent(`<html><body style="font: 28px sans-serif">${['First page of the report', 'Second page of the report', 'Third page of the report']
    .map((text, i) => `<p style="${i < 2 ? 'page-break-after: always' : ''}">${text}</p>`).join('')}</body></html>`);
  const pdf = await maker.pdf({ format: 'A4' });
  await maker.close();
  return pdf;
}
