// The answer export's workbook: several sheets written on the server's thread, at the pace of the download.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WorkbookDownload } from '../../../src/server/excel/index.ts';

const columns = [{ header: '编号', width: 10 }, { header: '内容', width: 40 }];
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('WorkbookDownload', () => {
  it('writes several sheets, each with its bold header row', async () => {
    const book = new WorkbookDownload();
    const file = bytesOf(book.stream);
    const first = book.addSheet('1-调研一', columns);
    expect(await book.write(first, [[1, '甲'], [2, '乙']])).toBe(true);
    first.commit();
    const second = book.addSheet('2-调研二', columns);
    expect(await book.write(second, [[3, '丙']])).toBe(true);
    second.commit();
    await book.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['1-调研一', '2-调研二']);
    expect(workbook.worksheets[0].getRow(1).getCell(1).font?.bold).toBe(true);
    expect(workbook.worksheets.map((s) => s.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)))).toEqual([
      [['编号', '内容'], [1, '甲'], [2, '乙']],
      [['编号', '内容'], [3, '丙']],
    ]);
  });

  it('stops taking rows while nobody reads the download, and goes on when the reader comes', async () => {
    const book = new WorkbookDownload();
    const sheet = book.addSheet('答卷', columns);
    // Random text barely compresses: chunks of 1 000 rows are ~75 kB of workbook each, and the download buffers far
    // less than 40 of them. Rows are written until a write waits (on a loaded machine compression lags behind, so the
    // first wait may come later than 40 chunks: up to 200 are written), then a few more while the reader reads.
    let blockedWith = -1;
    let file: Promise<Buffer> | undefined;
    let chunk = 0;
    const rowsOf = (n: number) => Array.from({ length: 1000 }, (_, i) => [n * 1000 + i, randomBytes(24).toString('base64')]);
    for (; chunk < 200 && !file; chunk++) {
      const written = book.write(sheet, rowsOf(chunk));
      const done = await Promise.race([written.then(() => true), turns(50).then(() => false)]);
      if (!done) {
        blockedWith = book.stream.readableLength; // what waits in the download when writing stops
        file = bytesOf(book.stream);
      }
      expect(await written).toBe(true);
    }
    for (const last = chunk + 5; chunk < last; chunk++) expect(await book.write(sheet, rowsOf(chunk))).toBe(true);
    sheet.commit();
    await book.close();
    expect(blockedWith).toBeGreaterThan(0);
    expect(blockedWith).toBeLessThan(2 * 1024 * 1024);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file!) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(chunk * 1000 + 1);
  });

  it('tells the writer to stop when the client has gone away', async () => {
    const book = new WorkbookDownload();
    const sheet = book.addSheet('答卷', columns);
    book.stream.destroy(); // what Fastify does when the connection closes
    await turns(1);
    expect(await book.write(sheet, [[1, '甲']])).toBe(false);
    await expect(book.close()).resolves.toBeUndefined();
  });
});
