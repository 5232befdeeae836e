// TenantScope.afterCommit: what a server keeps in memory about rows (a waiting instance's live engine) is kept only
// once the rows it matches have committed — never after a rollback, also when the command ran inside a larger one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

describe('TenantScope.afterCommit', () => {
  let database: TestDatabase;
  let scope: TenantScope;
  const seen: string[] = [];
  const committedRows = async () => (await sql<{ n: number }>`select count(*)::int as n from commit_probe`.execute(database.handle.db)).rows[0].n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table commit_probe (id int)`.execute(database.handle.db);
    scope = new TenantScope(database.handle.db, 1);
  });
  afterAll(async () => { await database.drop(); });

  it('runs a hook after the commit, when the row is there for everyone', async () => {
    seen.length = 0;
    await scope.transaction(async (tx) => {
      await sql`insert into commit_probe values (1)`.execute(tx.db);
      tx.afterCommit(async () => { seen.push(`committed, rows: ${await committedRows()}`); });
      seen.push('work done');
    });
    await expect.poll(() => seen).toEqual(['work done', 'committed, rows: 1']);
  });

  it('never runs a hook of a transaction that rolls back, also one registered by a joined inner command', async () => {
    seen.length = 0;
    await expect(scope.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        await sql`insert into commit_probe values (2)`.execute(inner.db);
        inner.afterCommit(() => seen.push('inner committed'));
      });
      throw new Error('the outer command fails after the inner one');
    })).rejects.toThrow('the outer command fails');
    expect(seen).toEqual([]);
    expect(await committedRows()).toBe(1);
  });

  it('runs a hook at once outside a transaction, and names the pool as the database inside one', async () => {
    seen.length = 0;
    scope.afterCommit(() => seen.push('at once'));
    expect(seen).toEqual(['at once']);
    await scope.transaction(async (tx) => {
      expect(tx.db).not.toBe(database.handle.db);
      expect(tx.database).toBe(database.handle.db);
    });
  });
});
