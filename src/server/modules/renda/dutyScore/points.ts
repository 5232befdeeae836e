import { sql, type RawBuilder } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * What a deputy's year is worth (issue 36 point 4, docs/duty-score.md): each tally counts its items times the points of
 * its rule — the enabled rule of its kind and duty type, else the enabled rule of its kind without a type — and the
 * items of one rule together never give more than its yearly cap; items without a rule count in `items` but give no
 * points. The staff's adjustments are added apart (`adjust`), the score being their sum (a generated column).
 *
 * One set-based statement serves every caller: a few pairs (a source's command, refreshDutyTotals), a whole tenant
 * (a rule changed, rescoreDutyYears) or a whole year (a repair, rebuildDutyTotals), so the rule is written once.
 */

/**
 * A derived table `(deputy_id, year, kind, items, worth)`: per deputy's year of `pairs` (a parenthesised select naming
 * `deputy_id` and `year`, each pair once), what each rule's tallies give within its cap (`worth` null for items no
 * rule covers). The score sums it per year; the statistics per kind.
 */
export function ruleWorths(tenantId: number, pairs: RawBuilder<unknown>): RawBuilder<unknown> {
  const enabled = (alias: string) => sql.raw(`${alias}.status = 0 and not ${alias}.deleted`);
  return sql`(select t.deputy_id, t.year, t.kind, sum(t.item_count) as items,
      case when max(r.year_cap) is null then sum(t.item_count * r.points)
           else least(sum(t.item_count * r.points), max(r.year_cap)) end as worth
    from renda_duty_tally t
    join ${pairs} q on q.deputy_id = t.deputy_id and q.year = t.year
    left join renda_duty_score_rule rs on rs.tenant_id = ${tenantId} and rs.kind = t.kind and t.duty_type <> ''
      and rs.duty_type = t.duty_type and ${enabled('rs')}
    left join renda_duty_score_rule rg on rg.tenant_id = ${tenantId} and rg.kind = t.kind
      and coalesce(rg.duty_type, '') = '' and ${enabled('rg')}
    cross join lateral (select coalesce(rs.id, rg.id) as id,
      case when rs.id is null then rg.points else rs.points end as points,
      case when rs.id is null then rg.year_cap else rs.year_cap end as year_cap) r
    where t.tenant_id = ${tenantId}
    group by t.deputy_id, t.year, t.kind, r.id)`;
}

/**
 * A derived table `(deputy_id, year, points, items, adjust)` for every `(deputy_id, year)` row of `pairs` (a
 * parenthesised select naming those two columns; each pair at most once).
 */
export function scoresOf(tenantId: number, pairs: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select p.deputy_id, p.year, coalesce(w.points, 0) as points, coalesce(w.items, 0) as items, coalesce(a.adjust, 0) as adjust
    from ${pairs} p
    left join (
      select per_rule.deputy_id, per_rule.year, sum(per_rule.worth) as points, sum(per_rule.items) as items
      from ${ruleWorths(tenantId, pairs)} per_rule
      group by per_rule.deputy_id, per_rule.year) w on w.deputy_id = p.deputy_id and w.year = p.year
    left join (
      select j.deputy_id, j.year, sum(j.points) as adjust from renda_duty_score_adjust j
      join ${pairs} q on q.deputy_id = j.deputy_id and q.year = j.year
      where j.tenant_id = ${tenantId} and not j.deleted
      group by j.deputy_id, j.year) a on a.deputy_id = p.deputy_id and a.year = p.year)`;
}

/** Writes `scoresOf(pairs)` into the score rows of those pairs (which exist: the callers insert them first). */
export async function writeScores(scope: TenantScope, pairs: RawBuilder<unknown>): Promise<void> {
  const t = scope.tenantId;
  await sql`update renda_duty_score s
    set points = c.points, item_count = c.items, adjust = c.adjust, update_time = now()
    from ${scoresOf(t, pairs)} c
    where s.tenant_id = ${t} and s.year = c.year and s.deputy_id = c.deputy_id
      and (s.points, s.item_count, s.adjust) is distinct from (c.points::numeric(9,1), c.items::integer, c.adjust::numeric(9,1))`.execute(scope.db);
}

/**
 * Recounts the points of every deputy's year in the tenant (of one year, or all) after the rules changed: the tallies
 * stand, only what they are worth moves. One statement; only the rows whose figures change are written.
 */
export async function rescoreDutyYears(scope: TenantScope, year?: number): Promise<void> {
  const t = scope.tenantId;
  await writeScores(scope, sql`(select deputy_id, year from renda_duty_score where tenant_id = ${t}${year === undefined ? sql`` : sql` and year = ${year}`})`);
}

/**
 * Rebuilds a year's tallies and scores of the tenant from its items, set-based: what a repair runs (and the benchmark
 * after loading millions of items at once). Holds the score table against writers meanwhile (refreshDutyTotals
 * writes a score row first, so a source's command waits for the rebuild and then counts on top of it).
 */
export async function rebuildDutyTotals(scope: TenantScope, year: number): Promise<void> {
  if (!scope.db.isTransaction) throw new Error('rebuildDutyTotals runs inside a transaction');
  const t = scope.tenantId;
  await sql`lock table renda_duty_score in share row exclusive mode`.execute(scope.db);
  await sql`delete from renda_duty_tally where tenant_id = ${t} and year = ${year}`.execute(scope.db);
  await sql`insert into renda_duty_tally (tenant_id, year, deputy_id, kind, duty_type, item_count)
    select ${t}::bigint, ${year}::smallint, deputy_id, kind, duty_type, count(*) from renda_duty_item
    where tenant_id = ${t} and year = ${year} group by deputy_id, kind, duty_type`.execute(scope.db);
  await sql`insert into renda_duty_score (tenant_id, year, deputy_id)
    select ${t}::bigint, ${year}::smallint, deputy_id from renda_duty_tally where tenant_id = ${t} and year = ${year}
    union select ${t}::bigint, ${year}::smallint, deputy_id from renda_duty_score_adjust where tenant_id = ${t} and year = ${year} and not deleted
    on conflict (tenant_id, year, deputy_id) do nothing`.execute(scope.db);
  // The planner is told what was just written (ANALYZE samples this transaction's rows too): with the statistics of
  // before, a tenant or a year new to these tables is estimated at one row, and the rescore's joins become loops of
  // index probes — 4 s for 2 000 deputies instead of 0.1 s (the province data set's rebuild, docs/performance.md).
  await sql`analyze renda_duty_tally, renda_duty_score`.execute(scope.db);
  await rescoreDutyYears(scope, year);
}
