import JSZip from 'jszip';
import { zipRefusal } from '../../infra/file/zipLimits.ts';

/** A filled template of 2 000 rows is ~100 KB; anything near this is not an import template. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** What the parts of a workbook may add up to, unpacked: rows are short, and a zip packs text ~1:1000 at best. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;
// `<row ` / `<row>` / `<x:row ` — never `<rows` or `</row>`.
const ROW_TAG = /<(?:[\w.-]+:)?row[\s>/]/g;

export type ImportLimit = 'bytes' | 'rows' | 'unpacked' | 'notXlsx' | 'entries' | 'ratio';

/**
 * Checks an upload against the import's limits before exceljs materialises it (a 9.8 MB file of 880 000 rows took
 * 1.5 GB and 9 s to load and then be refused): the file's size first, then the zip limits every upload has, then
 * each part of the zip is unpacked as a stream, counting bytes and, in a worksheet, rows — the first part over a
 * limit stops the reading at once. Nothing but the counters is kept. `maxRows` counts the header row too.
 */
export async function checkImportLimits(buffer: Buffer, maxRows: number): Promise<ImportLimit | undefined> {
  if (buffer.length > MAX_IMPORT_BYTES) return 'bytes';
  // Every upload's zip limits first, from the directory (zipLimits.ts): a zip of 20 000 parts or a thousandfold one
  // is refused before JSZip holds an object per part or starts to unpack.
  const refusal = await zipRefusal(buffer);
  if (refusal) return refusal === 'broken' ? 'notXlsx' : refusal;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer);
  } catch {
    return 'notXlsx';
  }
  let unpacked = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const counting = SHEET.test(entry.name);
    const verdict = await new Promise<ImportLimit | undefined>((resolve) => {
      const stream = entry.nodeStream('nodebuffer');
      let rows = 0;
      let tail = '';
      stream
        .on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (counting) {
            // Tag names are ASCII: latin1 keeps byte positions; the tail catches a tag split between chunks.
            const text = tail + chunk.toString('latin1');
            rows += text.match(ROW_TAG)?.length ?? 0;
            tail = text.slice(-16);
            rows -= tail.match(ROW_TAG)?.length ?? 0;
          }
          const over = unpacked > MAX_UNPACKED_BYTES ? 'unpacked' : rows > maxRows ? 'rows' : undefined;
          if (over) {
            stream.pause();
            resolve(over);
          }
        })
        .on('error', () => resolve('notXlsx'))
        .on('end', () => resolve(counting && rows + (tail.match(ROW_TAG)?.length ?? 0) > maxRows ? 'rows' : undefined));
    });
    if (verdict) return verdict;
  }
  return undefined;
}
