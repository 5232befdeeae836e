// The embedded database's autovacuum (src/server/db/upkeep): PGlite runs PostgreSQL in single-user mode, with no
// autovacuum and no checkpointer, so the server vacuums, analyzes and checkpoints itself. PostgreSQL runs its own: nothing here applies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { CHECKPOINT_DEFAULTS, EmbeddedUpkeep, upkeepTables, walSinceCheckpoint } from '../../src/server/db/upkeep/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

interface TableStats { deadRows: number; estimatedRows: number; vacuumed: boolean; analyzed: boolean }

/** The counters reach pg_stat_user_tables when the session flushes them, as a server's would within a second. */
async function statsOf(db: Db, table: string): Promise<TableStats> {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableStats>`
    select s.n_dead_tup as dead_rows, c.reltuples as estimated_rows, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`.execute(db);
  return { ...rows[0], deadRows: Number(rows[0].deadRows), estimatedRows: Number(rows[0].estimatedRows) };
}

/** The index the planner reads one instance of a tenant through, as an approval's statement finds it. */
async function instanceLookupIndex(db: Db, id: string): Promise<string> {
  const { rows } = await sql<Record<string, string>>`explain update bpm_process_instance set lock_version = lock_version + 1
    where tenant_id = 1 and id = ${id} and lock_version = 0 and status = 1`.execute(db);
  return rows.map((row) => Object.values(row)[0]).join('\n').match(/Index Scan using (\w+)/)?.[1] ?? 'none';
}

describe.skipIf(onPostgres())('the embedded database looks after its own tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('vacuums and analyzes a table changed enough, leaves a quiet one alone, and is done with it until it changes again', async () => {
    await sql`create table upkeep_busy (id int primary key, body text)`.execute(t.db);
    await sql`create table upkeep_quiet (id int primary key, body text)`.execute(t.db);
    await sql`insert into upkeep_busy select i, '草稿' from generate_series(1, 500) i`.execute(t.db);
    await sql`update upkeep_busy set body = '定稿' where id <= 300`.execute(t.db);
    await sql`insert into upkeep_quiet select i, '草稿' from generate_series(1, 10) i`.execute(t.db);
    expect(await statsOf(t.db, 'upkeep_busy')).toEqual({ deadRows: 300, estimatedRows: -1, vacuumed: false, analyzed: false });

    const done = await upkeepTables(t.db);
    expect(done).toContainEqual({ table: 'upkeep_busy', vacuumed: true, analyzed: true });
    expect(done.map((d) => d.table)).not.toContain('upkeep_quiet');
    // the dead rows' space is reusable and the planner knows the table's size
    expect(await statsOf(t.db, 'upkeep_busy')).toEqual({ deadRows: 0, estimatedRows: 500, vacuumed: true, analyzed: true });
    expect(await statsOf(t.db, 'upkeep_quiet')).toMatchObject({ vacuumed: false, analyzed: false });
    expect((await upkeepTables(t.db)).map((d) => d.table)).not.toContain('upkeep_busy');
  });

  it('gives the planner what it needs to find one workflow instance by its id, not among all of its tenant\'s', async () => {
    const { id: definitionId } = await t.db.selectFrom('bpmProcessDefinition').select('id').where('tenantId', '=', 1).executeTakeFirstOrThrow();
    await sql`insert into bpm_process_instance (id, tenant_id, process_definition_id, name, start_user_id, status, result)
      select 'upkeep-' || i, 1, ${definitionId}, '维护测试', 1, 1, 1 from generate_series(1, 300) i`.execute(t.db);
    // without statistics the planner guessed the tenant's starter index, and read every instance of the tenant
    expect(await instanceLookupIndex(t.db, 'upkeep-150')).toBe('idx_bpm_process_instance_starter');
    await statsOf(t.db, 'bpm_process_instance');
    expect((await upkeepTables(t.db)).map((d) => d.table)).toContain('bpm_process_instance');
    expect(await instanceLookupIndex(t.db, 'upkeep-150')).toBe('bpm_process_instance_pkey');
  });

  it('runs on its own every DB_UPKEEP_SECONDS, and the server closes after the pass under way', async () => {
    const server = await createTestApp({ dbUpkeepSeconds: 1 });
    try {
      await sql`create table upkeep_timed (id int primary key)`.execute(server.db);
      await sql`insert into upkeep_timed select generate_series(1, 100)`.execute(server.db);
      await expect.poll(async () => (await statsOf(server.db, 'upkeep_timed')).analyzed, { timeout: 20_000, interval: 200 }).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe.skipIf(onPostgres())('the embedded database checkpoints as it goes', () => {
  const MB = 1024 * 1024;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-upkeep-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const walSegments = () => fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;

  it('keeps pg_wal from growing with everything written, and checkpoints an idle database only when it wrote something', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const start = Date.now();
      const upkeep = new EmbeddedUpkeep(handle.db, { ...CHECKPOINT_DEFAULTS, walBytes: 8 * MB }, start);
      await sql`create table upkeep_wal (id int, body text)`.execute(handle.db);
      const segments: number[] = [];
      for (let round = 0; round < 6; round++) {
        // about 16 MB of WAL: a segment's worth, which single-user mode would otherwise keep until shutdown
        await sql`insert into upkeep_wal select i, repeat('会', 340) from generate_series(1, 14000) i`.execute(handle.db);
        await sql`delete from upkeep_wal`.execute(handle.db);
        const report = await upkeep.pass(start);
        expect(report.checkpointed).toBeGreaterThan(8 * MB);
        expect(await walSinceCheckpoint(handle.db)).toBeLessThan(CHECKPOINT_DEFAULTS.idleWalBytes);
        segments.push(walSegments());
      }
      // the segments before each checkpoint are recycled for the next ones: the count settles instead of growing by one a round
      expect(segments[5]).toBeLessThanOrEqual(segments[1]);

      // idle: nothing to checkpoint, even when the interval has passed
      expect((await upkeep.pass(start + CHECKPOINT_DEFAULTS.intervalMs)).checkpointed).toBeNull();
      // a little written: checkpointed once the interval has passed, not before
      await sql`insert into upkeep_wal select i, '少量' from generate_series(1, 500) i`.execute(handle.db);
      expect((await upkeep.pass(start + 1000)).checkpointed).toBeNull();
      expect((await upkeep.pass(start + CHECKPOINT_DEFAULTS.intervalMs + 1000)).checkpointed).toBeGreaterThan(CHECKPOINT_DEFAULTS.idleWalBytes);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
