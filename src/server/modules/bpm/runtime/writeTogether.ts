import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * Several writes sent as one statement: every write but the last becomes a data-modifying CTE of the last
 * (`with w0 as (insert …), w1 as (update …) update …`), so a step's trail, tasks, jobs and state cost one round trip
 * instead of one each — the round trips were most of a command's time (docs/bpm-runtime.md, benchmark). Returns the
 * last write's rows (its `returning`).
 *
 * The writes run on one snapshot and none sees another's rows, so callers hand over only writes that are independent:
 * no two touch the same row, none reads what another writes (foreign keys are checked at the statement's end, so a
 * task may reference the instance inserted beside it).
 */
export async function writeTogether<R = unknown>(txScope: TenantScope, writes: readonly OperationNodeSource[]): Promise<R[]> {
  if (!writes.length) return [];
  const last = writes[writes.length - 1];
  const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
  const statement = ctes.length ? sql<R>`with ${sql.join(ctes)} ${last}` : sql<R>`${last}`;
  return (await statement.execute(txScope.db)).rows;
}

/** A statement's refusal by its guard (`bpm_guard`, migration 0029): nothing of it was written. */
export class GuardRefused extends Error {
  constructor(readonly refusal: string) {
    super(`bpm_guard: ${refusal}`);
  }
}

/**
 * Several writes sent as one statement that stands or falls by a condition, for a command run without a transaction
 * (its one statement is atomic by itself). `first` are named CTEs (`with g as (…)`) that later writes and `holds`
 * may refer to; `holds` is the statement's main query, evaluated before the other writes run (PostgreSQL runs the
 * main query first, then the writes it did not read), so a false one aborts the statement before they start. Named
 * writes run when first referred to: that is how a command orders its row locks (the instance before its tasks, as
 * every command locks them).
 */
export async function writeGuarded(txScope: TenantScope, guard: { first?: { name: string; write: OperationNodeSource }[]; holds: RawBuilder<unknown>; refusal: string }, writes: readonly OperationNodeSource[]): Promise<void> {
  const ctes = [
    ...(guard.first ?? []).map(({ name, write }) => sql`${sql.ref(name)} as (${write})`),
    ...writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
  ];
  const main = sql`select bpm_guard(${guard.holds}, ${guard.refusal})`;
  try {
    await (ctes.length ? sql`with ${sql.join(ctes)} ${main}` : main).execute(txScope.db);
  } catch (error) {
    if ((error as { code?: string }).code === 'BPMGD') throw new GuardRefused(guard.refusal);
    throw error;
  }
}
