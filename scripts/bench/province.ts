/**
 * The pages people use most, on the province data set (issue 39 point 4, docs/performance.md "Province"): 省级统计
 * as the province's administrator, and as a city's staff the proposal statistics, the proposal list, the user list,
 * the deputy picker, 待办, a survey's statistics, the duty ranking and the duty statistics. Each through the app
 * (`inject()`: authentication, permission, data scope, JSON) beside the same statements run raw: the SELECTs the
 * route ran, caught from the database's statement log on a warm call and replayed one after another on a plain
 * connection (no app, no pool, no JSON). Prints p50 / p95 per page; asserts nothing.
 *
 * It reads a database that `npm run seed:scale` filled and never writes business rows:
 *
 *     DATABASE_URL=postgres://…/province npm run seed:scale
 *     BENCH_DATABASE_URL=postgres://…/province npx tsx scripts/bench/province.ts
 *
 * BENCH_DATABASE_URL (else DATABASE_URL) names the database; BENCH_RUNS (50) timed runs per page after 5 warm-ups;
 * BENCH_CITY picks the city by its place (1, the first city; 0 the province itself); BENCH_ONLY the pages whose label
 * holds it; BENCH_VERBOSE prints each statement's raw time once.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { LogEvent } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { PROVINCE_TENANT, SCALE_CREATOR } from '../../src/server/seed/scale/scaleTenants.ts';
import { sample } from './lib/timing.ts';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL): the PostgreSQL that `npm run seed:scale` filled');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const CITY = Number(process.env.BENCH_CITY ?? 1);
const year = new Date().getFullYear();

const config = { ...loadConfig({ ...process.env, DATABASE_URL: url }), captchaEnabled: false, logLevel: 'silent', staticDir: '/nonexistent', loginMaxFailuresPerIp: 1e9, seedDemo: false };
const database = await openDatabase(config);
const { app } = await buildApp(config, { database, logger: false });
await app.ready();
const plain = new pg.Client({ connectionString: url });
await plain.connect();

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await plain.query(text, values)).rows[0] as T;
const province = await one<{ id: string } | undefined>('select id from system_tenant where name = $1 and not deleted', [PROVINCE_TENANT]);
if (!province) throw new Error(`no 「${PROVINCE_TENANT}」 in this database: run \`npm run seed:scale\` on it first`);
const tenants = (await plain.query<{ id: string; name: string }>('select id, name from system_tenant where (id = $1 or parent_id = $1) and not deleted order by id', [province.id])).rows;
const city = tenants[CITY] ?? tenants[1];
const cityId = Number(city.id);
const sizes = await one<Record<string, string>>(`select
  (select count(*) from system_users where creator = $2 and username like 'sd%') as deputies,
  (select count(*) from system_users where tenant_id = $1 and username like 'sd%') as city_deputies,
  (select count(*) from renda_proposal where creator = $2) as proposals,
  (select count(*) from renda_proposal where tenant_id = $1) as city_proposals,
  (select count(*) from bpm_task where tenant_id = $1) as city_tasks,
  (select count(*) from renda_answer where creator = $2) as answers,
  (select count(*) from renda_duty_item where tenant_id in (select id from system_tenant where id = $3 or parent_id = $3)) as duty_items,
  (select count(*) from renda_duty_item where tenant_id = $1) as city_duty_items`, [cityId, SCALE_CREATOR, province.id]);
const survey = (await one<{ id: string; answers: string } | undefined>(`select survey_id as id, count(*) as answers from renda_answer where tenant_id = $1
  group by survey_id order by count(*) desc, survey_id limit 1`, [cityId])) ?? { id: '0', answers: '0' };
console.log(`${tenants.length} tenants; ${sizes.deputies} deputies, ${sizes.proposals} proposals, ${sizes.answers} answers, ${sizes.duty_items} duty items`);
console.log(`the city: ${city.name} (${cityId}): ${sizes.city_deputies} deputies, ${sizes.city_proposals} proposals, ${sizes.city_tasks} tasks, `
  + `${sizes.city_duty_items} duty items; its largest survey ${survey.answers} answers; load ${os.loadavg()[0].toFixed(1)}`);

async function token(tenantId: number, username: string, password: string): Promise<Record<string, string>> {
  const headers = { 'tenant-id': String(tenantId) };
  const res = await app.inject({ method: 'POST', url: '/admin-api/system/auth/login', headers, payload: { username, password } });
  const body = res.json() as { code: number; msg: string; data: { accessToken: string } };
  if (body.code !== 0) throw new Error(`${username}@${tenantId}: ${body.msg}`);
  return { ...headers, authorization: `Bearer ${body.data.accessToken}` };
}
const who = {
  provinceAdmin: await token(Number(province.id), 'admin', 'admin123'),
  cityAdmin: await token(cityId, 'admin', 'admin123'),
  cityStaff: await token(cityId, 'staff', 'staff123'),
  cityUnit: await token(cityId, 'unit01', 'unit123'),
};

const q = encodeURIComponent;
const only = process.env.BENCH_ONLY;
const all: [label: string, headers: Record<string, string>, path: string][] = [
  ['省级统计 (province and its cities)', who.provinceAdmin, `/renda/province/statistics?year=${year}`],
  ['建议统计 (a city)', who.cityStaff, '/renda/proposal/statistics'],
  ['建议列表, first page', who.cityStaff, '/renda/proposal/page?pageNo=1&pageSize=10'],
  ['建议列表, title 养老', who.cityStaff, `/renda/proposal/page?pageNo=1&pageSize=10&title=${q('养老')}`],
  ['建议列表, status 办理中', who.cityStaff, '/renda/proposal/page?pageNo=1&pageSize=10&status=4'],
  ['用户列表, first page', who.cityAdmin, '/system/user/page?pageNo=1&pageSize=10'],
  ['用户列表, 昵称 王伟', who.cityAdmin, `/system/user/page?pageNo=1&pageSize=10&nickname=${q('王伟')}`],
  ['代表选择, 王伟', who.cityStaff, `/system/user/getDeputyPageBaseByRoleId?pageSize=50&nickname=${q('王伟')}`],
  ['代表选择, wangwei', who.cityStaff, '/system/user/getDeputyPageBaseByRoleId?pageSize=50&nickname=wangwei'],
  ['代表选择, zw', who.cityStaff, '/system/user/getDeputyPageBaseByRoleId?pageSize=50&nickname=zw'],
  ['待办, staff', who.cityStaff, '/bpm/task/todo-page?pageNo=1&pageSize=10'],
  ['待办, a unit', who.cityUnit, '/bpm/task/todo-page?pageNo=1&pageSize=10'],
  ...(survey.id !== '0' ? [['问卷统计 (its largest survey)', who.cityStaff, `/renda/answer/getAnswerData?id=${survey.id}`] as [string, Record<string, string>, string]] : []),
  ['履职排名, first page', who.cityStaff, `/renda/duty-record/ranking?year=${year}&pageNo=1&pageSize=10`],
  ['履职排名, 姓名 张', who.cityStaff, `/renda/duty-record/ranking?year=${year}&pageNo=1&pageSize=10&nickname=${q('张')}`],
  ['履职统计', who.cityStaff, `/renda/duty-record/statistics?year=${year}`],
];
// BENCH_ONLY=text: the pages whose label holds it
const cases = only ? all.filter(([label]) => label.includes(only)) : all;

async function percentiles(run: () => Promise<unknown>): Promise<string> {
  const { p50, p95 } = await sample(run, RUNS);
  return `${p50.toFixed(1).padStart(7)} / ${p95.toFixed(1).padStart(7)}`;
}

const reads = /^\s*(select|with)\b/i;
console.log(`\n${'page'.padEnd(36)} ${'rows'.padStart(8)}  route p50 / p95 ms   raw p50 / p95 ms   statements (load)`);
try {
  for (const [label, headers, path] of cases) {
    const call = () => app.inject({ method: 'GET', url: `/admin-api${path}`, headers });
    const first = (await call()).json() as { code: number; msg: string; data: { total?: number; list?: unknown[] } };
    if (first.code !== 0) throw new Error(`${label}: ${first.msg}`);
    // the statements of a warm call (the caller's permissions and data scope already cached, as on any later call)
    const seen: LogEvent['query'][] = [];
    const stop = database.observeQueries((event) => void (reads.test(event.query.sql) && seen.push(event.query)));
    await call();
    stop();
    const route = await percentiles(call);
    const raw = await percentiles(async () => {
      for (const statement of seen) await plain.query(statement.sql, statement.parameters as unknown[]);
    });
    if (process.env.BENCH_VERBOSE) {
      for (const statement of seen) {
        const s0 = performance.now();
        await plain.query(statement.sql, statement.parameters as unknown[]);
        console.log(`    ${(performance.now() - s0).toFixed(1).padStart(7)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
      }
    }
    const rows = typeof first.data?.total === 'number' ? first.data.total : (first.data?.list?.length ?? '');
    console.log(`${label.padEnd(36)} ${String(rows).padStart(8)}  ${route}      ${raw}      ${seen.length} (${os.loadavg()[0].toFixed(1)})`);
  }
} finally {
  await plain.end();
  await app.close();
  await database.close();
}
