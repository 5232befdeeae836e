import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';

/**
 * A fresh, empty database for one test file: an in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the same suite runs on both in CI). Dropped again on close.
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

export async function createTestDatabase(dataDir = 'memory://'): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ dataDir });
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
  await admin.query(`create database ${name}`);
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
