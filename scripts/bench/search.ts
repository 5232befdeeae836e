/**
 * Searches people type (issue 39 point 2, decision 100). Prints p50 / p95 per search through the app (inject, with
 * authentication) beside the route's own statements run raw; asserts nothing.
 *
 * - The deputy picker (`getDeputyPageBaseByRoleId`) over BENCH_DEPUTIES (100 000) generated deputies: one and two
 *   Chinese characters, full pinyin and a prefix, initials, a deputy-number prefix. Goal p95 ≤ 30 ms on PostgreSQL.
 * - A like-filtered page of the config list (`/infra/config/page?name=…`) over BENCH_ROWS (1 000 000) rows named
 *   like people: two- and three-character texts matching 0.1 %–10 % of them, page and count as the API answers
 *   them. Goal p95 ≤ 50 ms on PostgreSQL. Beside it, the plain scan (`ilike` alone, an exact count) that a search
 *   of fewer than three characters was before.
 *
 * `npx tsx scripts/bench/search.ts`: a throw-away PostgreSQL (scripts/lib/postgres.mjs; TEST_DATABASE_URL names
 * another); `BENCH_DB=pglite` runs it on PGlite in memory (use smaller sizes there). BENCH_RUNS (200) per search.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { ResourceRepository } from '../../src/server/crud/repository.ts';
import { impliedIndexes } from '../../src/server/crud/impliedIndexes.ts';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { containsPattern } from '../../src/server/db/like.ts';
import { DEPUTY_ROLE } from '../../src/server/modules/system/permission/permissionService.ts';
import { holdersOf, nicknameMatches, pickerPage, serving } from '../../src/server/modules/system/user/deputyQueries.ts';
// @ts-expect-error plain ESM helper without types (it must run before `npm ci`)
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { sample } from './lib/timing.ts';
import { nameColumns, nameRows } from '../../tests/support/chineseNames.ts';
import { createTestApp } from '../../tests/support/testApp.ts';

const pglite = process.env.BENCH_DB === 'pglite';
const DEPUTIES = Number(process.env.BENCH_DEPUTIES ?? 100_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const pg: { url: string; stop(): void } | null = pglite ? null : await startThrowawayPostgres();
if (pg) process.env.TEST_DATABASE_URL = pg.url;
else delete process.env.TEST_DATABASE_URL;

/** The machine's load while a figure was taken: the benchmarks share two cores with other work. */
const load = async () => (await import('node:os')).loadavg()[0].toFixed(1);

async function timed(label: string, run: () => Promise<unknown>, runs = RUNS): Promise<void> {
  const { p50, p95 } = await sample(run, runs, 10);
  console.log(`  ${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (load ${await load()})`);
}

const t = await createTestApp({ loginMaxFailuresPerIp: 1e9 });
const raw = t.db.withoutPlugins();
const kind = t.database.handle.kind;
/**
 * Vacuums and analyzes a freshly loaded table until its pages are all-visible, as autovacuum leaves a settled one: a
 * vacuum while another session holds an older snapshot (an autovacuum worker's analyze of the table loaded just
 * before) marks none, and then no index-only probe is cheap — the picker's role check hashed all 100 000 role links
 * (26 ms) instead of probing one per match.
 */
async function settle(table: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(raw);
    if (kind !== 'postgres') return;
    const { rows: [row] } = await sql<{ pages: number; visible: number }>`select relpages as pages, relallvisible as visible from pg_class where relname = ${table}`.execute(raw);
    if (row.visible >= row.pages * 0.99) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`  ${table}: not all-visible after 20 vacuums`);
}

/** Rebuilds a table's implied GIN indexes after a bulk load: one build instead of a million pending-list inserts. */
async function loadWithoutGrams(name: string, load: () => Promise<unknown>): Promise<void> {
  const grams = impliedIndexes(t.registry.get(name)).filter((ix) => ix.method === 'gin');
  for (const ix of grams) await sql.raw(`drop index if exists ${ix.name}`).execute(raw);
  await load();
  for (const ix of grams) await sql.raw(ix.ddl).execute(raw);
}

