import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.ts';
import { CHECKPOINT_DEFAULTS, checkpointDue, registerEmbeddedUpkeep, upkeepNeeded, type TableActivity } from '../../../src/server/db/upkeep/index.ts';

const table = (activity: Partial<TableActivity>): TableActivity => ({
  schemaName: 'public', tableName: 't', estimatedRows: 1000, deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, frozenXidAge: 1000, ...activity,
});

describe('the embedded database upkeep follows autovacuum\'s default thresholds', () => {
  it('vacuums past 50 + 20 % dead rows, 1000 + 20 % inserts or a 200-million-transaction-old freeze, and analyzes past 50 + 10 % changed rows', () => {
    expect(upkeepNeeded(table({ deadRows: 250 }))).toEqual({ vacuum: false, analyze: false });
    expect(upkeepNeeded(table({ deadRows: 251 }))).toEqual({ vacuum: true, analyze: false });
    expect(upkeepNeeded(table({ insertedSinceVacuum: 1200 })).vacuum).toBe(false);
    expect(upkeepNeeded(table({ insertedSinceVacuum: 1201 })).vacuum).toBe(true);
    expect(upkeepNeeded(table({ modifiedSinceAnalyze: 150 })).analyze).toBe(false);
    expect(upkeepNeeded(table({ modifiedSinceAnalyze: 151 }))).toEqual({ vacuum: false, analyze: true });
    // and, whatever changed, before the transaction counter could wrap round to the table's oldest unfrozen rows
    expect(upkeepNeeded(table({ frozenXidAge: 200_000_000 })).vacuum).toBe(false);
    expect(upkeepNeeded(table({ frozenXidAge: 200_000_001 })).vacuum).toBe(true);
  });

  it('counts a table never analyzed (reltuples -1) as empty: its first 51 changes get it analyzed', () => {
    expect(upkeepNeeded(table({ estimatedRows: -1, modifiedSinceAnalyze: 50 })).analyze).toBe(false);
    expect(upkeepNeeded(table({ estimatedRows: -1, modifiedSinceAnalyze: 51 })).analyze).toBe(true);
  });

  it('checkpoints past 64 MB of WAL at once, or after 5 minutes when anything was written', () => {
    const MB = 1024 * 1024;
    expect(checkpointDue(64 * MB - 1, 0)).toBe(false);
    expect(checkpointDue(64 * MB, 0)).toBe(true);
    expect(checkpointDue(CHECKPOINT_DEFAULTS.idleWalBytes, CHECKPOINT_DEFAULTS.intervalMs - 1)).toBe(false);
    expect(checkpointDue(CHECKPOINT_DEFAULTS.idleWalBytes, CHECKPOINT_DEFAULTS.intervalMs)).toBe(true);
    expect(checkpointDue(CHECKPOINT_DEFAULTS.idleWalBytes - 1, 24 * 60 * 60 * 1000)).toBe(false);
  });

  it('runs on the embedded database only, and not when switched off (PostgreSQL has its own autovacuum)', async () => {
    const app = Fastify();
    expect(registerEmbeddedUpkeep(app, { kind: 'postgres' } as DatabaseHandle, 60_000)).toBe(false);
    expect(registerEmbeddedUpkeep(app, { kind: 'pglite' } as DatabaseHandle, 0)).toBe(false);
    expect(registerEmbeddedUpkeep(app, { kind: 'pglite' } as DatabaseHandle, 60_000)).toBe(true);
    await app.close();
  });
});
