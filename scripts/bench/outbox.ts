/**
 * The outbox benchmark (issue 33, docs/performance.md "Message outbox"): prints figures, asserts nothing.
 * `TEST_DATABASE_URL=postgres://… node --import tsx scripts/bench/outbox.ts` (without it, PGlite in memory);
 * BENCH_RUNS (default 300) submits of each kind.
 *
 * A deputy's 提交 of a drafted proposal through the whole API (inject: security filter, input layer, the command,
 * the process start and its first task), with the task's message — the proposal's own words read by its describer,
 * the recipient, templates and preferences read, the outbox row and the in-site message written in the start's
 * statement — against the same submit without them (taskMessageSwitch off), in blocks of 20 taking turns, in one
 * run. Goal: ≤ 1.2× (median). The SMS and mail are sent after the commit, outside the request: not measured here.
 */
import { performance } from 'node:perf_hooks';
import { taskMessageSwitch } from '../../src/server/modules/system/outbox/taskMessages.ts';
import { createTestApp } from '../../tests/support/testApp.ts';
import { createTestDatabase } from '../../tests/support/testDatabase.ts';
import { percentile } from './lib/http.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BLOCK = 20;
const P = '/admin-api/renda/proposal';

const database = await createTestDatabase();
const t = await createTestApp({ logLevel: 'silent', bpmJobPollMs: 0, outboxPollMs: 0, demoProposals: 7 }, database);
try {
  const { accessToken: token } = await t.login('deputy1', 'deputy123');
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, payload, headers: { 'tenant-id': '1', authorization: `Bearer ${token}` } });
    const body = res.json() as { code: number; msg: string; data: unknown };
    if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const drafts: number[] = [];
  for (let i = 0; i < 2 * RUNS + 2 * BLOCK; i++) {
    drafts.push(await call('POST', `${P}/create`, { title: `关于压测消息的建议 ${i}`, type: '1', category: '2', content: '<p>压测</p>', session: '市十六届人大三次会议' }) as number);
  }
  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  const submit = async (kind: 'with' | 'without', measured: boolean) => {
    taskMessageSwitch.on = kind === 'with';
    const id = drafts.pop()!;
    const begin = performance.now();
    await call('PUT', `${P}/submit`, { id });
    if (measured) times[kind].push(performance.now() - begin);
  };
  // warm-up: each path's statements prepared, its caches filled
  for (let i = 0; i < BLOCK; i++) await submit('with', false);
  for (let i = 0; i < BLOCK; i++) await submit('without', false);
  for (let done = 0; done < RUNS; done += BLOCK) {
    for (const kind of ['with', 'without'] as const) for (let i = 0; i < Math.min(BLOCK, RUNS - done); i++) await submit(kind, true);
  }
  taskMessageSwitch.on = true;
  const outbox = await t.db.selectFrom('systemMessageOutbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const figures = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const on = figures(times.with);
  const off = figures(times.without);
  console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${RUNS} submits each, ${outbox.n} outbox rows in all`);
  console.log(`  with the message:    p50 ${on.p50.toFixed(2)} ms, p95 ${on.p95.toFixed(2)} ms`);
  console.log(`  without the message: p50 ${off.p50.toFixed(2)} ms, p95 ${off.p95.toFixed(2)} ms`);
  console.log(`  ratio (p50): ${(on.p50 / off.p50).toFixed(2)}×  (p95): ${(on.p95 / off.p95).toFixed(2)}×  goal ≤ 1.2×`);
} finally {
  await t.close();
  await database.drop();
}
