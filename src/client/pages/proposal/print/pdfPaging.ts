/** A4 in PDF points (SPEC §9). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The pixels of a band of the rendered document (an ImageData, or its like in tests). */
export interface PixelRows {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A pixel counts as ink unless it is near white: anti-aliased text edges and light rules are ink too. */
const isInk = (d: Uint8ClampedArray, i: number) => d[i] < 235 || d[i + 1] < 235 || d[i + 2] < 235;

/**
 * Where to end a page inside `band` (the rows just above the page's last possible row): the lowest of the rows
 * with the least ink, so a cut falls between two lines of text (inside a table only its vertical borders are
 * crossed), never through one. Returns the row's index in the band, or null when every row carries real ink
 * (a picture taller than the band): the page is then cut at its full height.
 */
export function quietestRow(band: PixelRows): number | null {
  let best: number | null = null;
  let bestInk = Infinity;
  for (let y = band.height - 1; y >= 0; y--) {
    let ink = 0;
    const row = y * band.width * 4;
    for (let x = 0; x < band.width; x++) if (isInk(band.data, row + x * 4)) ink++;
    if (ink < bestInk) {
      bestInk = ink;
      best = y;
    }
    if (ink === 0) break;
  }
  // a row where more than 3 % is ink is a line of text or a picture: no good place to cut
  return bestInk <= band.width * 0.03 ? best : null;
}

/**
 * The page breaks of a document `height` pixels tall, each page at most `pageHeight` pixels: a page ends at the
 * quietest row within the last `searchRows` rows it could hold (`readBand(top, rows)` gives those pixels).
 * Returns the slices as [top, bottom) pairs covering the whole height.
 */
export function pageSlices(height: number, pageHeight: number, searchRows: number, readBand: (top: number, rows: number) => PixelRows): [number, number][] {
  const slices: [number, number][] = [];
  let top = 0;
  while (top < height) {
    let bottom = Math.min(top + pageHeight, height);
    if (bottom < height) {
      const rows = Math.min(searchRows, bottom - top - 1);
      const quiet = rows > 0 ? quietestRow(readBand(bottom - rows, rows)) : null;
      // the cut goes just below the quiet row, so the row stays with the page above
      if (quiet !== null) bottom = bottom - rows + quiet + 1;
    }
    slices.push([top, bottom]);
    top = bottom;
  }
  return slices;
}
