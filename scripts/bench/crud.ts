/**
 * Low-code core benchmark (issue 3): a list page of 20 rows from a table of 100k rows through the generic route,
 * the same SQL run raw on the same database, and the Excel export of all 100k rows against exceljs writing the same
 * rows bare. Prints figures; asserts nothing. `node --import tsx scripts/bench/crud.ts` (DATABASE_URL for PostgreSQL;
 * BENCH_ROWS, EXPORT_RUNS; BENCH_SKIP_PAGES=1 measures only the export).
 */
import os from 'node:os';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { excelSheet, loadDictLabels, writeRows } from '../../src/server/crud/excelExport.ts';
import { formatDateTime } from '../../src/server/crud/queryDates.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const config = { ...loadConfig({ ...process.env, DATA_DIR: process.env.DATABASE_URL ? undefined : 'memory://bench' }), captchaEnabled: false, logLevel: 'silent', staticDir: '/nonexistent' };
const { app, database, registry } = await buildApp(config, { logger: false });
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

if (!process.env.BENCH_SKIP_PAGES) await pageBench();

// Export against bare exceljs, alternately (EXPORT_RUNS times, default 3; medians printed), because other work on
// the machine moves single runs a lot. The first export runs before anything else is in memory: its peak RSS is the
// export's. Both bare runs write the very cells the export writes (dictionary label, 是/否, formatted date), already
// in memory, into a sink, with the export's workbook options and header:
// - "same writer": through the export's own row writer (writeRows: body cells share one style object), i.e. exactly
//   the exceljs work of the export, which adds reading, converting and the HTTP response on top;
// - "stock": exceljs' plain `addRow(values).commit()`, as this benchmark measured bare exceljs until 2026-11-21
//   (every cell gets its own style object, which exceljs resolves anew: about half its time per row).
const RUNS = Number(process.env.EXPORT_RUNS ?? 3);
const times = { export: [] as number[], same: [] as number[], stock: [] as number[] };
let exportPeak = 0;
let baseRss = 0;
async function exportOnce(): Promise<void> {
  peakRss = process.memoryUsage().rss;
  const before = peakRss;
  const s = performance.now();
  const exported = await app.inject({ method: 'GET', url: '/admin-api/infra/config/export?key=bench.', headers });
  const ms = performance.now() - s;
  if (!times.export.length) [exportPeak, baseRss] = [peakRss, before];
  times.export.push(ms);
  console.log(`export via route:     ${ROWS} rows in ${ms.toFixed(0)} ms = ${(ROWS / (ms / 1000)).toFixed(0)} rows/s, ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB, peak RSS ${(peakRss / 1048576).toFixed(0)} MB (before ${(before / 1048576).toFixed(0)} MB)`);
}
await exportOnce();

const labels = await loadDictLabels(db, ['infra_config_type']);
const rows = (await sql<Record<string, unknown>>`select id, category, name, config_key, value, type, visible, remark, create_time from infra_config where config_key like 'bench.%' order by id desc`.execute(db)).rows
  .map((r) => [r.id, r.category, r.name, r.configKey, r.value, labels.get('infra_config_type')?.get(String(r.type)) ?? String(r.type), r.visible ? '是' : '否', r.remark, formatDateTime(r.createTime as Date)]);
async function bare(kind: 'same' | 'stock'): Promise<void> {
  const s = performance.now();
  const sink = new Writable({ write(_chunk, _enc, done) { done(); } });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = excelSheet(workbook, '参数配置', sheetColumns());
  if (kind === 'same') writeRows(sheet, rows);
  else for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  const ms = performance.now() - s;
  times[kind].push(ms);
  console.log(`bare exceljs, ${kind === 'same' ? 'same writer' : 'stock      '}: ${rows.length} rows in ${ms.toFixed(0)} ms = ${(rows.length / (ms / 1000)).toFixed(0)} rows/s`);
}
for (let run = 0; run < RUNS; run++) {
  if (run > 0) await exportOnce();
  await bare('same');
  await bare('stock');
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rate = (xs: number[]) => (ROWS / (median(xs) / 1000)).toFixed(0);
console.log(`median of ${RUNS}: export ${rate(times.export)} rows/s; bare exceljs ${rate(times.same)} rows/s (same writer), ${rate(times.stock)} rows/s (stock)`);
console.log(`export speed vs bare: ${(median(times.same) / median(times.export)).toFixed(2)}x (same writer), ${(median(times.stock) / median(times.export)).toFixed(2)}x (stock); goal ≥ 0.8x`);
console.log(`first export's peak RSS ${(exportPeak / 1048576).toFixed(0)} MB (before ${(baseRss / 1048576).toFixed(0)} MB); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

/** The export's header of infra_config: the list columns' schema titles, with the export's widths. */
function sheetColumns() {
  const resource = registry.get('config');
  return resource.list.columns.map((field) => {
    const header = resource.jsonSchema.properties[field]?.title ?? field;
    return { header, width: Math.min(40, Math.max(12, header.length * 2 + 4)) };
  });
}

async function pageBench(): Promise<void> {
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
}

clearInterval(sampler);
await app.close();
