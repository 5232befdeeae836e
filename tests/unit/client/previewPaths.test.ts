import { describe, expect, it } from 'vitest';
import { fitZoom, nextZoom, zoomLabel } from '../../../src/client/pages/preview/pdfZoom.ts';
import { previewRoute, storedFilePath } from '../../../src/client/pages/preview/storedFilePath.ts';

const ORIGIN = 'http://127.0.0.1:48080';
const KEY = '20261123/0123456789abcdef0123456789abcdef.pdf';

describe('the path a preview takes (issue 19): only a file of our storage', () => {
  it('takes the upload URL, or the same on this site', () => {
    expect(storedFilePath(`/admin-api/infra/file/2/get/${KEY}`, ORIGIN)).toEqual({ url: `/admin-api/infra/file/2/get/${KEY}` });
    expect(storedFilePath(`/admin-api/infra/file/1/get/reports/${KEY}`, ORIGIN)).toEqual({ url: `/admin-api/infra/file/1/get/reports/${KEY}` });
    expect(storedFilePath(`${ORIGIN}/admin-api/infra/file/2/get/${KEY}`, ORIGIN)).toEqual({ url: `/admin-api/infra/file/2/get/${KEY}` });
  });

  it.each([
    '/etc/passwd', 'C:/reports/a.docx', 'file:///etc/passwd', `https://elsewhere.example/admin-api/infra/file/2/get/${KEY}`,
    '/admin-api/infra/file/2/get/../../../etc/passwd', '/admin-api/infra/file/2/get/a/./b.pdf', '/admin-api/infra/file/x/get/a.pdf',
    '/admin-api/infra/file/2/get/a%2F..%2Fb.pdf', '/admin-api/infra/file/2/get/', '/admin-api/system/user/page', `${ORIGIN}/admin-api/infra/file/2/get/${KEY}?x=1`,
  ])('refuses %s', (path) => {
    expect(storedFilePath(path, ORIGIN)).toEqual({ problem: 'badPath' });
  });

  it('says so when there is no path', () => {
    expect(storedFilePath(null, ORIGIN)).toEqual({ problem: 'noPath' });
    expect(storedFilePath('', ORIGIN)).toEqual({ problem: 'noPath' });
  });

  it('leads a PDF to /preview-pdf and a Word document to /preview-report, by the sniffed type before the name', () => {
    const url = `/admin-api/infra/file/2/get/${KEY}`;
    expect(previewRoute({ url, name: 'a.PDF' })).toBe(`/preview-pdf?path=${encodeURIComponent(url)}`);
    expect(previewRoute({ url, name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe(`/preview-report?path=${encodeURIComponent(url)}`);
    expect(previewRoute({ url, name: 'a.pdf', type: 'image/png' })).toBeNull();
    expect(previewRoute({ url, name: 'a.xlsx' })).toBeNull();
  });
});

describe("the previews' zoom (SPEC §9, issue 34): 5 % steps, never under the fit to the width", () => {
  it('steps on the 5 % grid and stops at its bounds', () => {
    let scale = 1;
    for (let i = 0; i < 7; i++) scale = nextZoom(scale, 1);
    expect(zoomLabel(scale)).toBe('135%');
    expect(scale).toBe(1.35);
    expect(nextZoom(1, -1)).toBe(1);
    expect(nextZoom(1.05, -1)).toBe(1);
    expect(nextZoom(4, 1)).toBe(4);
  });

  it('floors at the fit to the width, at most 100 % (issue 34): from a fitted 58.3 % in to 60 %, and out back to the fit', () => {
    const fit = fitZoom(347, 595.28);
    expect(fit).toBe(0.582);
    expect(nextZoom(fit, 1, fit)).toBe(0.6);
    expect(nextZoom(0.6, -1, fit)).toBe(fit);
    expect(nextZoom(0.65, -1, fit)).toBe(0.6);
    expect(fitZoom(1200, 595.28)).toBe(1);
    expect(fitZoom(0, 595.28)).toBe(1);
  });
});
