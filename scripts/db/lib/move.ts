import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Refusal } from './cli.ts';
import { dumpPglite } from '../../../src/server/db/backup/dump.ts';
import { openExisting } from '../../../src/server/db/backup/embedded.ts';
import { migrate, refuseNonEmpty, restoreBackup, type RestoreResult } from './restore.ts';

/**
 * The embedded database into an empty PostgreSQL: PGlite's pg_dump (PostgreSQL 18) restored through the same
 * executor as a backup, which leaves out the one setting PostgreSQL 15 does not know. A dump, rather than copying
 * table by table, carries everything as it is — tables the manifest made, columns an older manifest left, identity
 * sequences at their values (setval), indexes — so a server started on the target continues where the embedded one
 * stopped. Every table's row count is then compared on both sides.
 */
export async function moveToPostgres(dataDir: string, databaseUrl: string, force: boolean): Promise<RestoreResult & { tables: number; rows: number }> {
  // locked from the first moment to the last: a server started meanwhile would write what the move leaves behind
  const { pglite, close } = await openExisting(dataDir, '迁移命令 npm run db:move-to-postgres');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-move-'));
  try {
    // the target's state first: a refusal should not wait for a dump
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect().catch((error: Error) => {
      throw new Refusal(`无法连接 PostgreSQL：${error.message}`);
    });
    try {
      await refuseNonEmpty(check, force);
    } finally {
      await check.end();
    }
    const file = path.join(work, 'move.sql.gz');
    await dumpPglite(pglite, file);
    const source = await rowCounts((sql) => pglite.query(sql));
    // files stay where they are: a server on PostgreSQL keeps them in <DATA_DIR>/files as well
    const result = await restoreBackup(file, { databaseUrl, dataDir: work }, force, false);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let target: Map<string, number>;
    try {
      target = await rowCounts((sql) => client.query(sql));
    } finally {
      await client.end();
    }
    const differ = [...source].filter(([table, count]) => target.get(table) !== count);
    if (differ.length) {
      throw new Refusal(`迁移后行数不一致：${differ.map(([t, n]) => `${t} ${n} → ${target.get(t) ?? '无此表'}`).join('；')}`);
    }
    // after the comparison: a build newer than the embedded database adds its migrations to the target only
    result.migrated = await migrate({ databaseUrl, dataDir: work });
    return { ...result, tables: source.size, rows: [...source.values()].reduce((a, b) => a + b, 0) };
  } finally {
    await close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Exact row counts of every table of the current schema. */
export async function rowCounts(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<Map<string, number>> {
  const { rows } = await query(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of rows as { name: string }[]) {
    const result = await query(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    counts.set(name, (result.rows[0] as { n: number }).n);
  }
  return counts;
}
