import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { wallClockDate } from '../../../wallClock.ts';
import { writeScores } from '../dutyScore/points.ts';

// what the items are worth is the score's (dutyScore/points.ts); re-exported for the record's callers
export { rescoreDutyYears } from '../dutyScore/points.ts';

/**
 * The one way a duty enters or leaves a deputy's record (migration 0046, docs/duty-record.md): a source's command
 * says, in its own transaction, which items its row gives now, and the record's totals follow in the same
 * transaction. Nothing is typed twice: the items are derived from the source row, found again by (kind, sourceId).
 */

/** `renda_duty_kind` values. */
export const DutyKind = {
  ACTIVITY: '1',
  REGISTER: '2',
  PROPOSAL_LEAD: '3',
  PROPOSAL_COSIGN: '4',
  SURVEY: '5',
  REPORT: '6',
  STATION_RECEPTION: '7',
  STATION_FEEDBACK: '8',
} as const;
export type DutyKind = (typeof DutyKind)[keyof typeof DutyKind];

export interface DutySource {
  kind: DutyKind;
  /** the source row's id: the activity, registration, proposal, survey, report, reception or feedback */
  sourceId: number;
}

export interface NewDutyItem {
  deputyId: number;
  title: string;
  dutyDate: Date;
  /** the `renda_activity_type` of an activity or a registration */
  dutyType?: string;
}

export interface DeputyYear {
  deputyId: number;
  year: number;
}

/** The year a duty counts in: the users' calendar year of its date (wallClock.ts), not the server's. */
export const dutyYear = (at: Date): number => Number(wallClockDate(at).slice(0, 4));

/**
 * Makes `items` the source's items in the record (none: the source no longer counts, e.g. deleted or returned), and
 * refreshes the totals of every deputy and year it touched, before and after. Call it inside the source's
 * transaction, after the source row is locked or written, so that two commands on one source never interleave.
 */
export async function replaceDutyItems(scope: TenantScope, source: DutySource, items: NewDutyItem[]): Promise<void> {
  assertInTransaction(scope);
  const removed = await scope.deleteFrom('rendaDutyItem')
    .where('kind', '=', source.kind).where('sourceId', '=', source.sourceId)
    .returning(['deputyId', 'year']).execute();
  const unique = new Map<number, NewDutyItem>();
  for (const item of items) unique.set(Number(item.deputyId), item); // a deputy counts once per source
  const rows = [...unique.values()].map((item) => ({
    deputyId: Number(item.deputyId), kind: source.kind, dutyType: item.dutyType ?? '', sourceId: source.sourceId,
    title: item.title.slice(0, 200), dutyDate: item.dutyDate, year: dutyYear(item.dutyDate),
  }));
  if (rows.length) await scope.insertInto('rendaDutyItem', rows).execute();
  await refreshDutyTotals(scope, [...removed, ...rows].map((r) => ({ deputyId: Number(r.deputyId), year: Number(r.year) })));
}

/**
 * Recounts the tallies and the score of each deputy's year from the items, the rules and the adjustments.
 * The score rows are locked first, in one order (deputy, year), so that concurrent writers for one deputy take turns
 * and each recount, a statement of its own under READ COMMITTED, sees every item committed before it.
 */
export async function refreshDutyTotals(scope: TenantScope, pairs: DeputyYear[]): Promise<void> {
  if (!pairs.length) return;
  assertInTransaction(scope);
  const keyed = new Map(pairs.map((p) => [`${p.deputyId}:${p.year}`, p]));
  const sorted = [...keyed.values()].sort((a, b) => a.deputyId - b.deputyId || a.year - b.year);
  const deputies = sql`${JSON.stringify(sorted.map((p) => p.deputyId))}::jsonb`;
  const years = sql`${JSON.stringify(sorted.map((p) => p.year))}::jsonb`;
  // jsonb arrays rather than array parameters: PGlite and pg take them alike
  const pairsTable = sql`(select d.value::bigint as deputy_id, y.value::smallint as year
    from jsonb_array_elements_text(${deputies}) with ordinality d(value, n)
    join jsonb_array_elements_text(${years}) with ordinality y(value, n) on y.n = d.n)`;
  const t = scope.tenantId;
  await sql`insert into renda_duty_score (tenant_id, year, deputy_id)
    select ${t}, p.year, p.deputy_id from ${pairsTable} p order by p.deputy_id, p.year
    on conflict (tenant_id, year, deputy_id) do update set update_time = now()`.execute(scope.db);
  await sql`delete from renda_duty_tally t using ${pairsTable} p
    where t.tenant_id = ${t} and t.year = p.year and t.deputy_id = p.deputy_id`.execute(scope.db);
  await sql`insert into renda_duty_tally (tenant_id, year, deputy_id, kind, duty_type, item_count)
    select i.tenant_id, i.year, i.deputy_id, i.kind, i.duty_type, count(*)
    from renda_duty_item i join ${pairsTable} p on i.deputy_id = p.deputy_id and i.year = p.year
    where i.tenant_id = ${t}
    group by i.tenant_id, i.year, i.deputy_id, i.kind, i.duty_type`.execute(scope.db);
  await writeScores(scope, pairsTable);
}

function assertInTransaction(scope: TenantScope): void {
  // the totals must move with the items they count, or a failure half-way leaves a score that no item explains
  if (!scope.db.isTransaction) throw new Error('the record of duty is written inside the source command\'s transaction');
}
