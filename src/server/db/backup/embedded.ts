import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { initialiseDataDir, needsInitdb } from '../initialiseDataDir.ts';
import { Refusal } from './report.ts';

/**
 * The extensions the server's PGlite loads (src/server/db/database.ts): a dump creates the ones its schema uses
 * (`create extension pg_trgm`), which PGlite can only do when they are loaded.
 */
const OPTIONS = { extensions: { pg_trgm } };

/**
 * PGlite is one process's database: a second process opening a data directory a server has open would write over
 * it. PGlite marks a directory it has open with `postmaster.pid` and removes it when closed; a server killed
 * without stopping leaves it behind, which is why `--force` may overrule it once no server runs.
 */
export function refuseWhenOpen(dataDir: string, force: boolean): void {
  if (force || !fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new Refusal(
    `数据目录 ${dataDir} 正被服务器使用（或上次服务器未正常停止）：请先停止服务器再执行；确认没有服务器在运行时可加 --force`,
  );
}

/** Opens an existing embedded database directory (never creating one: a typo must not yield an empty backup). */
export async function openExisting(dataDir: string): Promise<PGlite> {
  if (needsInitdb(dataDir)) throw new Refusal(`${dataDir} 不是嵌入式数据库目录（没有 PG_VERSION）：请用 DATA_DIR 指定数据目录`);
  return PGlite.create(dataDir, OPTIONS);
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
