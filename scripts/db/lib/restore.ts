import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest, migrationNames } from '../../../src/server/db/migrate.ts';
import { filesArchiveOf, readHeader, type BackupHeader } from '../../../src/server/db/backup/backupFile.ts';
import { Refusal } from './cli.ts';
import { createEmpty, describeTarget } from '../../../src/server/db/backup/embedded.ts';
import { LOCK_FILE, lockDataDir } from '../../../src/server/db/dataDirLock.ts';
import { extractFiles, filesDirOf } from '../../../src/server/db/backup/files.ts';
import { executeDump } from './restoreSql.ts';

export interface RestoreTarget {
  /** PostgreSQL to restore into; the embedded directory `dataDir` otherwise. */
  databaseUrl?: string;
  /** The embedded database's directory, and on either database the parent of the uploaded files (`files/`). */
  dataDir: string;
}

export interface RestoreResult {
  header: BackupHeader;
  statements: number;
  /** Migrations of this build the backup did not have yet, applied after the restore. */
  migrated: string[];
  /** Where a replaced data directory was kept (--force on the embedded database). */
  keptAside?: string;
}

/**
 * Restores a backup into an empty target: refuses a backup of a newer schema than this build's migrations, and a
 * target that holds data unless `force`; migrates an older one after loading it. Either database's backup restores
 * into either database (the dumps are plain INSERTs; see restoreSql.ts for what an older PostgreSQL is spared).
 */
export async function restoreBackup(file: string, target: RestoreTarget, force: boolean, andMigrate = true): Promise<RestoreResult> {
  const header = await readHeader(file);
  const known = new Set(migrationNames());
  const newer = header.migrations.filter((name) => !known.has(name));
  if (newer.length) {
    throw new Refusal(`备份的数据库结构比本程序新（本程序不认识迁移 ${newer.join('、')}）：请用与备份相同或更新的版本恢复`);
  }
  const archive = filesArchiveOf(file);
  const hasFiles = fs.existsSync(archive);
  const filesDir = filesDirOf(target.dataDir);
  let result: RestoreResult;
  if (target.databaseUrl) {
    if (hasFiles && !force && fs.existsSync(filesDir) && fs.readdirSync(filesDir).length) {
      throw new Refusal(`文件目录 ${filesDir} 不是空的：恢复会覆盖其中的文件。确认要覆盖请加 --force`);
    }
    const statements = await restoreToPostgres(file, target.databaseUrl, force);
    if (hasFiles) await extractFiles(archive, target.dataDir);
    result = { header, statements, migrated: [] };
  } else {
    result = { header, ...(await restoreToDataDir(file, target.dataDir, force, hasFiles ? archive : null)), migrated: [] };
  }
  if (andMigrate) result.migrated = await migrate(target);
  return result;
}

/** Brings a restored database to this build's schema (the server would at its start; done here to say so). */
export async function migrate(target: RestoreTarget): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/**
 * What the target's schema holds (relations), refused unless `force`: a restore never mixes with existing data.
 */
export async function refuseNonEmpty(client: pg.Client, force: boolean): Promise<{ kind: string; name: string }[]> {
  const { rows } = await client.query<{ kind: string; name: string }>(
    `select c.relkind::text as kind, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by c.relkind desc`,
  );
  const tables = rows.filter((r) => r.kind === 'r' || r.kind === 'p');
  if (rows.length && !force) {
    throw new Refusal(`目标数据库不是空的（已有 ${tables.length} 张表）：恢复会覆盖其中的数据。确认要覆盖请加 --force`);
  }
  return rows;
}

/** Into PostgreSQL in one transaction: a failure leaves the database as it was, emptied tables included. */
async function restoreToPostgres(file: string, databaseUrl: string, force: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await refuseNonEmpty(client, force);
    await client.query('begin');
    try {
      // --force: what the schema holds goes, in the restore's transaction (cascade and if exists: in any order)
      for (const r of rows) {
        const what = { v: 'view', m: 'materialized view', S: 'sequence', f: 'foreign table' }[r.kind] ?? 'table';
        await client.query(`drop ${what} if exists ${pg.escapeIdentifier(r.name)} cascade`);
      }
      const described = await describeTarget((sql) => client.query(sql));
      const statements = await executeDump(file, { ...described, exec: async (sql) => void (await client.query(sql)) });
      await client.query('commit');
      return statements;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
}

/**
 * Into a new embedded directory made beside the target and renamed into place once complete, so a restore stopped
 * half-way never leaves something a server would open. An existing target is refused, or with `force` kept under
 * another name: nothing is deleted. It is locked meanwhile (dataDirLock.ts): refused while a server holds it, and no
 * server opens it until the restored directory is in place.
 */
async function restoreToDataDir(file: string, dataDir: string, force: boolean, archive: string | null) {
  const lock = fs.existsSync(dataDir) ? lockDataDir(dataDir, '恢复命令 npm run db:restore') : null;
  let lockIn = dataDir;
  try {
    const exists = lock !== null && fs.readdirSync(dataDir, { withFileTypes: true }).some((entry) => entry.name !== LOCK_FILE);
    if (exists && !force) {
      throw new Refusal(`数据目录 ${dataDir} 不是空的：恢复会替换其中的数据库。确认要替换请加 --force（原目录会改名保留）`);
    }
    const building = `${dataDir}.restoring-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    try {
      const pglite = await createEmpty(building);
      let statements: number;
      try {
        await pglite.exec('begin');
        const described = await describeTarget((sql) => pglite.query(sql));
        statements = await executeDump(file, { ...described, exec: async (sql) => void (await pglite.exec(sql)) });
        await pglite.exec('commit');
      } finally {
        await pglite.close();
      }
      if (archive) await extractFiles(archive, building);
      let keptAside: string | undefined;
      if (lock) {
        if (exists) {
          keptAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
          fs.renameSync(dataDir, keptAside);
          lockIn = keptAside; // the lock went with it; the restored directory takes its place unlocked
        } else {
          lock.release();
          fs.rmdirSync(dataDir);
        }
      }
      fs.renameSync(building, dataDir);
      return { statements, keptAside };
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
  } finally {
    lock?.release(lockIn);
  }
}
