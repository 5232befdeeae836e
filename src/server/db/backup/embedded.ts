import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { initialiseDataDir, needsInitdb } from '../initialiseDataDir.ts';
import { lockDataDir } from '../dataDirLock.ts';
import { Refusal } from './report.ts';

/**
 * The extensions the server's PGlite loads (src/server/db/database.ts): a dump creates the ones its schema uses
 * (`create extension pg_trgm`), which PGlite can only do when they are loaded.
 */
const OPTIONS = { extensions: { pg_trgm } };

/** An embedded database a command opened, with the directory's lock, which closing gives back. */
export interface OpenedDataDir {
  pglite: PGlite;
  close(): Promise<void>;
}

/**
 * Opens an existing embedded database directory (never creating one: a typo must not yield an empty backup) for a
 * command, under the directory's lock (dataDirLock.ts): refused while a server or another command holds it, taken
 * over from one that died. `what` names the command to whoever it keeps out meanwhile.
 */
export async function openExisting(dataDir: string, what: string): Promise<OpenedDataDir> {
  if (needsInitdb(dataDir)) throw new Refusal(`${dataDir} 不是嵌入式数据库目录（没有 PG_VERSION）：请用 DATA_DIR 指定数据目录`);
  const lock = lockDataDir(dataDir, what);
  try {
    const pglite = await PGlite.create(dataDir, OPTIONS);
    const close = async () => {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    };
    return { pglite, close };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Creates a new, empty embedded database in `dataDir`, which must not exist yet. */
export async function createEmpty(dataDir: string): Promise<PGlite> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  await initialiseDataDir(dataDir);
  return PGlite.create(dataDir, OPTIONS);
}

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** What the executor needs to know of a target: its version and the extensions it can create. */
export async function describeTarget(query: Query): Promise<{ versionNum: number; extensions: Set<string> }> {
  const { rows } = await query("select current_setting('server_version_num')::int as v");
  const available = await query('select name from pg_available_extensions');
  return { versionNum: (rows[0] as { v: number }).v, extensions: new Set((available.rows as { name: string }[]).map((r) => r.name)) };
}
