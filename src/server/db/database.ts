import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './dataDirLock.ts';
import { initialiseDataDir, needsInitdb } from './initialiseDataDir.ts';
import { PGliteDialect } from './pgliteDialect.ts';
import { preparingPool } from './pgPrepared.ts';
import { trackConnections } from './poolClosed.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): the scheduled backup dumps it through PGlite's own pg_dump. */
  pglite?: PGlite;
  /** The PostgreSQL URL (PostgreSQL only), for the scheduled backup's pg_dump. */
  url?: string;
  close(): Promise<void>;
  /** Calls the listener after every statement (its duration, or its error); returns what stops it (metrics). */
  observeQueries(listener: (event: LogEvent) => void): () => void;
  /** The PostgreSQL pool's connections (null on PGlite, which has one session): for the metrics endpoint. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Ids and counts are bigint in SQL; as in the Java backend they travel as JSON numbers (all ours stay below 2^53).
const toNumber = (value: string) => Number(value);

/**
 * Opens the database: PostgreSQL when a URL is given (several server instances share it), otherwise the embedded
 * PGlite in `dataDir`. Both get the same Kysely type, the same SQL, and snake_case columns mapped to camelCase.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob; dbPreparedStatements?: boolean }): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  // Kysely times each statement only for a logger; ours tells whoever listens (nobody unless metrics are on).
  const listeners = new Set<(event: LogEvent) => void>();
  const log = (event: LogEvent) => listeners.forEach((listener) => listener(event));
  const observeQueries = (listener: (event: LogEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  if (options.databaseUrl) {
    const types = new pg.TypeOverrides();
    types.setTypeParser(INT8_OID, toNumber);
    types.setTypeParser(NUMERIC_OID, toNumber);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the process down; the pool reconnects.
    pool.on('error', (error) => console.warn(`PostgreSQL 空闲连接出错，连接池将重新连接：${error.message}`));
    const connections = trackConnections(pool);
    // statements seen before run prepared, as PgJDBC runs a Java back end's (pgPrepared.ts); off behind a pooler
    // that cannot carry them
    const dialect = new PostgresDialect({ pool: options.dbPreparedStatements === false ? pool : preparingPool(pool) });
    const db = new Kysely<Database>({ dialect, plugins, log });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const close = async () => {
      await db.destroy();
      await connections.closed();
    };
    return { db, kind: 'postgres', url: options.databaseUrl, close, observeQueries, poolStats };
  }

  // A directory in memory is this process's alone; one on disk is locked against every other (dataDirLock.ts).
  const lock = options.dataDir.startsWith('memory://') ? null : await openDataDir(options.dataDir, Boolean(options.loadDataDir));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir, {
      parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
      // Keeps the embedded server near 200 MB resident instead of ~330 MB.
      postgresqlconf: ['shared_buffers=16MB'],
      // Trigram indexes of the lists' `like` filters (crud/impliedIndexes.ts), as on PostgreSQL.
      extensions: { pg_trgm },
      // A tarball of a prepared cluster (PGlite's dumpDataDir) instead of initdb: the API tests' template database.
      loadDataDir: options.loadDataDir,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins, log });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  return { db, kind: 'pglite', pglite, close, observeQueries, poolStats: () => null };
}

/**
 * An embedded data directory made ready and locked for this server. A new one is created whole before it is locked
 * (initdb beside it, renamed into place: two first starts at once both build one, and the second's rename loses);
 * one that exists but holds no database yet (a mounted volume) is initialised in place, under the lock. `loading`:
 * PGlite fills it from a tarball (loadDataDir) instead of initdb, so it is only made, empty.
 */
async function openDataDir(dataDir: string, loading: boolean): Promise<DataDirLock> {
  // PGlite's NodeFS creates only the leaf directory (TOOLCHAIN.md gotcha 12).
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (loading) fs.mkdirSync(dataDir, { recursive: true });
  else if (!fs.existsSync(dataDir)) await initialiseDataDir(dataDir);
  // a file where the directory should be: said as initdb would have said it, not as the lock's ENOTDIR
  if (!fs.statSync(dataDir).isDirectory()) throw new Error(`PGlite 数据目录初始化失败（${dataDir}）：该路径是文件，不是目录`);
  const lock = lockDataDir(dataDir, '服务器');
  try {
    if (!loading && needsInitdb(dataDir)) await initialiseDataDir(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}
