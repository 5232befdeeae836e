import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../database.ts';
import { upkeepTables } from './upkeep.ts';

export { upkeepNeeded, AUTOVACUUM_DEFAULTS, type TableActivity, type UpkeepNeed } from './policy.ts';
export { upkeepTables, type UpkeptTable } from './upkeep.ts';

/**
 * The embedded database's autovacuum. PGlite is PostgreSQL in single-user mode: it runs no autovacuum, so without
 * this its tables would never be vacuumed or analyzed — dead rows of every update kept for good, and plans chosen
 * without statistics. Every `intervalMs` (DB_UPKEEP_SECONDS, as autovacuum_naptime; 0 turns it off) this server
 * looks after the tables that need it. PostgreSQL runs its own autovacuum, so nothing is registered there.
 * Returns whether the upkeep runs. A pass never overlaps the previous one, and closing the app waits for it.
 */
export function registerEmbeddedUpkeep(app: FastifyInstance, database: DatabaseHandle, intervalMs: number): boolean {
  if (database.kind !== 'pglite' || !intervalMs) return false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = upkeepTables(database.db)
      .then((tables) => { if (tables.length) app.log.debug({ tables }, '嵌入式数据库已维护（vacuum / analyze）'); })
      .catch((error: unknown) => app.log.warn({ err: error }, '嵌入式数据库维护（vacuum / analyze）失败，下次再试'))
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return true;
}
