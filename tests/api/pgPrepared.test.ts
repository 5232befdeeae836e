// Statements a PostgreSQL connection has seen before run prepared (src/server/db/pgPrepared.ts), as PgJDBC runs a
// Java back end's: the same answers and errors as unnamed, at most `capacity` per connection, and a statement whose
// result's columns another server changed runs afresh.
import type { PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { containsText } from '../../src/server/db/like.ts';
import { up as searchFunctions } from '../../src/server/db/migrations/0049_search_grams.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { preparingPool } from '../../src/server/db/pgPrepared.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/testDatabase.ts';

describe.runIf(onPostgres())('statements the server repeats run prepared on PostgreSQL', () => {
  let database: TestDatabase;
  let raw: pg.Pool;
  let other: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    raw = new pg.Pool({ connectionString: database.location.databaseUrl, max: 1 });
    other = new pg.Client({ connectionString: database.location.databaseUrl });
    await other.connect();
    await other.query('create table note (id bigint primary key, title text not null, meta jsonb)');
    await other.query(`insert into note values (1, '代表建议', '{"n": 1}')`);
  });
  afterAll(async () => {
    await other?.end();
    await raw?.end();
    await database?.drop();
  });

  const kept = async (client: PostgresPoolClient) =>
    (await client.query<{ name: string }>(
      "select name from pg_prepared_statements where statement not like '%pg_prepared_statements%' order by name", [])).rows.map((r) => r.name);

  it('prepares a statement the second time the connection sees it, and answers as unnamed', async () => {
    const client = await preparingPool(raw).connect();
    try {
      const select = 'select * from note where id = $1';
      const first = await client.query(select, [1]);
      expect(await kept(client)).toEqual([]);
      const second = await client.query(select, [1]);
      expect(await kept(client)).toHaveLength(1);
      expect(second.rows).toEqual(first.rows);
      expect(second.rows).toEqual([{ id: '1', title: '代表建议', meta: { n: 1 } }]);
      for (let i = 0; i < 3; i++) {
        await expect(client.query('insert into note (id, title) values ($1, $2)', [1, '重复'])).rejects.toMatchObject({ code: '23505' });
      }
    } finally {
      client.release();
    }
  });

  it('runs a statement afresh when another server changed its result\'s columns; in a transaction that is the caller\'s error', async () => {
    const client = await preparingPool(raw).connect();
    try {
      const select = 'select * from note where id = $1';
      await client.query(select, [1]);
      await client.query(select, [1]);
      await other.query('alter table note add column remark text');
      expect((await client.query<Record<string, unknown>>(select, [1])).rows[0]).toHaveProperty('remark', null);

      const inTransaction = 'select * from note where id = $1 and true';
      await client.query(inTransaction, [1]);
      await client.query(inTransaction, [1]);
      await other.query('alter table note add column source text');
      await client.query('begin', []);
      await expect(client.query(inTransaction, [1])).rejects.toMatchObject({ code: '0A000' });
      await client.query('rollback', []);
      expect((await client.query<Record<string, unknown>>(inTransaction, [1])).rows[0]).toHaveProperty('source', null);
    } finally {
      client.release();
    }
  });

  it('runs a text search unnamed every time: its plan depends on its text (decision 105)', async () => {
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: raw }) });
    await searchFunctions(db);
    await raw.query('deallocate all');
    const search = sql`select id from note where ${containsText('title', '建议')}`.compile(db);
    const client = await preparingPool(raw).connect();
    try {
      for (let i = 0; i < 3; i++) expect((await client.query(search.sql, [...search.parameters])).rows).toEqual([{ id: '1' }]);
      expect(await kept(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('keeps at most its capacity on a connection', async () => {
    await raw.query('deallocate all');
    const client = await preparingPool(raw, 3).connect();
    try {
      for (let i = 0; i < 5; i++) {
        const text = `select id from note where id = $1 and ${i} = ${i}`;
        await client.query(text, [1]);
        await client.query(text, [1]);
      }
      expect(await kept(client)).toHaveLength(3);
    } finally {
      client.release();
    }
  });

  it('is what the server opens, unless DB_PREPARED_STATEMENTS=false', async () => {
    for (const setting of [undefined, 'false']) {
      const { dbPreparedStatements } = loadConfig({ DB_PREPARED_STATEMENTS: setting });
      const handle = await openDatabase({ databaseUrl: database.location.databaseUrl, dataDir: '', dbPreparedStatements });
      try {
        // one query at a time: the pool hands back the connection it was given last
        for (let i = 0; i < 2; i++) await sql`select title from note where id = ${1}`.execute(handle.db);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like '%from note%'`.execute(handle.db);
        expect({ setting, prepared: rows[0].n }).toEqual({ setting, prepared: setting === 'false' ? 0 : 1 });
      } finally {
        await handle.close();
      }
    }
  });
});
