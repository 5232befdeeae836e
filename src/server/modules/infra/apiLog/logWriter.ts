import type { Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

export interface LogWriter<Row> {
  /** Queues a row; never throws and never makes the caller wait for the database. */
  write(row: Row): void;
  /** Writes what is queued and resolves when every row has been written (or given up): before the database closes, and in tests. */
  drain(): Promise<void>;
}

/** How long a row may wait for others to share its insert, and how many rows one insert takes at most. */
const FLUSH_MS = 500;
const MAX_ROWS = 200;

/**
 * Writes the rows of one log table in batches (the API access and error logs, the operation log): every request
 * leaves a row, so rows wait up to half a second to share one insert, rather than costing each request an insert of
 * its own (on PGlite's single connection the next request would queue behind it). A failed insert is logged and its rows dropped — a log row is never worth a
 * failed or slowed request.
 */
export function logWriter<T extends 'infraApiAccessLog' | 'infraApiErrorLog' | 'systemOperateLog'>(db: Db, table: T, log: FastifyBaseLogger): LogWriter<Insertable<Database[T]>> {
  let rows: Insertable<Database[T]>[] = [];
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<void>>();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!rows.length) return;
    const batch = rows;
    rows = [];
    const done: Promise<void> = db.insertInto(table).values(batch as never).execute().then(
      () => undefined,
      (err: unknown) => log.warn({ err, table, rows: batch.length }, 'log rows not written'),
    ).finally(() => pending.delete(done));
    pending.add(done);
  };
  return {
    write(row) {
      rows.push(row);
      if (rows.length >= MAX_ROWS) flush();
      else if (!timer) {
        timer = setTimeout(flush, FLUSH_MS);
        // a queued row never keeps the process alive; closing the app drains it
        timer.unref();
      }
    },
    async drain() {
      flush();
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
