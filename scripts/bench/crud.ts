/**
 * Low-code core benchmark (issue 3): a list page of 20 rows from a table of 100k rows through the generic route,
 * the same SQL run raw on the same database, and the Excel export of all 100k rows against exceljs writing the same
 * rows bare (the export on the bundled server in its own process). Prints figures; asserts nothing. `node --import tsx scripts/bench/crud.ts` (DATABASE_URL for PostgreSQL;
 * BENCH_ROWS, EXPORT_RUNS; BENCH_SKIP_PAGES=1 measures only the export, BENCH_SKIP_EXPORT=1 only the pages). Since issue 21
 * also like-filtered pages against the route's own statement raw, and the list route's throughput against a bare
 * Fastify + driver server running that statement (lib/bareList.ts), 20 requests in flight.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { loadDictLabels } from '../../src/server/crud/excelExport.ts';
import { excelSheet, writeRows } from '../../src/server/excel/index.ts';
import { formatDateTime } from '../../src/server/crud/queryDates.ts';
import { ResourceRepository } from '../../src/server/crud/repository.ts';
import { startExtraServer } from '../../tests/e2e/support/server.ts';
import { client, download, must, pool } from './lib/http.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// PGlite on disk (a temporary directory), so that the server started for the export can open the same database.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-crud-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const dataDir = process.env.DATABASE_URL ? undefined : path.join(tmp, 'data');
const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), captchaEnabled: false, logLevel: 'silent', staticDir: '/nonexistent' };
const { app, database, registry } = await buildApp(config, { logger: false });
await app.ready();
const db = database.db;

const t0 = performance.now();
await sql`insert into infra_config (category, type, name, config_key, value, visible, remark)
  select 'bench', 2, '压测参数' || g, 'bench.key.' || g, md5(g::text), g % 2 = 0, '第 ' || g || ' 行'
  from generate_series(1, ${ROWS}) g`.execute(db);
// What autovacuum does shortly after a burst of writes (PGlite runs none): statistics and the visibility map.
await sql`vacuum analyze infra_config`.execute(db);
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

// The export is measured on the server as it runs in production: the bundled server (dist-server/, built here when
// its sources changed) in its own process, over HTTP, on the same database. For PGlite this process closes its
// database first and the server opens the same directory. Its peak RSS is the kernel's (VmHWM in
// /proc/<pid>/status, reset before each export through clear_refs), sampled every 20 ms as well.
//
// Export against bare exceljs, alternately (EXPORT_RUNS times, default 3; medians printed), because other work on
// the machine moves single runs a lot. Both bare runs write the very cells the export writes (dictionary label,
// 是/否, formatted date), already in memory, into a sink, with the export's workbook options and header:
// - "same writer": through the export's own row writer (writeRows: body cells share one style object), i.e. exactly
//   the exceljs work of the export, which adds reading, converting and the HTTP response on top;
// - "stock": exceljs' plain `addRow(values).commit()`, as this benchmark measured bare exceljs until 2026-11-21
//   (every cell gets its own style object, which exceljs resolves anew: about half its time per row).
const RUNS = Number(process.env.EXPORT_RUNS ?? 3);
const labels = await loadDictLabels(db, ['infra_config_type']);
const rows = (await sql<Record<string, unknown>>`select id, category, name, config_key, value, type, visible, remark, create_time from infra_config where config_key like 'bench.%' order by id desc`.execute(db)).rows
  .map((r) => [r.id, r.category, r.name, r.configKey, r.value, labels.get('infra_config_type')?.get(String(r.type)) ?? String(r.type), r.visible ? '是' : '否', r.remark, formatDateTime(r.createTime as Date)]);
const columns = sheetColumns();
// The route's statement for the bare server, its offset parameter marked (pageNo 77 777 gives a recognisable one).
const pageRepo = new ResourceRepository(db, registry.get('config'), { userId: 1, tenantId: null });
const compiled = pageRepo.pageStatement({ name: '压测参数12', pageNo: 77_777, pageSize: 20 }).compile(db);
const statement = { sql: compiled.sql, parameters: compiled.parameters.map((v) => (v === 77_776 * 20 ? '$PAGE_OFFSET' : v)) };
const pageFields = pageRepo.columns.map((c) => c.field);
await app.close();

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
if (!process.env.BENCH_SKIP_PAGES) await throughputBench(statement, pageFields);
if (process.env.BENCH_SKIP_EXPORT) process.exit(0);

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const rate = (xs: number[]) => (ROWS / (median(xs) / 1000)).toFixed(0);

async function bare(kind: 'same' | 'stock'): Promise<number> {
  const s = performance.now();
  const sink = new Writable({ write(_chunk, _enc, done) { done(); } });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = excelSheet(workbook, '参数配置', columns);
  if (kind === 'same') writeRows(sheet, rows);
  else for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  const ms = performance.now() - s;
  console.log(`bare exceljs, ${kind === 'same' ? 'same writer' : 'stock      '}: ${rows.length} rows in ${ms.toFixed(0)} ms = ${(rows.length / (ms / 1000)).toFixed(0)} rows/s`);
  return ms;
}

/** RUNS exports on a server started with EXCEL_WORKERS=workers, each followed by the two bare runs. */
async function measure(workers: string): Promise<void> {
  const env = { EXCEL_WORKERS: workers, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dataDir! }) };
  const server = await startExtraServer(env);
  const times = { export: [] as number[], same: [] as number[], stock: [] as number[] };
  const peaks: number[] = [];
  let idleRss = 0;
  const rssOf = (field: 'VmRSS' | 'VmHWM') => Number(/\d+/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field)) ?? '0')?.[0]) * 1024;
  try {
    const api = client(server.baseURL);
    const token = must(await api.call<{ accessToken: string }>('POST', '/system/auth/login', { username: 'admin', password: 'admin123' }), 'login').accessToken;
    for (let run = 0; run < RUNS; run++) {
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
      const before = rssOf('VmRSS');
      let sampled = before;
      const sampler = setInterval(() => { sampled = Math.max(sampled, rssOf('VmRSS')); }, 20);
      const s = performance.now();
      const { status, bytes } = await download(server.baseURL, '/infra/config/export?key=bench.', token);
      const ms = performance.now() - s;
      clearInterval(sampler);
      if (status !== 200) throw new Error(`export failed with HTTP ${status}`);
      const peak = Math.max(sampled, rssOf('VmHWM'));
      if (!run) idleRss = before;
      peaks.push(peak);
      times.export.push(ms);
      console.log(`export, EXCEL_WORKERS=${workers}: ${ROWS} rows in ${ms.toFixed(0)} ms = ${(ROWS / (ms / 1000)).toFixed(0)} rows/s, ${(bytes / 1048576).toFixed(1)} MB, server peak RSS ${mb(peak)} (before ${mb(before)})`);
      times.same.push(await bare('same'));
      times.stock.push(await bare('stock'));
    }
  } finally {
    await server.stop();
  }
  console.log(`EXCEL_WORKERS=${workers}, median of ${RUNS}: export ${rate(times.export)} rows/s; bare exceljs ${rate(times.same)} rows/s (same writer), ${rate(times.stock)} rows/s (stock)`);
  console.log(`EXCEL_WORKERS=${workers}: export speed vs bare ${(median(times.same) / median(times.export)).toFixed(2)}x (same writer), ${(median(times.stock) / median(times.export)).toFixed(2)}x (stock); goal ≥ 0.8x`);
  // Each export against the bare runs right after it: the machine's speed drifts by ±25 % within a run, and a pair
  // shares the drift. Median and range of the pairs.
  const paired = (bare: number[]) => { const r = times.export.map((ms, i) => bare[i] / ms); return `${median(r).toFixed(2)}x (${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)})`; };
  console.log(`EXCEL_WORKERS=${workers}: export speed vs the bare run after it, median of pairs: ${paired(times.same)} (same writer), ${paired(times.stock)} (stock)`);
  console.log(`EXCEL_WORKERS=${workers}: server peak RSS, first export ${mb(peaks[0])}, highest ${mb(Math.max(...peaks))} (idle before the first ${mb(idleRss)}); goal < 250 MB; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

// Both ways of writing (EXPORT_WORKERS, default "1,0": the worker thread, then the server's own thread).
for (const workers of (process.env.EXPORT_WORKERS ?? '1,0').split(',')) await measure(workers.trim());

/** The export's header of infra_config: the list columns' schema titles, with the export's widths. */
function sheetColumns() {
  const resource = registry.get('config');
  return resource.list.columns.map((field) => {
    const header = resource.jsonSchema.properties[field]?.title ?? field;
    return { header, width: Math.min(40, Math.max(12, header.length * 2 + 4)) };
  });
}

/**
 * Pages of 20 filtered with a `like` on the name, through the route (inject) and the route's own statement run raw:
 * `压测` matches every row (the count reads all 100 000), a number (`压测参数123`: 111 rows) is what a person types
 * to find a row, answered by the name's trigram index (issue 21).
 */
async function pageBench(): Promise<void> {
  const repo = new ResourceRepository(db, registry.get('config'), { userId: 1, tenantId: null });
  const searches: [string, (i: number) => { name: string; pageNo: number }][] = [
    ['every row (压测), pages 1–100', (i) => ({ name: '压测', pageNo: 1 + ((i * 37) % 100) })],
    ['a number (压测参数NNN), page 1', (i) => ({ name: `压测参数${100 + ((i * 37) % 900)}`, pageNo: 1 })],
  ];
  for (const [label, queryOf] of searches) {
    const route = await timed(200, async (i) => {
      const { name, pageNo } = queryOf(i);
      const res = await app.inject({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=${pageNo}&pageSize=20&name=${encodeURIComponent(name)}`, headers });
      if (res.json().code !== 0) throw new Error(res.body);
    });
    const raw = await timed(200, async (i) => {
      await repo.pageStatement({ ...queryOf(i), pageSize: 20 }).execute(db);
    });
    console.log(`like ${label}: route p50 ${route.p50.toFixed(2)} ms  p95 ${route.p95.toFixed(2)} ms; same SQL raw p50 ${raw.p50.toFixed(2)} ms  p95 ${raw.p95.toFixed(2)} ms; route/raw p95 ${(route.p95 / raw.p95).toFixed(2)}x`);
  }
  const deep = await timed(20, async () => {
    const res = await app.inject({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=${Math.floor(ROWS / 20) - 1}&pageSize=20`, headers });
    if (res.json().data.list.length !== 20) throw new Error(res.body);
  });
  console.log(`last page but one of ${ROWS} rows, unfiltered: p50 ${deep.p50.toFixed(2)} ms  p95 ${deep.p95.toFixed(2)} ms`);
}

/**
 * Throughput of the list route against a bare Fastify + driver server running the route's own statement
 * (lib/bareList.ts), 20 requests in flight, each server in its own process on the same database, alternately
 * (THROUGHPUT_ROUNDS, default 2). A page of 20 of `压测参数12` (1 111 rows), pages 1–50.
 */
async function throughputBench(statement: { sql: string; parameters: readonly unknown[] }, fields: string[]): Promise<void> {
  const REQUESTS = Number(process.env.THROUGHPUT_REQUESTS ?? 3000);
  const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dataDir! };
  const run = async (baseURL: string, path: (pageNo: number) => string, token?: string) => {
    const api = client(baseURL);
    const tasks = Array.from({ length: REQUESTS }, (_, i) => async () => must(await api.call('GET', path(1 + (i % 50)), undefined, { token }), 'page'));
    await pool(tasks.slice(0, 200), 20); // warm-up: plans, caches, JIT
    const s = performance.now();
    await pool(tasks, 20);
    return REQUESTS / ((performance.now() - s) / 1000);
  };
  const ratios: number[] = [];
  for (let round = 0; round < Number(process.env.THROUGHPUT_ROUNDS ?? 2); round++) {
    const server = await startExtraServer(env);
    let ours: number;
    try {
      const api = client(server.baseURL);
      const token = must(await api.call<{ accessToken: string }>('POST', '/system/auth/login', { username: 'admin', password: 'admin123' }), 'login').accessToken;
      ours = await run(server.baseURL, (n) => `/infra/config/page?pageNo=${n}&pageSize=20&name=${encodeURIComponent('压测参数12')}`, token);
    } finally {
      await server.stop();
    }
    const bare = await startBare({ ...env, BARE_SQL: statement.sql, BARE_PARAMS: JSON.stringify(statement.parameters), BARE_FIELDS: JSON.stringify(fields) });
    let bareRps: number;
    try {
      bareRps = await run(bare.baseURL, (n) => `/bench/page?pageNo=${n}`);
    } finally {
      await bare.stop();
    }
    ratios.push(ours / bareRps);
    console.log(`list throughput, 20 in flight: route ${ours.toFixed(0)} req/s, bare Fastify + ${process.env.DATABASE_URL ? 'pg' : 'PGlite'} ${bareRps.toFixed(0)} req/s = ${(ours / bareRps).toFixed(2)}x (goal ≥ 0.8x)`);
  }
  console.log(`list throughput ÷ bare, median of ${ratios.length}: ${median(ratios).toFixed(2)}x; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

/** lib/bareList.ts in a process of its own, on a free port. */
async function startBare(env: Record<string, string>): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lib/bareList.ts')], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('listening')) resolve(); });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
