import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loadWithoutIndexes } from '../../db/bulkLoad.ts';
import { TenantScope } from '../../db/tenantScope.ts';
import { addDefaultDutyRules, rebuildDutyTotals } from '../../modules/renda/dutyScore/index.ts';
import { DUTY_KINDS } from '../../db/migrations/0046_duty_record.ts';
import { SCALE_CREATOR } from './scaleTenants.ts';
import type { CountedTenant } from './scaleSeed.ts';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * `count` items of the record of duty (renda_duty_item, kinds of 履职类别), this year's and last year's, dealt to the
 * tenants in turn and, within a tenant, to its deputies unevenly (the 1.7th power of an even spread: a few very
 * active deputies, many who do little), so that the scores spread over the levels. Each item is its own source
 * (`source_id` unique), so the (kind, source, deputy) key holds. Then each tenant's default scoring rules (as a tenant
 * created on 租户管理 gets them) and the totals by the duty score's set-based rebuild (dutyScore/points.ts), a tenant's
 * year at a time, rather than one refresh per deputy.
 */
export async function createScaleDuties(trx: Db, tenants: CountedTenant[], count: number): Promise<void> {
  const T = tenants.length;
  const t = sql`(select * from jsonb_to_recordset(${json(tenants)}) as x(k int, id bigint, d int))`;
  const labels = json(DUTY_KINDS.map(([value, label]) => ({ value, label })));
  const year = new Date().getFullYear();
  // loaded without the item indexes, built once afterwards
  await loadWithoutIndexes(trx, 'renda_duty_item', () => sql`insert into renda_duty_item (tenant_id, deputy_id, kind, duty_type, source_id, title, duty_date, year)
    select t.id, dep.id, k.value, '', g, k.label || '（第' || ((g - 1) / ${T} + 1) || '项）',
      make_timestamptz(y.year, 1 + (g - 1) / ${T} / 8 % 12, 1 + (g - 1) / ${T} / 96 % 28, 10, 0, 0, 'Asia/Shanghai'), y.year
    from generate_series(1, ${count}::int) g
    join ${t} t on t.k = (g - 1) % ${T}
    cross join lateral (select ${year} - (g % 3 = 0)::int as year) y
    join jsonb_to_recordset(${labels}) as k(value text, label text) on k.value = (1 + (g / ${T}) % 8)::text
    join scale_deputy dep on dep.tenant_id = t.id
      and dep.n = least(t.d - 1, floor(power((((g - 1) / ${T}) * 7919 % 10007) / 10007.0, 1.7) * t.d)::int)`.execute(trx));
  // the rules a new tenant starts with, then the totals by the duty score's own set-based rebuild, tenant by year
  // (which tells the planner about the tallies and scores it writes); the items' statistics first, for its counts
  await sql`analyze renda_duty_item`.execute(trx);
  for (const tenant of tenants) {
    const scope = new TenantScope(trx, tenant.id);
    await addDefaultDutyRules(scope, SCALE_CREATOR);
    for (const y of [year - 1, year]) await rebuildDutyTotals(scope, y);
  }
}
