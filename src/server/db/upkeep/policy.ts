/**
 * When a table needs a vacuum or an analyze: PostgreSQL's autovacuum rules with its default settings
 * (autovacuum_vacuum_threshold 50 and scale factor 0.2, the insert threshold 1000 and scale factor 0.2,
 * autovacuum_analyze_threshold 50 and scale factor 0.1, autovacuum_freeze_max_age 200 million), so the embedded database is kept as a PostgreSQL server
 * keeps itself.
 */
export interface TableActivity {
  schemaName: string;
  tableName: string;
  /** pg_class.reltuples: the rows the planner believes the table has; -1 until it was first vacuumed or analyzed. */
  estimatedRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  /** age(pg_class.relfrozenxid): transactions since the table's rows were last frozen. */
  frozenXidAge: number;
}

export interface UpkeepNeed {
  vacuum: boolean;
  analyze: boolean;
}

export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  freezeMaxAge: 200_000_000,
} as const;

export function upkeepNeeded(activity: TableActivity, settings: typeof AUTOVACUUM_DEFAULTS = AUTOVACUUM_DEFAULTS): UpkeepNeed {
  // a table never analyzed counts as empty, as autovacuum counts it: its first 50 changes get it analyzed
  const rows = Math.max(0, activity.estimatedRows);
  return {
    // dead rows take space and slow scans; inserts alone leave pages the visibility map does not yet mark, which
    // index-only scans (the lists' counts) then read from the heap
    vacuum: activity.deadRows > settings.vacuumThreshold + settings.vacuumScaleFactor * rows
      || activity.insertedSinceVacuum > settings.insertThreshold + settings.insertScaleFactor * rows
      // autovacuum's anti-wraparound vacuum: old rows frozen before the transaction counter comes round to them
      || activity.frozenXidAge > settings.freezeMaxAge,
    // without statistics the planner guesses: it took an instance's starter index over its primary key
    analyze: activity.modifiedSinceAnalyze > settings.analyzeThreshold + settings.analyzeScaleFactor * rows,
  };
}

/**
 * When to checkpoint, as PostgreSQL's checkpointer does (checkpoint_timeout 5 min; sooner when much WAL was written):
 * in single-user mode nothing checkpoints until shutdown, so pg_wal grew by everything the server wrote (1.8 GB of
 * WAL for 1.6 GB of writes, measured) and a restart after a crash would replay all of it.
 */
export const CHECKPOINT_DEFAULTS = {
  /** WAL since the last checkpoint that calls for one at the next pass, whatever the time. */
  walBytes: 64 * 1024 * 1024,
  /** The longest time between checkpoints while anything is written. */
  intervalMs: 5 * 60 * 1000,
  /** Less WAL than this is the last checkpoint's own record and the upkeep's reads: nothing to checkpoint. */
  idleWalBytes: 8192,
} as const;

export function checkpointDue(walBytesSince: number, msSince: number, settings: typeof CHECKPOINT_DEFAULTS = CHECKPOINT_DEFAULTS): boolean {
  if (walBytesSince >= settings.walBytes) return true;
  return msSince >= settings.intervalMs && walBytesSince >= settings.idleWalBytes;
}
