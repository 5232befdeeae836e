import type { Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { Batcher } from '../../../db/batcher.ts';
import type { OperateLogTable } from '../../../db/schema.ts';

export type OperateLogEntry = Insertable<OperateLogTable>;

export interface OperateLogWriter {
  /** Queues a row; never throws and never makes the caller wait for the database. */
  write(entry: OperateLogEntry): void;
  /** Resolves when every queued row has been written (or given up): before the database closes, and in tests. */
  drain(): Promise<void>;
}

/**
 * Writes operation-log rows in batches: the rows of requests that end in the same turn of the event loop go in one
 * insert (db/batcher.ts). A failed insert is logged and its rows dropped — an audit row is never worth a failed
 * or slowed request.
 */
export function operateLogWriter(db: Db, log: FastifyBaseLogger): OperateLogWriter {
  const batcher = new Batcher<OperateLogEntry, void>(async (entries) => {
    try {
      await db.insertInto('systemOperateLog').values([...entries]).execute();
    } catch (err) {
      log.warn({ err, rows: entries.length }, 'operate log rows not written');
    }
    return entries.map(() => undefined);
  });
  const pending = new Set<Promise<void>>();
  return {
    write(entry) {
      const done = batcher.run(entry).finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
