import type { Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { Batcher } from '../../../db/batcher.ts';

export interface LogWriter<Row> {
  /** Queues a row; never throws and never makes the caller wait for the database. */
  write(row: Row): void;
  /** Resolves when every queued row has been written (or given up): before the database closes, and in tests. */
  drain(): Promise<void>;
}

/**
 * Writes the rows of one log table in batches, as the operation log does (decision 42): the rows of requests that
 * end in the same turn of the event loop go in one insert. A failed insert is logged and its rows dropped — a log
 * row is never worth a failed or slowed request.
 */
export function logWriter<T extends 'infraApiAccessLog' | 'infraApiErrorLog'>(db: Db, table: T, log: FastifyBaseLogger): LogWriter<Insertable<Database[T]>> {
  type Row = Insertable<Database[T]>;
  const batcher = new Batcher<Row, void>(async (rows) => {
    try {
      await db.insertInto(table).values([...rows] as never).execute();
    } catch (err) {
      log.warn({ err, table, rows: rows.length }, 'log rows not written');
    }
    return rows.map(() => undefined);
  });
  const pending = new Set<Promise<void>>();
  return {
    write(row) {
      const done = batcher.run(row).finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
