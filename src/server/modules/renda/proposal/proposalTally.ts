import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * The counts the proposal statistics read, from the deltas the triggers of migration 0052 write (decision 104): a
 * tenant's rows summed per key. Past `FOLD_AT` rows the tenant's deltas are folded into one row per key, so a read
 * stays a few dozen rows however many commands came before it.
 */
const FOLD_AT = 200;

export interface ProposalFigure { status: number; type: string; satisfaction: string | null; overdue: boolean; count: number }
export interface UnitFigure { deptId: number; given: number; replied: number; late: number }

/** Live submitted proposals by status, type, rating and lateness (keys whose count is zero left out). */
export async function proposalFigures(scope: TenantScope): Promise<ProposalFigure[]> {
  const rows = await scope.selectFrom('rendaProposalTally')
    .select(['status', 'type', 'satisfaction', 'overdue', sql<string>`sum(proposals)`.as('count'), sql<string>`count(*)`.as('entries')])
    .groupBy(['status', 'type', 'satisfaction', 'overdue'])
    .execute();
  if (entries(rows) > FOLD_AT) await foldProposalTally(scope);
  return rows.map((r) => ({ status: r.status, type: r.type, satisfaction: r.satisfaction, overdue: r.overdue, count: Number(r.count) }))
    .filter((r) => r.count !== 0);
}

/** Per handling unit: the proposals given to it, those it replied to, those it replied to late. */
export async function unitFigures(scope: TenantScope): Promise<UnitFigure[]> {
  const rows = await scope.selectFrom('rendaProposalUnitTally')
    .select(['deptId', sql<string>`sum(given)`.as('given'), sql<string>`sum(replied)`.as('replied'), sql<string>`sum(late)`.as('late'), sql<string>`count(*)`.as('entries')])
    .groupBy('deptId')
    .execute();
  if (entries(rows) > FOLD_AT) await foldUnitTally(scope);
  return rows.map((r) => ({ deptId: r.deptId, given: Number(r.given), replied: Number(r.replied), late: Number(r.late) }))
    .filter((r) => r.given !== 0);
}

/** The tenant's proposal deltas folded into one row per key (the reads do it past FOLD_AT rows). */
export const foldProposalTally = (scope: TenantScope) => fold(scope, 'renda_proposal_tally', ['status', 'type', 'satisfaction', 'overdue'], ['proposals']);
/** The tenant's unit deltas folded into one row per unit. */
export const foldUnitTally = (scope: TenantScope) => fold(scope, 'renda_proposal_unit_tally', ['dept_id'], ['given', 'replied', 'late']);

const entries = (rows: { entries: string }[]) => rows.reduce((n, r) => n + Number(r.entries), 0);

/**
 * The tenant's deltas replaced by their sums, in one statement: the delete returns what it took and the insert writes
 * its sums. A fold running beside it waits on the rows this one deletes and then skips them; deltas committed after
 * this statement's snapshot are not taken — so every delta is counted once.
 */
async function fold(scope: TenantScope, table: 'renda_proposal_tally' | 'renda_proposal_unit_tally', keys: string[], counts: string[]): Promise<void> {
  const keyList = sql.join(keys.map((k) => sql.ref(k)));
  const sums = sql.join(counts.map((c) => sql`sum(${sql.ref(c)})`));
  const nonZero = sql.join(counts.map((c) => sql`sum(${sql.ref(c)}) <> 0`), sql` or `);
  await sql`with gone as (delete from ${sql.table(table)} where tenant_id = ${scope.tenantId} returning *)
    insert into ${sql.table(table)} (tenant_id, ${keyList}, ${sql.join(counts.map((c) => sql.ref(c)))})
    select ${scope.tenantId}, ${keyList}, ${sums} from gone group by ${keyList} having ${nonZero}`.execute(scope.db);
}
