import type { Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { OperateLogTable } from '../../../db/schema.ts';

export type OperateLogEntry = Insertable<OperateLogTable>;

export interface OperateLogWriter {
  /** Queues a row; never throws and never makes the caller wait for the database. */
  write(entry: OperateLogEntry): void;
  /** Resolves when every queued row has been written (or given up): before the database closes, and in tests. */
  drain(): Promise<void>;
}

/** How long a row may wait for others to share its insert, and how many rows one insert takes at most. */
const FLUSH_MS = 500;
const MAX_ROWS = 200;

/**
 * Writes operation-log rows in batches: every write request leaves a row, so rows wait up to half a second to share
 * one insert (as the API logs do, infra/apiLog/logWriter.ts), rather than costing each request an insert of its own
 * — an approval's own statements were five, its log row a sixth (docs/bpm-runtime.md, benchmark). A failed insert
 * is logged and its rows dropped — an audit row is never worth a failed or slowed request.
 */
export function operateLogWriter(db: Db, log: FastifyBaseLogger): OperateLogWriter {
  let rows: OperateLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<void>>();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!rows.length) return;
    const batch = rows;
    rows = [];
    const done: Promise<void> = db.insertInto('systemOperateLog').values(batch).execute().then(
      () => undefined,
      (err: unknown) => log.warn({ err, rows: batch.length }, 'operate log rows not written'),
    ).finally(() => pending.delete(done));
    pending.add(done);
  };
  return {
    write(entry) {
      rows.push(entry);
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
