/**
 * The ranking of a year's duty (issue 36 point 4, docs/duty-score.md): BENCH_DEPUTIES (100 000) deputies and
 * BENCH_ITEMS (5 000 000) duty items in one tenant, generated with generate_series straight into system_users /
 * system_user_role / renda_duty_item, their tallies and scores rebuilt set-based (rebuildDutyTotals, what a repair
 * runs). Then `GET /renda/duty-record/ranking` through the app (inject, with authentication) — the first page, a deep
 * page, a delegation, a level, a name — each beside the route's own statement run raw. Goal p95 ≤ 200 ms on
 * PostgreSQL. Prints figures, asserts nothing.
 *
 * `npx tsx scripts/bench/dutyRanking.ts`: a throw-away PostgreSQL (scripts/lib/postgres.mjs; TEST_DATABASE_URL names
 * another); BENCH_RUNS (100) per case.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadWithoutIndexes } from '../../src/server/db/bulkLoad.ts';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { DEPUTY_ROLE } from '../../src/server/modules/system/permission/permissionService.ts';
import { deputies } from '../../src/server/modules/renda/dutyScore/adjust.ts';
import { rebuildDutyTotals, scoreThresholds } from '../../src/server/modules/renda/dutyScore/index.ts';
import { GROUP_COLUMNS, namedIds, rankingPage, rankingStatements, type RankingFilter } from '../../src/server/modules/renda/dutyScore/ranking.ts';
// @ts-expect-error plain ESM helper without types (it must run before `npm ci`)
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { sample } from './lib/timing.ts';
import { nameColumns, nameRows } from '../../tests/support/chineseNames.ts';
import { createTestApp } from '../../tests/support/testApp.ts';

const DEPUTIES = Number(process.env.BENCH_DEPUTIES ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const YEAR = 2026;
const DELEGATIONS = 40;

const pg = await startThrowawayPostgres();
if (!pg) throw new Error('the benchmark needs PostgreSQL');
process.env.TEST_DATABASE_URL = pg.url;

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const { p50, p95 } = await sample(run, RUNS);
  console.log(`  ${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`);
}
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const t = await createTestApp({ loginMaxFailuresPerIp: 1e9, logLevel: 'silent' });
const raw = t.db.withoutPlugins();
try {
  await sql`select setseed(0.36)`.execute(raw);
  const names = nameColumns();
  let t0 = performance.now();
  // the delegations (departments) and the deputies, each in one of them
  await sql`insert into system_dept (tenant_id, name, parent_id, sort, status, creator, updater)
    select 1, '基准代表团' || g, 0, 100 + g, 0, 'bench', 'bench' from generate_series(1, ${DELEGATIONS}) g`.execute(raw);
  const depts = sql`(select array_agg(id order by id) from system_dept where creator = 'bench')`;
  await sql`insert into system_users (tenant_id, username, password, nickname, nickname_pinyin, nickname_initials, renda_no, sex, status, dept_id, creator, updater)
    select 1, 'bench' || g, 'x', ${names.nickname}, ${names.pinyin}, ${names.initials}, 'B' || lpad(g::text, 7, '0'), 1 + (g % 2), 0,
      (${depts})[1 + g % ${DELEGATIONS}], 'bench', 'bench'
    from ${nameRows(DEPUTIES)}`.execute(raw);
  await sql`insert into system_user_role (tenant_id, user_id, role_id, creator, updater)
    select 1, u.id, (select id from system_role where code = ${DEPUTY_ROLE} and tenant_id = 1 and not deleted limit 1), 'bench', 'bench'
    from system_users u where u.creator = 'bench'`.execute(raw);
  console.log(`${DEPUTIES} deputies in ${DELEGATIONS} delegations: ${seconds(t0)}`);

  // the items: 95 % of the deputies have some, unevenly (a few many, most a few dozen); kinds weighted as real years
  t0 = performance.now();
  const first = Number((await sql<{ id: string }>`select min(id) as id from system_users where creator = 'bench'`.execute(raw)).rows[0].id);
  const busy = Math.floor(DEPUTIES * 0.95);
  // loaded without the item table's indexes, which are built once afterwards (as a restore would)
  await loadWithoutIndexes(raw, 'renda_duty_item', () => sql`insert into renda_duty_item (tenant_id, deputy_id, kind, duty_type, source_id, title, duty_date, year)
    select 1, ${first} + floor(power(random(), 1.5) * ${busy})::int, k.kind, case when k.kind in ('1', '2') then (1 + g % 8)::text else '' end,
      g, '基准履职', timestamptz '2026-01-01 08:00+08' + (g % 360) * interval '1 day', ${YEAR}
    from generate_series(1, ${ITEMS}) g
    cross join lateral (select (array['1','1','1','2','2','3','4','4','5','5','7','8'])[1 + (g % 12)] as kind) k`.execute(raw));
  console.log(`${ITEMS} duty items and their indexes: ${seconds(t0)}`);
  t0 = performance.now();
  await new TenantScope(t.db, 1).transaction((scope) => rebuildDutyTotals(scope, YEAR));
  console.log(`rebuildDutyTotals (tallies and scores, set-based): ${seconds(t0)}`);
  for (const table of ['system_users', 'system_user_role', 'renda_duty_item', 'renda_duty_tally', 'renda_duty_score']) {
    await sql.raw(`vacuum analyze ${table}`).execute(raw);
  }
  const counts = (await sql<{ scores: string; tallies: string }>`select (select count(*) from renda_duty_score where tenant_id = 1 and year = ${YEAR}) as scores,
    (select count(*) from renda_duty_tally where tenant_id = 1 and year = ${YEAR}) as tallies`.execute(raw)).rows[0];
  console.log(`${counts.scores} score rows, ${counts.tallies} tallies`);

  const admin = (await t.login('admin', 'admin123')).accessToken;
  const call = (query: string) => t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/ranking?year=${YEAR}&${query}`, headers: { 'tenant-id': '1', authorization: `Bearer ${admin}` } });
  const delegation = Number((await sql<{ id: string }>`select id from system_dept where creator = 'bench' order by id limit 1`.execute(raw)).rows[0].id);
  const scope = new TenantScope(t.db, 1);
  const thresholds = await scoreThresholds(t.db);
  const cases: [label: string, query: string, filter: Partial<RankingFilter>, page: number][] = [
    ['first page (10)', 'pageNo=1&pageSize=10', {}, 1],
    ['deep page (offset 50 000)', 'pageNo=5001&pageSize=10', {}, 5001],
    ['a delegation (2 500 deputies)', `pageNo=1&pageSize=10&deptId=${delegation}`, { deptId: delegation }, 1],
    ['a level (良好)', 'pageNo=1&pageSize=10&level=2', { level: 2 }, 1],
    ['no duty this year', 'pageNo=1&pageSize=10&noDuty=true', { noDuty: true }, 1],
    ['a name (张)', `pageNo=1&pageSize=10&nickname=${encodeURIComponent('张')}`, { nickname: '张' }, 1],
  ];
  console.log('through the app (inject, authentication, data scope, JSON):');
  for (const [label, query] of cases) {
    const res = (await call(query)).json() as { code: number; msg: string; data: { total: number } };
    if (res.code !== 0) throw new Error(`${label}: ${res.msg}`);
    await timed(`${label} — ${res.data.total} rows`, () => call(query));
  }
  console.log('the statement alone (raw, the caller sees everyone):');
  for (const [label, , filter, page] of cases) {
    let group = (await deputies(scope)).select(GROUP_COLUMNS);
    if (filter.deptId) group = group.where('systemUsers.deptId', '=', filter.deptId);
    await timed(label, async () => {
      const named = filter.nickname ? await namedIds(group, filter.nickname) : undefined;
      const paged = { limit: 10, offset: (page - 1) * 10 };
      const statements = rankingStatements(1, group, { year: YEAR, ...filter }, thresholds, paged, named);
      return t.db.transaction().execute((trx) => rankingPage(trx, statements, paged));
    });
  }
  // the first page's plan: the walk of the scores (the whole group's ranking is the deep page's)
  const plan = rankingStatements(1, (await deputies(scope)).select(GROUP_COLUMNS), { year: YEAR }, thresholds, { limit: 10, offset: 0 }).walk!.compile(t.db);
  await sql`set work_mem = '32MB'`.execute(t.db);
  const explained = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...plan, sql: `explain (analyze, buffers off) ${plan.sql}` });
  console.log(explained.rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await t.close();
  pg.stop();
}
