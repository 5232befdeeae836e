// The print page's PDF paging (src/client/pages/proposal/print/pdfPaging.ts): pages end between lines of text.
import { describe, expect, it } from 'vitest';
import { pageSlices, quietestRow, type PixelRows } from '../../../../src/client/pages/proposal/print/pdfPaging.ts';
import { pdfFileName } from '../../../../src/client/pages/proposal/print/exportPdf.ts';

/** A white document `width` wide whose rows are inked from `ink(y)` pixels on the left. */
function document(width: number, height: number, ink: (y: number) => number) {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < ink(y); x++) data.set([0, 0, 0, 255], (y * width + x) * 4);
  }
  const band = (top: number, rows: number): PixelRows => ({ data: data.slice(top * width * 4, (top + rows) * width * 4), width, height: rows });
  return { band };
}

/** Lines of text 20 rows tall (fully inked) with 10 blank rows between them. */
const text = (y: number) => (y % 30 < 20 ? 100 : 0);

describe('pdf paging', () => {
  it('ends a page below the lowest blank row, not through a line of text', () => {
    const { band } = document(100, 200, text);
    // rows 60..99: lines at 60–79 and 90–99, blank 80–89 → the lowest blank row is 89
    expect(quietestRow(band(60, 40))).toBe(29);
    const slices = pageSlices(200, 100, 40, band);
    expect(slices[0]).toEqual([0, 90]);
    // every cut lands at the top of a line, and the slices cover the document
    for (const [, bottom] of slices.slice(0, -1)) expect(bottom % 30).toBe(0);
    expect(slices.at(-1)![1]).toBe(200);
    slices.slice(1).forEach(([top], i) => expect(top).toBe(slices[i][1]));
    expect(slices.every(([top, bottom]) => bottom - top <= 100)).toBe(true);
  });

  it('takes the quietest row when no row is blank (a table\'s vertical borders), and cuts a picture at full height', () => {
    const borders = document(100, 200, (y) => (y % 30 < 20 ? 100 : 2));
    expect(quietestRow(borders.band(60, 40))).toBe(29);
    const picture = document(100, 300, () => 60);
    expect(quietestRow(picture.band(0, 40))).toBeNull();
    expect(pageSlices(300, 100, 40, picture.band)).toEqual([[0, 100], [100, 200], [200, 300]]);
  });

  it('one page when the document fits', () => {
    const { band } = document(100, 80, text);
    expect(pageSlices(80, 100, 40, band)).toEqual([[0, 80]]);
  });

  it('saves under the title, without characters a file system refuses', () => {
    expect(pdfFileName('关于加快老旧小区改造的建议')).toBe('关于加快老旧小区改造的建议.pdf');
    expect(pdfFileName('A/B: "C"?')).toBe('A_B_ _C_.pdf');
    expect(pdfFileName('  ')).toBe('document.pdf');
  });
});
