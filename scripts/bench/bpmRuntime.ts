/**
 * Workflow runtime benchmark (issue #15): prints figures, asserts nothing.
 * `node --import tsx scripts/bench/bpmRuntime.ts`; BENCH_RUNS (default 200) instances per end-to-end measure,
 * BENCH_STARTS (default 2000) for the throughput, BENCH_DATABASE_URL (default the dev PostgreSQL on 127.0.0.1:55432).
 *
 * 1. Start + approve of a one-step process end to end through the API (inject: security filter, input layer, row
 *    lock, engine, trail, tasks), divided by bare bpmn-engine doing the same work in the same run: an engine on the
 *    same parsed model executes to the user task and is signalled to the end. Three bare runs: state kept in memory
 *    (the cheapest thing the engine can do); state saved and recovered between the two in memory; and state stored
 *    in the same database — the engine kept in memory, its state written after each step in a statement of its own
 *    (an insert at the wait, an update at the end), the least a bare engine must do for a started instance to
 *    survive a restart, as the API's must. Goal: ≤ 2×. On PGlite (in memory) and on PostgreSQL.
 * 2. Instances started per second on PostgreSQL by 50 concurrent starters (each its own request through the API).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Engine } from 'bpmn-engine';
import { DESCRIPTORS } from '../../src/shared/bpmn/descriptors/index.ts';
import { createTestApp, type TestApp } from '../../tests/support/testApp.ts';
import { createTestDatabase } from '../../tests/support/testDatabase.ts';
import { percentile, pool } from './lib/http.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 2000);
const STARTERS = 50;
/** Runs of one kind in a row (endToEnd). */
const BLOCK = 20;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

const KEY = 'bench_one_step';
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${KEY}" name="压测流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const moddleOptions = { camunda: DESCRIPTORS.camunda };

/** The parsed model, once, as our runtime caches it per definition. */
async function parsedContext(): Promise<unknown> {
  const engine = new Engine({ source: XML, moddleOptions } as never);
  const [definition] = await engine.getDefinitions();
  return (definition as unknown as { context: { definitionContext: unknown } }).context.definitionContext;
}

/** Bare bpmn-engine: execute to the user task, signal it, run to the end; `persist` saves and recovers the state between. */
async function bareRun(context: unknown, persist: boolean): Promise<void> {
  const waiting = (engine: Engine) => new Promise<{ id: string; executionId: string }>((resolve) => {
    engine.broker.subscribeOnce('event', 'activity.wait', (_route, message) => resolve(message.content as { id: string; executionId: string }));
  });
  let engine = new Engine({ name: 'bench', sourceContext: context as never, moddleOptions } as never);
  const atTask = waiting(engine);
  await engine.execute({ variables: { initiator: 1 } } as never);
  const task = await atTask;
  if (persist) {
    const state = JSON.parse(JSON.stringify(await engine.getState()));
    await engine.stop();
    engine = new Engine({ name: 'bench', sourceContext: context as never, moddleOptions } as never);
    engine.recover(state);
    await engine.resume();
  }
  const ended = new Promise<void>((resolve) => engine.once('end', () => resolve()));
  engine.execution!.signal({ id: task.id, executionId: task.executionId } as never);
  await ended;
}

/**
 * Bare bpmn-engine with its state stored in the database: kept live between the two steps (as our runtime keeps a
 * waiting instance's engine), each step's state written by one autocommitted statement on the app's own pool.
 */
async function bareStored(context: unknown, db: TestApp['db']): Promise<void> {
  const engine = new Engine({ name: 'bench', sourceContext: context as never, moddleOptions } as never);
  const atTask = new Promise<{ id: string; executionId: string }>((resolve) => {
    engine.broker.subscribeOnce('event', 'activity.wait', (_route, message) => resolve(message.content as { id: string; executionId: string }));
  });
  await engine.execute({ variables: { initiator: 1 } } as never);
  const task = await atTask;
  const id = randomUUID();
  await sql`insert into bench_engine_state (id, state) values (${id}, ${JSON.stringify(await engine.getState())})`.execute(db);
  const ended = new Promise<void>((resolve) => engine.once('end', () => resolve()));
  engine.execution!.signal({ id: task.id, executionId: task.executionId } as never);
  await ended;
  await sql`update bench_engine_state set state = null, ended = true where id = ${id}`.execute(db);
}

