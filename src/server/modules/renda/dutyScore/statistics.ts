import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { DUTY_KINDS } from '../../../db/migrations/0046_duty_record.ts';
import { UTC_OFFSET_MINUTES } from '../../../wallClock.ts';
import { visibleDeputies } from './adjust.ts';
import { levelSql, scoreThresholds, SCORE_LEVEL_LABELS } from './levels.ts';
import { ruleWorths } from './points.ts';

/**
 * 履职统计 of a year (docs/duty-score.md): over the deputies the caller may see (the ranking's group without
 * narrowing), how many are at each level, what each kind of duty gave (items and points within the caps), the
 * delegations' and the areas' average scores, and the items month by month. Deputies without a duty count with 0.
 */
export async function dutyStatistics(request: FastifyRequest, year: number) {
  const t = request.tenantId!;
  const db = request.scope().db;
  const thresholds = await scoreThresholds(db);
  const group = (await visibleDeputies(request)).select(['systemUsers.id', 'systemUsers.deptId', 'systemUsers.areaId']);
  const scored = sql`with g as (${group}), s as (select g.id, g.dept_id, g.area_id, coalesce(s.score, 0) as score, coalesce(s.item_count, 0) as item_count
    from g left join renda_duty_score s on s.tenant_id = ${t} and s.year = ${year} and s.deputy_id = g.id)`;
  type Count = { key: unknown; label?: string | null; deputies: string; items?: string; average?: string };

  const levels = (await sql<Count>`${scored} select ${levelSql(sql`s.score`, thresholds)} as key, count(*) as deputies from s group by 1`.execute(db)).rows;
  const byLevel = [1, 2, 3, 4].map((level) => ({
    level, label: SCORE_LEVEL_LABELS[level], deputies: Number(levels.find((r) => Number(r.key) === level)?.deputies ?? 0),
  }));

  const kinds = (await sql<{ kind: string; items: string; points: string | null }>`with g as (${group})
    select w.kind, sum(w.items) as items, sum(w.worth) as points
    from ${ruleWorths(t, sql`(select g.id as deputy_id, ${year}::smallint as year from g)`)} w group by w.kind`.execute(db)).rows;
  const byKind = DUTY_KINDS.map(([kind, label]) => {
    const row = kinds.find((k) => k.kind === kind);
    return { kind, label, items: Number(row?.items ?? 0), points: Number(row?.points ?? 0) };
  });

  const average = sql`round(avg(s.score), 1)`;
  const byDelegation = (await sql<Count>`${scored} select s.dept_id as key, d.name as label, count(*) as deputies, sum(s.item_count) as items, ${average} as average
    from s left join system_dept d on d.id = s.dept_id and d.tenant_id = ${t}
    group by s.dept_id, d.name order by ${average} desc, d.name`.execute(db)).rows.map(named('未分配代表团'));
  const byArea = (await sql<Count>`${scored} select s.area_id as key, a.name as label, count(*) as deputies, sum(s.item_count) as items, ${average} as average
    from s left join renda_area a on a.id = s.area_id and a.tenant_id = ${t}
    group by s.area_id, a.name order by ${average} desc, a.name`.execute(db)).rows.map(named('未分配选区'));

  const months = (await sql<{ month: string; items: string }>`with g as (${group})
    select extract(month from (i.duty_date at time zone 'UTC') + ${UTC_OFFSET_MINUTES}::int * interval '1 minute')::int as month, count(*) as items
    from renda_duty_item i join g on g.id = i.deputy_id
    where i.tenant_id = ${t} and i.year = ${year} group by 1`.execute(db)).rows;
  const byMonth = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`, items: Number(months.find((m) => Number(m.month) === i + 1)?.items ?? 0),
  }));

  const deputies = byLevel.reduce((n, l) => n + l.deputies, 0);
  return { year, thresholds, deputies, byLevel, byKind, byDelegation, byArea, byMonth };
}

const named = (fallback: string) => (r: { key: unknown; label?: string | null; deputies: string; items?: string; average?: string }) => ({
  id: r.key === null ? null : Number(r.key), name: r.label ?? fallback, deputies: Number(r.deputies), items: Number(r.items ?? 0), average: Number(r.average ?? 0),
});
