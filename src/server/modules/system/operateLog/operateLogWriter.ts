import type { Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { OperateLogTable } from '../../../db/schema.ts';
import { logWriter, type LogWriter } from '../../infra/apiLog/logWriter.ts';

export type OperateLogEntry = Insertable<OperateLogTable>;
export type OperateLogWriter = LogWriter<OperateLogEntry>;

/**
 * Writes operation-log rows in batches, as the API logs are written (up to half a second or 200 rows share one
 * insert) rather than one insert per write request: an approval's own statements were five, its log row a sixth
 * (docs/bpm-runtime.md, benchmark). A failed insert is logged and its rows dropped.
 */
export function operateLogWriter(db: Db, log: FastifyBaseLogger): OperateLogWriter {
  return logWriter(db, 'systemOperateLog', log);
}
