import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Resource } from '../../shared/manifest/types.ts';
import { isTimestamp } from './columns.ts';
import { formatDateTime } from './queryDates.ts';
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

/**
 * Streams the filtered rows into an .xlsx as they are read (exceljs' streaming writer commits each row), so memory
 * stays flat however many rows there are. Headers are the schema's Chinese titles; dictionary values become their
 * labels; dates are written as `yyyy-MM-dd HH:mm:ss`.
 */
export async function sendExcel(reply: FastifyReply, db: Db, repo: ResourceRepository, query: ListQuery): Promise<FastifyReply> {
  const resource: Resource = repo.resource;
  const fields = resource.export?.columns ?? resource.list.columns;
  const columns = fields.map((f) => repo.columns.find((c) => c.field === f)).filter((c) => c !== undefined);
  const dicts = await loadDictLabels(db, columns.map((c) => c.schema.dict).filter((d): d is string => Boolean(d)));
  const fileName = `${resource.export?.fileName ?? resource.title}.xlsx`;

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(resource.title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.schema.title ?? c.field, key: c.field, width: Math.min(40, Math.max(12, (c.schema.title ?? c.field).length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`);

  // Write in the background while Fastify pipes the stream to the client; an error ends the download visibly.
  void (async () => {
    try {
      for await (const rows of repo.chunks(query)) {
        for (const row of rows) {
          sheet.addRow(columns.map((c) => {
            const value = row[c.field];
            if (value === null || value === undefined) return '';
            if (c.schema.dict) return dicts.get(c.schema.dict)?.get(String(value)) ?? String(value);
            if (isTimestamp(c.schema) && typeof value === 'number') return formatDateTime(new Date(value));
            if (typeof value === 'boolean') return value ? '是' : '否';
            return typeof value === 'object' ? JSON.stringify(value) : value;
          })).commit();
        }
        // Backpressure: a slow download must not pile the whole file up in memory; wait until it drains.
        if (stream.writableNeedDrain) await once(stream, 'drain');
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
