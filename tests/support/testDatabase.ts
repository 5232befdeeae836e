import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { sameSeedDay } from './seedDay.ts';
import type { DatabaseTemplate } from './templateDatabase.ts';

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the same suite runs on both in CI). Dropped again on close. Empty, or a copy of
 * the run's template (migrated and seeded once for all files: templateDatabase.ts) when one is given.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Where the database is, as the server's configuration names it (a server that opens and closes it itself). */
  location: { dataDir: string; databaseUrl?: string };
  /** Connection options to reopen the same database (restart tests). */
  reopen(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(dataDir = 'memory://', template: DatabaseTemplate | null = null): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A copy in memory, or in a data directory a restart test asks for (it must not exist yet: PGlite unpacks the
    // template into it, as dataDirLock.test.ts does). Without a template the directory starts empty (initdb, the
    // migrations and the seed: 10–20 s of CPU, what only the tests of a first start need).
    const loadDataDir = template?.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined;
    const handle = await openDatabase({ dataDir, loadDataDir });
    const opened = [handle];
    return {
      handle,
      location: { dataDir },
      reopen: async () => {
        const again = await openDatabase({ dataDir });
        opened.push(again);
        return again;
      },
      drop: async () => {
        for (const h of opened) await h.close().catch(() => undefined);
      },
    };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template?.kind === 'postgres' ? ` template ${template.name}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  const opened = [handle];
  return {
    handle,
    location: { dataDir: '', databaseUrl },
    reopen: async () => {
      const again = await openDatabase({ databaseUrl, dataDir: '' });
      opened.push(again);
      return again;
    },
    drop: async () => {
      // every handle, including reopened ones: an idle pooled connection would be killed by the forced drop
      for (const h of opened) await h.close().catch(() => undefined);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The run's template database (vitest's global setup provides it), or null: none was built (switched off, or a
 * file run outside the API project), or the day has changed since it was. The seed places its demo leave requests
 * from today in China Standard Time and files its proposals under the current year, so a copy made on another day
 * would differ from what the file would have seeded itself. Outside vitest (the benchmarks in scripts/bench) there
 * is none: inject() would throw.
 */
export function currentTemplate(): DatabaseTemplate | null {
  if (!process.env.VITEST) return null;
  const template = inject('databaseTemplate') ?? null;
  if (!template) return null;
  return sameSeedDay(template.createdAt) ? template : null;
}
