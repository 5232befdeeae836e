/**
 * Low-code core benchmark (issue 3): a list page of 20 rows from a table of 100k rows through the generic route,
 * the same SQL run raw on the same database, and the Excel export of all 100k rows against exceljs writing the same
 * rows bare. Prints figures; asserts nothing. `node --import tsx scripts/bench/crud.ts` (DATABASE_URL for PostgreSQL).
 */
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const config = { ...loadConfig({ ...process.env, DATA_DIR: process.env.DATABASE_URL ? undefined : 'memory://bench' }), captchaEnabled: false, logLevel: 'silent', staticDir: '/nonexistent' };
const { app, database } = await buildApp(config, { logger: false });
await app.ready();
const db = database.db;

let peakRss = 0;
const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 20);

const t0 = performance.now();
await sql`insert into infra_config (category, type, name, config_key, value, visible, remark)
  select 'bench', 2, '压测参数' || g, 'bench.key.' || g, md5(g::text), g % 2 = 0, '第 ' || g || ' 行'
  from generate_series(1, ${ROWS}) g`.execute(db);
console.log(`${database.kind}: inserted ${ROWS} rows in ${(performance.now() - t0).toFixed(0)} ms`);

const login = await app.inject({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': '1' }, payload: { username: 'admin', password: 'admin123' } });
const headers = { 'tenant-id': '1', authorization: `Bearer ${login.json().data.accessToken}` };

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

async function timed(count: number, run: (i: number) => Promise<void>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const s = performance.now();
    await run(i);
    times.push(performance.now() - s);
  }
  return { ...stats(times), rps: count / ((performance.now() - start) / 1000) };
}

const pages = Array.from({ length: 200 }, (_, i) => 1 + ((i * 37) % 100));
const route = await timed(pages.length, async (i) => {
  const res = await app.inject({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=${pages[i]}&pageSize=20&name=${encodeURIComponent('压测')}`, headers });
  if (res.json().code !== 0) throw new Error(res.body);
});
const raw = await timed(pages.length, async (i) => {
  await sql`select count(*) from infra_config where deleted = false and name ilike ${'%压测%'}`.execute(db);
  await sql`select id, category, name, config_key as key, value, type, visible, remark, create_time from infra_config
    where deleted = false and name ilike ${'%压测%'} order by id desc limit 20 offset ${(pages[i] - 1) * 20}`.execute(db);
});
console.log(`page of 20 via route: p50 ${route.p50.toFixed(2)} ms  p95 ${route.p95.toFixed(2)} ms  ${route.rps.toFixed(0)} req/s`);
console.log(`same SQL raw:         p50 ${raw.p50.toFixed(2)} ms  p95 ${raw.p95.toFixed(2)} ms  ${raw.rps.toFixed(0)} req/s`);
console.log(`ratio p95 route/raw:  ${(route.p95 / raw.p95).toFixed(2)}x (goal ≤ 1.5x)`);

peakRss = process.memoryUsage().rss;
const baseRss = peakRss;
let s = performance.now();
const exported = await app.inject({ method: 'GET', url: '/admin-api/infra/config/export?key=bench.', headers });
const exportMs = performance.now() - s;
const exportPeak = peakRss;
console.log(`export via route:     ${ROWS} rows in ${exportMs.toFixed(0)} ms = ${(ROWS / (exportMs / 1000)).toFixed(0)} rows/s, ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB, peak RSS ${(exportPeak / 1048576).toFixed(0)} MB (before ${(baseRss / 1048576).toFixed(0)} MB)`);

// exceljs alone, the same rows already in memory, into a sink: the ceiling for the export.
const rows = (await sql<Record<string, unknown>>`select id, category, name, config_key, value, type, visible, remark, create_time from infra_config where config_key like 'bench.%' order by id desc`.execute(db)).rows;
s = performance.now();
const sink = new Writable({ write(_chunk, _enc, done) { done(); } });
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet('bench');
for (const row of rows) sheet.addRow([row.id, row.category, row.name, row.config_key, row.value, '自定义', row.visible ? '是' : '否', row.remark, String(row.create_time)]).commit();
sheet.commit();
await workbook.commit();
const bareMs = performance.now() - s;
console.log(`bare exceljs:         ${rows.length} rows in ${bareMs.toFixed(0)} ms = ${(rows.length / (bareMs / 1000)).toFixed(0)} rows/s`);
console.log(`export speed vs bare: ${(bareMs / exportMs).toFixed(2)}x (goal ≥ 0.8x)`);

clearInterval(sampler);
await app.close();