try {
  const names = nameColumns();
  await sql`select setseed(0.39)`.execute(raw);
  const admin = (await t.login('admin', 'admin123')).accessToken;
  const call = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'tenant-id': '1', authorization: `Bearer ${admin}` } });
  const total = async (url: string) => (await call(url)).json().data as { total: number; totalCapped?: boolean };

  // ---- the deputy picker ----
  let t0 = performance.now();
  await loadWithoutGrams('user', async () => {
    await sql`insert into system_users (tenant_id, username, password, nickname, nickname_pinyin, nickname_initials, renda_no, mobile, sex, status, creator, updater)
      select 1, 'bench' || g, (select password from system_users where username = 'admin' limit 1), ${names.nickname}, ${names.pinyin}, ${names.initials},
        'P' || lpad(g::text, 7, '0'), '139' || lpad(g::text, 8, '0'), 1 + (g % 2), 0, 'bench', 'bench'
      from ${nameRows(DEPUTIES)}`.execute(raw);
    await sql`insert into system_user_role (tenant_id, user_id, role_id, creator, updater)
      select 1, u.id, (select id from system_role where code = ${DEPUTY_ROLE} and tenant_id = 1 and not deleted limit 1), 'bench', 'bench'
      from system_users u where u.creator = 'bench'`.execute(raw);
  });
  await settle('system_users');
  await settle('system_user_role');
  console.log(`${kind}: ${DEPUTIES} deputies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const scope = new TenantScope(t.db, 1);
  const pickerTexts: [string, string][] = [['王伟', 'two characters'], ['张', 'one character (a surname)'], ['建国', 'two characters (given name)'],
    ['zhangwei', 'full pinyin'], ['zhang', 'pinyin prefix (a surname)'], ['zw', 'initials'], ['wjg', 'initials, three']];
  console.log('deputy picker, page of 50 and its count (route | the same statements raw):');
  for (const [text, what] of pickerTexts) {
    const url = `/admin-api/system/user/getDeputyPageBaseByRoleId?pageSize=50&nickname=${encodeURIComponent(text)}`;
    console.log(` nickname=${text} (${what}): ${(await total(url)).total} deputies`);
    await timed('route', () => call(url));
    const deputies = await holdersOf(scope, DEPUTY_ROLE);
    await timed('raw (the route\'s statement)', () => pickerPage(scope, nicknameMatches(deputies.where(serving), text), 1, 50));
  }
  for (const text of ['王伟', 'zhang']) {
    const matches = nicknameMatches((await holdersOf(scope, DEPUTY_ROLE)).where(serving), text).select(['systemUsers.id', 'systemUsers.rendaNo']);
    const compiled = sql`explain analyze with m as materialized (${matches}) select count(*) from m`.compile(t.db);
    const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(compiled);
    console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
  const numberUrl = '/admin-api/system/user/getDeputyPageBaseByRoleId?pageSize=50&rendaNo=P00012';
  console.log(` rendaNo=P00012 (deputy number): ${(await total(numberUrl)).total} deputies`);
  await timed('route', () => call(numberUrl));
  for (const [param, text] of [['nickname', '王伟'], ['mobile', '1390001']]) {
    const url = `/admin-api/system/user/page?pageSize=10&${param}=${encodeURIComponent(text)}`;
    const answer = await total(url);
    console.log(` user list ${param}=${text}: total ${answer.total}${answer.totalCapped ? '+' : ''}`);
    await timed('route', () => call(url));
  }

  // ---- a like-filtered page of a big list ----
  t0 = performance.now();
  // names of people and, one row in seven, of organisations (a district's 街道办事处 one in ten, 建设有限公司 3 %, 人民医院
  // 1 %, 图书馆 0.1 %): two-character patterns that common are what a unit or a company list is searched by
  const areas = sql`(array['东城', '西城', '朝阳', '海淀', '丰台', '通州', '顺义', '昌平', '大兴', '房山', '怀柔', '平谷', '密云', '延庆', '门头沟', '石景山'])[1 + g % 16]`;
  const bucket = sql`(g::bigint * 7919) % 1000`;
  const listName = sql`case when ${bucket} < 100 then ${areas} || '街道办事处' when ${bucket} < 130 then ${areas} || '建设有限公司'
    when ${bucket} < 140 then ${areas} || '人民医院' when ${bucket} < 141 then ${areas} || '图书馆' else ${names.nickname} end`;
  await loadWithoutGrams('config', () => sql`insert into infra_config (category, type, name, config_key, value, visible, remark)
    select 'bench', 2, ${listName}, 'bench.key.' || g, 'v', true, null from ${nameRows(ROWS)}`.execute(raw));
  await settle('infra_config');
  console.log(`${kind}: ${ROWS} config rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const repo = new ResourceRepository(t.db, t.registry.get('config'), { userId: 1, tenantId: 1 });
  for (const text of ['街道', '公司', '医院', '书馆', '王伟', '李明', '张建', '王建国', '欧阳', '伟', '王', '诸葛亮']) {
    const { rows: [{ n }] } = await sql<{ n: number }>`select count(*)::int as n from infra_config where not deleted and name ilike ${containsPattern(text)}`.execute(raw);
    const share = (100 * n) / ROWS;
    const url = `/admin-api/infra/config/page?pageNo=1&pageSize=10&name=${encodeURIComponent(text)}`;
    const answer = await total(url);
    console.log(` name=${text}: ${n} rows (${share.toFixed(2)} %), the API says total ${answer.total}${answer.totalCapped ? '+' : ''}`);
    await timed('route (page + count)', () => call(url));
    await timed('raw (the route\'s statement)', () => repo.pageStatement({ name: text, pageNo: 1, pageSize: 10 }).execute(raw));
    await timed('plain scan before (ilike, exact count)', () => sql`select count(*) from infra_config where not deleted and name ilike ${containsPattern(text)}`.execute(raw), 20);
  }
  const plan = repo.pageStatement({ name: '王伟', pageNo: 1, pageSize: 10 }).compile(raw);
  const explained = await raw.executeQuery<{ 'QUERY PLAN': string }>({ ...plan, sql: `explain (analyze, buffers) ${plan.sql}` });
  console.log(explained.rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await t.close();
  pg?.stop();
}
