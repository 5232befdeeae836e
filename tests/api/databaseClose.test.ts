// Closing the PostgreSQL database waits until every pooled connection has really gone (src/server/db/poolClosed.ts):
// a database dropped or a server stopped right after must not meet backends still there (their killed connections
// came back as pool errors in the tests' and benchmarks' teardown).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/testDatabase.ts';

describe.runIf(onPostgres())('closing the PostgreSQL database', () => {
  let database: TestDatabase;
  let watcher: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    watcher = new pg.Client({ connectionString: database.location.databaseUrl });
    await watcher.connect();
  });
  afterAll(async () => {
    await watcher?.end();
    await database?.drop();
  });

  const othersConnected = async () => Number((await watcher.query<{ n: string }>(
    'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows[0].n);

  it('returns only when PostgreSQL has seen every connection go', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      for (let round = 0; round < 5; round++) {
        const handle = await openDatabase({ databaseUrl: database.location.databaseUrl, dataDir: '' });
        // ten connections at once, all idle in the pool when it closes
        await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.02)`.execute(handle.db)));
        expect(handle.poolStats()?.total).toBe(10);
        await handle.close();
        expect(await othersConnected()).toBe(0);
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