async function signedIn(t: TestApp) {
  const token = (await t.login('admin', 'admin123')).accessToken;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.call({ method, url: `/admin-api${url}`, token, payload });
    if (res.code !== 0) throw new Error(`${url}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const modelId = await call('POST', '/bpm/model/create', {
    key: KEY, name: '压测流程', bpmnXml: XML, formType: 20, formCustomCreatePath: '/bench/create', formCustomViewPath: '/bench/view',
  });
  await call('POST', `/bpm/model/deploy?id=${modelId}`);
  const definitions = await call('GET', '/bpm/process-definition/list?suspensionState=1') as { id: string; key: string }[];
  const definitionId = definitions.find((d) => d.key === KEY)!.id;
  return { call, definitionId };
}

/** The app on a database of its own, migrated and seeded by its first start (the tests' shared template is vitest's). */
async function benchApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const t = await createTestApp({ logLevel: 'silent', bpmJobPollMs: 0 }, database);
  return { ...t, close: async () => { await t.close(); await database.drop(); } };
}

/**
 * Start + approve through the API, the task's id read from the table between (not timed: a client gets it from its
 * to-do list), and the three bare runs, in alternating blocks of BLOCK runs of each kind: on a shared machine the load
 * changes by the second, and a ratio is only fair between runs made under the same load, so the kinds take turns
 * every few hundred milliseconds. Blocks rather than single runs: each kind is measured as it runs on its own, with
 * its own garbage collected during its own runs and the engine's code warm for it — alternating run by run charged
 * each kind the other's collections (the API's median rose by a third).
 */
async function endToEnd(label: string, context: unknown, postgresUrl?: string): Promise<Figures> {
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await benchApp();
  try {
    const { call, definitionId } = await signedIn(t);
    await sql`create table bench_engine_state (id uuid primary key, state text, ended boolean not null default false)`.execute(t.db);
    const api: number[] = [];
    const memory: number[] = [];
    const saved: number[] = [];
    const stored: number[] = [];
    const apiCpu: number[] = [];
    const memoryCpu: number[] = [];
    const timed = async (work: () => Promise<void>, times: number[], cpu?: number[]) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await work();
      times.push(performance.now() - t0);
      cpu?.push(cpuMs(process.cpuUsage(c0)));
    };
    const apiRun = async (i: number) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const instanceId = await call('POST', '/bpm/process-instance/create', { processDefinitionId: definitionId, variables: { n: i } });
      const started = performance.now() - t0;
      const startCpu = cpuMs(process.cpuUsage(c0));
      const { rows } = await sql<{ id: string }>`select id from bpm_task where process_instance_id = ${instanceId}`.execute(t.db);
      const c1 = process.cpuUsage();
      const t1 = performance.now();
      await call('PUT', '/bpm/task/approve', { id: rows[0].id, reason: '同意' });
      api.push(started + performance.now() - t1);
      apiCpu.push(startCpu + cpuMs(process.cpuUsage(c1)));
    };
    // the first round warms up the caches and the JIT, and is not counted
    for (let round = 0; round <= Math.ceil(RUNS / BLOCK); round++) {
      for (let i = 0; i < BLOCK; i++) await apiRun(round * BLOCK + i);
      for (let i = 0; i < BLOCK; i++) await timed(() => bareRun(context, false), memory, memoryCpu);
      for (let i = 0; i < BLOCK; i++) await timed(() => bareRun(context, true), saved);
      for (let i = 0; i < BLOCK; i++) await timed(() => bareStored(context, t.db), stored);
      if (round === 0) {
        for (const list of [api, apiCpu, memory, memoryCpu, saved, stored]) list.length = 0;
        // What a running server's autovacuum (PostgreSQL) or upkeep (PGlite, src/server/db/upkeep) does within a minute
        // of the seed and the warm-up's writes: without statistics the planner may read an instance among all of its
        // tenant's instead of through its primary key.
        await sql`vacuum analyze`.execute(t.db);
      }
    }
    const figures = { api: median(api), memory: median(memory), saved: median(saved), stored: median(stored) };
    console.log(`${label}: bare in memory ${figures.memory.toFixed(2)} ms, bare state saved ${figures.saved.toFixed(2)} ms, bare state stored in the database ${figures.stored.toFixed(2)} ms, `
      + `API start + approve ${figures.api.toFixed(2)} ms (p95 ${percentile([...api].sort((a, b) => a - b), 95).toFixed(2)} ms; medians of n=${api.length})`);
    // CPU time of this process (PGlite runs in it; PostgreSQL's own work is not counted): less swayed by the load
    console.log(`  CPU time of the process: bare in memory ${median(memoryCpu).toFixed(2)} ms, API start + approve ${median(apiCpu).toFixed(2)} ms (${(median(apiCpu) / median(memoryCpu)).toFixed(2)}×)`);
    const verdict = (ratio: number) => `${ratio.toFixed(2)}× (${ratio <= 2 ? 'met' : 'not met'})`;
    console.log(`  ratio API ÷ bare, goal ≤ 2×: ${verdict(figures.api / figures.memory)} against the in-memory engine, `
      + `${verdict(figures.api / figures.saved)} against the state saved in memory, ${verdict(figures.api / figures.stored)} against the state stored in the database`);
    return figures;
  } finally {
    await t.close();
  }
}

/** 50 starters at once, each request its own instance, on PostgreSQL. */
async function throughput(postgresUrl: string): Promise<void> {
  process.env.TEST_DATABASE_URL = postgresUrl;
  const t = await benchApp();
  try {
    const { call, definitionId } = await signedIn(t);
    const latencies: number[] = [];
    const start = () => async () => {
      const t0 = performance.now();
      await call('POST', '/bpm/process-instance/create', { processDefinitionId: definitionId, variables: {} });
      latencies.push(performance.now() - t0);
    };
    await pool(Array.from({ length: 100 }, start), STARTERS); // warm-up
    latencies.length = 0;
    const t0 = performance.now();
    await pool(Array.from({ length: STARTS }, start), STARTERS);
    const seconds = (performance.now() - t0) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    console.log(`PostgreSQL, ${STARTERS} concurrent starters: ${(STARTS / seconds).toFixed(0)} instances/s  (${STARTS} in ${seconds.toFixed(1)} s; latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms)`);
  } finally {
    await t.close();
  }
}

interface Figures {
  api: number;
  memory: number;
  saved: number;
  stored: number;
}

const context = await parsedContext();
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await endToEnd('PGlite', context);
let postgres: Figures | null = null;
try {
  postgres = await endToEnd('PostgreSQL', context, POSTGRES);
} catch (error) {
  console.log(`PostgreSQL not reachable at ${POSTGRES}: ${(error as Error).message}`);
}
if (postgres !== null) await throughput(POSTGRES);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
