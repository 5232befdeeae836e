import { sql, type OperationNodeSource } from 'kysely';
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
