import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../database.ts';
import { registerRecurring } from '../../recurring.ts';
import { EmbeddedUpkeep } from './embeddedUpkeep.ts';

export { upkeepNeeded, checkpointDue, AUTOVACUUM_DEFAULTS, CHECKPOINT_DEFAULTS, type TableActivity, type UpkeepNeed } from './policy.ts';
export { upkeepTables, type UpkeptTable } from './upkeep.ts';
export { walSinceCheckpoint } from './checkpoint.ts';
export { EmbeddedUpkeep, type UpkeepReport } from './embeddedUpkeep.ts';

/**
 * The embedded database's autovacuum and checkpointer. PGlite is PostgreSQL in single-user mode: it runs neither, so
 * without this its tables were never vacuumed or analyzed (dead rows kept for good, plans chosen without statistics)
 * and its WAL grew by everything written until the server stopped. Every `intervalMs` (DB_UPKEEP_SECONDS, as
 * autovacuum_naptime; 0 turns it off) this server does a pass (embeddedUpkeep.ts). PostgreSQL runs its own, so
 * nothing is registered there. Returns whether the upkeep runs. A pass never overlaps the previous one, and closing
 * the app waits for it (registerRecurring).
 */
export function registerEmbeddedUpkeep(app: FastifyInstance, database: DatabaseHandle, intervalMs: number): boolean {
  if (database.kind !== 'pglite' || !intervalMs) return false;
  const upkeep = new EmbeddedUpkeep(database.db);
  registerRecurring(app, intervalMs, async () => {
    const report = await upkeep.pass();
    if (report.tables.length || report.checkpointed !== null) app.log.debug(report, '嵌入式数据库已维护（vacuum / analyze / checkpoint）');
  }, (error) => app.log.warn({ err: error }, '嵌入式数据库维护（vacuum / analyze / checkpoint）失败，下次再试'));
  return true;
}
