import type { Db } from '../database.ts';
import { checkpoint, walSinceCheckpoint } from './checkpoint.ts';
import { CHECKPOINT_DEFAULTS, checkpointDue } from './policy.ts';
import { upkeepTables, type UpkeptTable } from './upkeep.ts';

export interface UpkeepReport {
  tables: UpkeptTable[];
  /** The WAL the checkpoint let go of (bytes), or null when none was due. */
  checkpointed: number | null;
}

/**
 * What PostgreSQL's autovacuum and checkpointer do, for the embedded database, which runs neither: a pass vacuums and
 * analyzes the tables that need it, then checkpoints when enough WAL or time has gone by since the last checkpoint.
 */
export class EmbeddedUpkeep {
  private lastCheckpointAt: number;

  constructor(private readonly db: Db, private readonly checkpoints: typeof CHECKPOINT_DEFAULTS = CHECKPOINT_DEFAULTS, now = Date.now()) {
    // the database was opened just now: after a crash its recovery ended with a checkpoint, after a clean stop the
    // shutdown's is the last
    this.lastCheckpointAt = now;
  }

  async pass(now = Date.now()): Promise<UpkeepReport> {
    const tables = await upkeepTables(this.db);
    const wal = await walSinceCheckpoint(this.db);
    if (!checkpointDue(wal, now - this.lastCheckpointAt, this.checkpoints)) return { tables, checkpointed: null };
    await checkpoint(this.db);
    this.lastCheckpointAt = now;
    return { tables, checkpointed: wal };
  }
}
