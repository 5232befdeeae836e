/**
 * Benchmarks: print figures, assert nothing (timed assertions would make CI flaky on a shared 2-core machine).
 * Run with `npm run bench`; DATABASE_URL switches from an in-memory PGlite to PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

const config = { ...loadConfig({ ...process.env, DATA_DIR: process.env.DATABASE_URL ? undefined : 'memory://bench' }), captchaEnabled: false, logLevel: 'silent', staticDir: '/nonexistent', loginMaxFailuresPerIp: 1e9 };
const started = performance.now();
const { app } = await buildApp(config, { logger: false });
await app.ready();
console.log(`boot (migrate + seed): ${(performance.now() - started).toFixed(0)} ms`);

async function measure(name: string, count: number, run: () => Promise<void>): Promise<void> {
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  console.log(`${name.padEnd(34)} n=${count}  ${(count / (total / 1000)).toFixed(0)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`);
}

const headers = { 'tenant-id': '1' };
const login = async () => {
  const res = await app.inject({ method: 'POST', url: '/admin-api/system/auth/login', headers, payload: { username: 'admin', password: 'admin123' } });
  const body = res.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return body.data.accessToken as string;
};
// 25 stays well under the per-address request limit of the login route (120 a minute).
await measure('POST /system/auth/login (argon2id)', 25, async () => void (await login()));
const token = await login();
const authed = { ...headers, authorization: `Bearer ${token}` };
await measure('GET /system/auth/get-permission-info', 300, async () => void (await app.inject({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', headers: authed })));
await measure('GET /system/auth/list-menus', 300, async () => void (await app.inject({ method: 'GET', url: '/admin-api/system/auth/list-menus', headers: authed })));
await measure('GET /system/dict-data/list-all-simple', 300, async () => void (await app.inject({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', headers: authed })));
console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await app.close();
