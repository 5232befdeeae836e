import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The WAL written since the last checkpoint began (its redo point), in bytes. */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const { rows } = await sql<{ bytes: string | number }>`
    select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn) as bytes from pg_control_checkpoint()`.execute(db);
  return Number(rows[0].bytes);
}

/** Writes the dirty pages out and lets the WAL before them be recycled or removed. */
export async function checkpoint(db: Db): Promise<void> {
  await sql`checkpoint`.execute(db);
}
