import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Resource } from '../../shared/manifest/types.ts';
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
 * Streams the filtered rows into an .xlsx as they are read, so memory stays flat however many rows there are.
 * Headers are the schema's Chinese titles; dictionary and labelled values become their labels, references their names; dates are formatted
 * `yyyy-MM-dd HH:mm:ss` by the database. The rows go, as the database's JSON text, to the app's Excel writer, which
 * decodes, converts and writes them in a worker thread or on this one (EXCEL_WORKERS, decision 27); its bytes are
 * the response.
 */
export async function sendExcel(reply: FastifyReply, db: Db, repo: ResourceRepository, query: ListQuery): Promise<FastifyReply> {
  const resource: Resource = repo.resource;
  const fields = resource.export?.columns ?? resource.list.columns;
  // A reference is written as the row's name (its derived field), under the id field's title.
  const columnOf = (field: string) => repo.columns.find((c) => c.field === field);
  const columns = fields.map((f) => {
    const column = columnOf(f);
    const name = column?.schema.reference ? columnOf(column.schema.reference.as) : undefined;
    return name && column ? { ...name, schema: { ...name.schema, title: column.schema.title } } : column;
  }).filter((c) => c !== undefined);
  const dicts = await loadDictLabels(db, columns.map((c) => c.schema.dict).filter((d): d is string => Boolean(d)));
  const fileName = `${resource.export?.fileName ?? resource.title}.xlsx`;
  // The first chunk is read before anything is sent: a query the database refuses still answers the JSON envelope
  // instead of a download that breaks off.
  const chunks = repo.rowJsonChunks(query, columns, { formattedDates: true });
  const first = await chunks.next();

  const book = reply.server.excel.open({
    title: resource.title,
    columns: columns.map((c) => {
      const header = c.schema.title ?? c.field;
      return { header, width: Math.min(40, Math.max(12, header.length * 2 + 4)) };
    }),
    cells: columns.map((c) => (c.schema.dict
      ? { labels: [...(dicts.get(c.schema.dict) ?? new Map<string, string>())] }
      : c.schema.labels ? { labels: Object.entries(c.schema.labels) } : {})),
  });

  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`);

  // Read in the background while Fastify pipes the workbook to the client; an error ends the download visibly.
  void (async () => {
    try {
      // write waits while the worker or the download is behind, and is false when the client went away: stop
      // reading (returning ends the reads; nothing is held in the database between chunks).
      if (!first.done && !(await book.write(first.value))) return void (await chunks.return(undefined));
      for await (const chunk of chunks) {
        if (!(await book.write(chunk))) return;
      }
      await book.close();
    } catch (error) {
      reply.log.error({ err: error }, 'excel export failed');
      book.stream.destroy(error as Error);
    }
  })();
  return reply.send(book.stream);
}
