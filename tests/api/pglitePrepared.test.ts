// Repeated statements run prepared on the PGlite session (src/server/db/pglitePrepared.ts): the same answers as
// PGlite's query(), kept plans dropped when definitions change, at most `capacity` kept.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { containsText } from '../../src/server/db/like.ts';
import { up as searchFunctions } from '../../src/server/db/migrations/0049_search_grams.ts';
import { PGliteDialect } from '../../src/server/db/pgliteDialect.ts';
import { PreparedStatements } from '../../src/server/db/pglitePrepared.ts';
import { onPostgres } from '../support/testDatabase.ts';

describe.skipIf(onPostgres())('statements the server repeats run prepared on the embedded database', () => {
  let pglite: PGlite;
  const kept = async () => (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    await pglite.exec(`create table note (id bigint primary key, title text not null, done boolean, due timestamptz, meta jsonb, tags int[])`);
  });
  afterAll(async () => pglite?.close());
  beforeEach(async () => pglite.exec('deallocate all'));

  it('answers a prepared statement exactly as query() does, for every kind of value', async () => {
    const statements = new PreparedStatements(pglite);
    const due = new Date('2026-11-24T08:30:00.000Z');
    const insert = 'insert into note (id, title, done, due, meta, tags) values ($1, $2, $3, $4, $5, $6)';
    const first = await statements.run(insert, [1, '代表建议', true, due, { 来源: '闭会期间', n: 2 }, [3, 4]]);
    expect(await kept()).toEqual([]); // seen once: run through query()
    const second = await statements.run(insert, [2, "it's 第二条", null, null, null, null]);
    expect(await kept()).toHaveLength(1);
    expect([first.affectedRows, second.affectedRows]).toEqual([1, 1]);

    const select = 'select * from note where id = any($1) and (title like $2 or $2 is null) order by id';
    const plain = await pglite.query(select, [[1, 2], null]);
    await statements.run(select, [[1, 2], null]);
    const prepared = await statements.run(select, [[1, 2], null]);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.fields).toEqual(plain.fields);
    expect(prepared.rows[0]).toEqual({ id: 1, title: '代表建议', done: true, due, meta: { 来源: '闭会期间', n: 2 }, tags: [3, 4] });
  });

  it('reports a refused statement as query() does, prepared or not', async () => {
    const statements = new PreparedStatements(pglite);
    const insert = 'insert into note (id, title) values ($1, $2)';
    for (let i = 0; i < 3; i++) {
      await expect(statements.run(insert, [1, '重复'])).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('note_pkey') });
    }
    const misspelt = 'select titel from note';
    for (let i = 0; i < 3; i++) await expect(statements.run(misspelt, [])).rejects.toMatchObject({ code: '42703' });
    // a statement refused before its table exists is prepared once the table is created
    const early = 'select count(*)::int as n from later';
    for (let i = 0; i < 2; i++) await expect(statements.run(early, [])).rejects.toMatchObject({ code: '42P01' });
    await statements.run('create table later (id int)', []);
    for (let i = 0; i < 2; i++) expect((await statements.run<{ n: number }>(early, [])).rows).toEqual([{ n: 0 }]);
    expect(await kept()).toHaveLength(1);

    // nor is one refused only because its transaction had failed
    const inFailed = 'select count(*)::int as n from note';
    await statements.run(inFailed, []);
    await statements.run('begin', []);
    await expect(statements.run('select 1/0', [])).rejects.toMatchObject({ code: '22012' });
    await expect(statements.run(inFailed, [])).rejects.toMatchObject({ code: '25P02' });
    await statements.run('rollback', []);
    await statements.run(inFailed, []);
    expect(await kept()).toHaveLength(2);
  });

  it('closes what it keeps when definitions change, and answers with the new columns', async () => {
    const statements = new PreparedStatements(pglite);
    const select = 'select * from note where id = $1';
    await statements.run(select, [1]);
    await statements.run(select, [1]);
    expect(await kept()).not.toEqual([]);
    await statements.run('alter table note add column remark text', []);
    expect(await kept()).toEqual([]);
    const again = await statements.run<Record<string, unknown>>(select, [1]);
    expect(again.rows[0]).toHaveProperty('remark', null);
  });

  it('runs a text search unprepared every time: its plan depends on its text (decision 105)', async () => {
    const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
    await searchFunctions(db);
    await pglite.exec(`insert into note (id, title) values (7, '关于加强社区养老的建议') on conflict do nothing`);
    const search = sql`select id from note where ${containsText('title', '养老')}`.compile(db);
    const statements = new PreparedStatements(pglite);
    for (let i = 0; i < 3; i++) expect((await statements.run(search.sql, [...search.parameters])).rows).toEqual([{ id: 7 }]);
    expect(await kept()).toEqual([]);
    await pglite.exec('delete from note where id = 7');
  });

  it('runs a statement afresh when the session lost it, and keeps at most its capacity', async () => {
    const statements = new PreparedStatements(pglite, 3);
    const count = 'select count(*)::int as n from note where id > $1';
    await statements.run(count, [0]);
    await statements.run(count, [0]);
    await pglite.exec('deallocate all'); // behind its back
    expect((await statements.run<{ n: number }>(count, [0])).rows).toEqual([{ n: 2 }]);

    for (let i = 0; i < 5; i++) {
      const text = `select id from note where id = $1 and ${i} = ${i}`;
      await statements.run(text, [1]);
      await statements.run(text, [1]);
    }
    expect(await kept()).toHaveLength(3);
  });
});
