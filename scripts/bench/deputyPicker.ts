/**
 * The deputy picker over 5 000 deputies (issue 16): `getDeputyPageBaseByRoleId` through the app (inject) with pinyin,
 * initials and Chinese nickname filters, as staff, on a throw-away database. Prints p50 / p95 per filter and the
 * plan of the pinyin query; asserts nothing. `npx tsx scripts/bench/deputyPicker.ts` (TEST_DATABASE_URL, default the
 * dev PostgreSQL on 127.0.0.1:55432; BENCH_DEPUTIES, BENCH_RUNS).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { baseFields, holders, nicknameMatches, serving } from '../../src/server/modules/system/user/deputyQueries.ts';
import { DEPUTY_ROLE } from '../../src/server/modules/system/permission/permissionService.ts';
import { seedDeputies } from '../../src/server/seed/deputies.ts';
import { createTestApp } from '../../tests/support/testApp.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:55432/postgres';
const DEPUTIES = Number(process.env.BENCH_DEPUTIES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const t = await createTestApp({ loginMaxFailuresPerIp: 1e9 });
try {
  const t0 = performance.now();
  // the seed made 520; the rest by the same generator (two demo deputies besides)
  const added = await seedDeputies(new TenantScope(t.db, 1), DEPUTIES - 2);
  await sql`analyze system_users, system_user_role`.execute(t.db);
  console.log(`${t.database.handle.kind}: ${added} more deputies in ${(performance.now() - t0).toFixed(0)} ms`);
  const staff = (await t.login('staff', 'staff123')).accessToken;

  const filters = ['nickname=zs', 'nickname=zhang', 'nickname=wangwei', 'nickname=ly', 'nickname=' + encodeURIComponent('张'), 'nickname=ouyang', 'pageNo=20', ''];
  for (const filter of filters) {
    const url = `/admin-api/system/user/getDeputyPageBaseByRoleId?pageSize=50&${filter}`;
    const first = await t.call({ method: 'GET', url, token: staff });
    // warm-up: plans cached, pages in memory
    for (let i = 0; i < 20; i++) await t.call({ method: 'GET', url, token: staff });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      await t.app.inject({ method: 'GET', url, headers: { 'tenant-id': '1', authorization: `Bearer ${staff}` } });
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(`${(filter || '(none)').padEnd(28)} total ${String(first.data.total).padStart(5)}  p50 ${pct(50)} ms  p95 ${pct(95)} ms`);
  }

  // The same statements without HTTP, authentication and the envelope: what the database spends on a picker page.
  console.log('database only (count + page of 50):');
  const scope = new TenantScope(t.db, 1);
  for (const text of ['zs', 'zhang', 'wangwei', 'ly', '张', 'ouyang']) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const query = nicknameMatches(holders(scope, DEPUTY_ROLE).where(serving), text);
      await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      await baseFields(query).limit(50).execute();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(`  nickname=${text.padEnd(18)} p50 ${pct(50)} ms  p95 ${pct(95)} ms`);
  }
  const compiled = baseFields(nicknameMatches(holders(scope, DEPUTY_ROLE).where(serving), 'zs')).limit(50).compile();
  const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain analyze ${compiled.sql}` });
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await t.close();
}
