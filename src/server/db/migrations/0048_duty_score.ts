import { sql, type Kysely } from 'kysely';
import type { Db } from '../database.ts';
import { TenantScope } from '../tenantScope.ts';
import { DEFAULT_DUTY_RULES } from '../../modules/renda/dutyScore/defaultRules.ts';
import { rescoreDutyYears } from '../../modules/renda/dutyRecord/dutyItems.ts';

/**
 * The duty score's defaults and the ranking's indexes (issue 36 point 4, docs/duty-score.md, decision 99):
 * - a rule without a 履职活动类型 is stored with '' (the manifest resource's unique index over kind and type, made by
 *   the table sync, needs a value to compare), so the rows 0046 allowed with null are normalised and 0046's index
 *   over coalesce(duty_type, '') gives way to the resource's;
 * - every tenant there is gets the default rules (new tenants get them when created, the demo's from the seed);
 * - the parameter `renda.duty.score-levels` (评分等级的分数线: 优秀, 良好, 合格);
 * - indexes: the statistics' months read a year's items by date; the score rows of a year are read per deputy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update renda_duty_score_rule set duty_type = '' where duty_type is null`.execute(db);
  await sql.raw(`alter table renda_duty_score_rule alter column duty_type set default ''`).execute(db);
  // the resource's own unique index over (kind, duty_type) replaces 0046's over coalesce(duty_type, ''): the generic
  // routes answer a violation of their index with the rule's message, of another index with a 500
  await sql.raw('drop index if exists uk_renda_duty_score_rule').execute(db);
  const tenants = await sql<{ id: number }>`select id from system_tenant t
    where not exists (select 1 from renda_duty_score_rule r where r.tenant_id = t.id)`.execute(db);
  for (const { id } of tenants.rows) {
    for (const [kind, points, yearCap, remark] of DEFAULT_DUTY_RULES) {
      await sql`insert into renda_duty_score_rule (tenant_id, kind, duty_type, points, year_cap, status, remark, creator, updater)
        values (${id}, ${kind}, '', ${points}, ${yearCap}, 0, ${remark}, 'migration', 'migration')`.execute(db);
    }
    // 0047 scored the backfilled items before any rule existed: what they are worth now
    await rescoreDutyYears(new TenantScope(db as Db, Number(id)));
  }
  await sql`insert into infra_config (category, type, name, config_key, value, visible, remark) values
    ('biz', 2, '履职评分-等级分数线', 'renda.duty.score-levels', '90,75,60', true,
     '优秀、良好、合格的最低分，从高到低以逗号分隔；低于合格分数线为不合格')`.execute(db);
  // the statistics' month by month: a year's items by date, read from the index alone
  await sql.raw('create index idx_renda_duty_item_year on renda_duty_item (tenant_id, year, duty_date)').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`create unique index if not exists uk_renda_duty_score_rule on renda_duty_score_rule (tenant_id, kind, coalesce(duty_type, ''))
    where not deleted`).execute(db);
  await sql.raw('drop index if exists idx_renda_duty_item_year').execute(db);
  await sql`delete from infra_config where config_key = 'renda.duty.score-levels'`.execute(db);
  await sql`delete from renda_duty_score_rule where creator = 'migration'`.execute(db);
  await sql.raw('alter table renda_duty_score_rule alter column duty_type drop default').execute(db);
}
