import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Resource } from '../../shared/manifest/types.ts';
import type { FieldColumn } from './columns.ts';
import type { ResourceRepository } from './repository.ts';
import type { ListQuery } from './listQuery.ts';

export async function loadDictLabels(db: Db, types: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>();
  if (!types.length) return result;
  const rows = await db.selectFrom('systemDictData').select(['dictType', 'value', 'label']).where('dictType', 'in', [...types]).where('deleted', '=', false).execute();
  for (const row of rows) {
    if (!result.has(row.dictType)) result.set(row.dictType, new Map());
    result.get(row.dictType)!.set(row.value, row.label);
  }
  return result;
}

/** Turns a stored value into its cell: dictionary label, 是/否, JSON text, or the value (dates come formatted). */
function cellOf(column: FieldColumn, dicts: Map<string, Map<string, string>>): (value: unknown) => unknown {
  const { dict } = column.schema;
  if (dict) {
    const labels = dicts.get(dict) ?? new Map<string, string>();
    return (value) => (value === null || value === undefined ? '' : labels.get(String(value)) ?? String(value));
  }
  return (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? '是' : '否';
    return typeof value === 'object' ? JSON.stringify(value) : value;
  };
}

export interface SheetColumn {
  header: string;
  width: number;
}

/** A worksheet with a bold header row. Styles stay on for the header, so body cells share one style (below). */
export function excelSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, title: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

// Rows written between two turns of the event loop (see sendExcel).
const WRITE_SLICE = 100;

// exceljs gives every cell a new empty style object and, with styles on, resolves each one anew (half of its time
// per row); cells sharing one object are resolved once. It is empty: body cells have the default look.
const BODY_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** Appends rows of cell values and commits them (the streaming writer then drops them). */
export function writeRows(sheet: ExcelJS.Worksheet, rows: readonly unknown[][]): void {
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.eachCell((cell) => {
      cell.style = BODY_STYLE;
    });
    row.commit();
  }
}

/** Resolves when the stream drains or is closed (Fastify destroys it when the client goes away). */
async function drainOrClose(stream: PassThrough): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(stream, 'close', { signal: done.signal })]);
  } finally {
    done.abort(); // removes the listener that did not fire
  }
}

/**
 * Streams the filtered rows into an .xlsx as they are read (exceljs' streaming writer commits each row), so memory
 * stays flat however many rows there are. Headers are the schema's Chinese titles; dictionary values become their
 * labels; dates are formatted `yyyy-MM-dd HH:mm:ss` by the database. Each column's conversion is chosen once.
 */
export async function sendExcel(reply: FastifyReply, db: Db, repo: ResourceRepository, query: ListQuery): Promise<FastifyReply> {
  const resource: Resource = repo.resource;
  const fields = resource.export?.columns ?? resource.list.columns;
  const columns = fields.map((f) => repo.columns.find((c) => c.field === f)).filter((c) => c !== undefined);
  const dicts = await loadDictLabels(db, columns.map((c) => c.schema.dict).filter((d): d is string => Boolean(d)));
  const cells = columns.map((c) => cellOf(c, dicts));
  const fileName = `${resource.export?.fileName ?? resource.title}.xlsx`;

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = excelSheet(workbook, resource.title, columns.map((c) => {
    const header = c.schema.title ?? c.field;
    return { header, width: Math.min(40, Math.max(12, header.length * 2 + 4)) };
  }));

  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`);

  // Write in the background while Fastify pipes the stream to the client; an error ends the download visibly.
  void (async () => {
    try {
      for await (const rows of repo.rowChunks(query, columns, { formattedDates: true })) {
        for (let start = 0; start < rows.length; start += WRITE_SLICE) {
          const slice = rows.slice(start, start + WRITE_SLICE);
          for (const values of slice) for (let i = 0; i < values.length; i++) values[i] = cells[i](values[i]);
          writeRows(sheet, slice);
          // A turn of the event loop every few rows: zlib compresses on the thread pool but needs this thread for
          // every block (without the turns the sheet's XML piled up, ~45 MB for 100k rows, and was compressed only
          // at the end), and other requests wait a few milliseconds at most, not a whole chunk.
          await new Promise<void>((resolve) => setImmediate(resolve));
          // Backpressure: a slow download must not pile the whole file up in memory; wait until it drains. A client
          // that went away closes the stream: stop reading (leaving the loop closes the database cursor).
          if (stream.writableNeedDrain) await drainOrClose(stream);
          if (stream.destroyed) return;
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      reply.log.error({ err: error }, 'excel export failed');
      stream.destroy(error as Error);
    }
  })();
  return reply.send(stream);
}
