// The Excel writing behind every export: chunks of rows (the database's JSON text) in, a valid .xlsx out, through a
// worker thread or on the calling thread; several exports sharing one worker; a download that goes away; a broken
// chunk failing only its own export.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeRows } from '../../../src/server/db/jsonRow.ts';
import { ExcelWorkers, type SheetSpec } from '../../../src/server/excel/index.ts';

const spec: SheetSpec = {
  title: '参数配置',
  columns: [{ header: '编号', width: 12 }, { header: '类型', width: 12 }, { header: '可见', width: 12 }, { header: '备注', width: 12 }, { header: '扩展', width: 12 }],
  cells: [{}, { labels: [['1', '系统内置'], ['2', '自定义']] }, {}, {}, {}],
};
const chunk = encodeRows;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function rowsOf(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('参数配置');
  expect(sheet.getRow(1).font?.bold).toBe(true);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const workers = new ExcelWorkers(1);
const inProcess = new ExcelWorkers(0);
afterAll(() => workers.close());

describe.each([['a worker thread', workers], ['the calling thread (EXCEL_WORKERS=0)', inProcess]])('Excel export on %s', (_, pool) => {
  it('writes the header and every chunk, converting each column as its spec says', async () => {
    const book = pool.open(spec);
    const file = bytesOf(book.stream);
    expect(await book.write(chunk([[1, '2', true, null, { a: 1 }], [2, '9', false, '备注', [1, 2]]]))).toBe(true);
    // A row of more than 90 fields comes as several arrays; this one is split in two.
    expect(await book.write({ text: JSON.stringify([[3, '1'], [true, 'x', 'y']]), arrays: 2 })).toBe(true);
    await book.close();
    expect(await rowsOf(await file)).toEqual([
      ['编号', '类型', '可见', '备注', '扩展'],
      [1, '自定义', '是', undefined, '{"a":1}'], // an empty string is an empty cell
      [2, '9', '否', '备注', '[1,2]'], // a value without a label stays itself
      [3, '系统内置', '是', 'x', 'y'],
    ]);
  });

  it('stops when the download goes away, and the next export still works', async () => {
    const gone = pool.open(spec);
    gone.stream.destroy();
    expect(await gone.write(chunk([[1, '1', true, '', '']]))).toBe(false);
    const next = pool.open(spec);
    const file = bytesOf(next.stream);
    await next.write(chunk([[7, '1', false, '', '']]));
    await next.close();
    expect((await rowsOf(await file))[1]).toEqual([7, '系统内置', '否']); // trailing empty cells are not stored
  });
});

describe('the Excel worker', () => {
  it('serves several exports at once, each into its own file', async () => {
    const books = [pool(), pool(), pool()];
    function pool() {
      const book = workers.open(spec);
      return { book, file: bytesOf(book.stream) };
    }
    for (let i = 0; i < 3; i++) for (const [n, { book }] of books.entries()) await book.write(chunk(Array.from({ length: 500 }, (_, k) => [n * 10_000 + i * 500 + k, '2', true, `第${n}份`, ''])));
    await Promise.all(books.map(({ book }) => book.close()));
    for (const [n, { file }] of books.entries()) {
      const rows = await rowsOf(await file);
      expect(rows).toHaveLength(1501);
      expect(rows.slice(1).every((r) => r[3] === `第${n}份`)).toBe(true);
      expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 1500 }, (_, k) => n * 10_000 + k));
    }
  });

  it('fails only the export whose chunk cannot be read; its download ends with an error', async () => {
    const broken = workers.open(spec);
    const failed = bytesOf(broken.stream).then(() => 'ended', (e: Error) => e.message);
    const healthy = workers.open(spec);
    const file = bytesOf(healthy.stream);
    await broken.write({ text: '[[1, "2"', arrays: 1 }).catch(() => false);
    await expect(broken.close()).rejects.toThrow(/Excel 导出失败/);
    expect(await failed).toMatch(/Excel 导出失败/);
    await healthy.write(chunk([[5, '2', true, '', '']]));
    await healthy.close();
    expect((await rowsOf(await file))[1][0]).toBe(5);
  });
});
