/**
 * Survey benchmark (issue 5), prints figures, asserts nothing:
 *   node --import tsx scripts/bench/surveys.ts [pglite|postgres] [respondents=200] [surveys=50]
 * 1. 10 000 submissions (200 respondents × 50 published surveys, one answer each, all 200 at once) over HTTP against
 *    a real server process: throughput, p50/p95/p99 latency, and the stored count proving no answer was lost.
 * 2. Statistics of one survey holding 100 000 answers (bulk-inserted in SQL): GET /renda/answer/getAnswerData time.
 * PostgreSQL comes from scripts/lib/postgres.mjs (a throw-away cluster), PGlite is the server's embedded default.
 */
import { performance } from 'node:perf_hooks';
// @ts-expect-error plain ESM helper without types (it must run before `npm ci`)
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { startExtraServer } from '../../tests/e2e/support/server.ts';
import { client, must, percentile, pool } from './lib/http.ts';
import { statisticsBench } from './lib/statistics.ts';
import { ownCpuSeconds, postmasterOnPort, treeCpuSeconds } from './lib/cpu.ts';

const mode = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const RESPONDENTS = Number(process.argv[3] ?? 200);
const SURVEYS = Number(process.argv[4] ?? 50);

const pg: { url: string; stop(): void } | null = mode === 'postgres' ? await startThrowawayPostgres() : null;
if (mode === 'postgres' && !pg) throw new Error('no PostgreSQL available');
// BENCH_PROFILE=<dir> writes a V8 CPU profile of the server process there (open it in Chrome's DevTools).
const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const server = await startExtraServer({ TRUST_PROXY: 'true', LOG_LEVEL: 'warn', ...(pg ? { DATABASE_URL: pg.url } : {}) }, { nodeArgs });
try {
  const api = client(server.baseURL);
  const admin = must(await api.call('POST', '/system/auth/login', { username: 'admin', password: 'admin123' }), 'admin login').accessToken as string;
  const as = { token: admin };

  // Surveys: a radio (with an extension option), a checkbox and a text question each, published.
  const surveys: { id: number; radio: number; checkbox: number; text: number }[] = [];
  for (let s = 0; s < SURVEYS; s++) {
    const id = must(await api.call('POST', '/renda/survey/create', { surveyName: `压测问卷${s + 1}`, surveyType: '1' }, as), 'survey');
    const q = async (questionNo: number, questionType: string, options?: object[]) =>
      must(await api.call('POST', '/renda/question/create', { surveyId: id, questionNo, questionName: `问题${questionNo}`, questionType, validateRule: questionNo === 1 ? 'notEmpty' : '', options }, as), 'question') as number;
    const radio = await q(1, 'radio', [{ optionNo: 1, optionText: '满意' }, { optionNo: 2, optionText: '一般' }, { optionNo: 3, optionText: '其他', isExtend: '1' }]);
    const checkbox = await q(2, 'checkbox', [{ optionNo: 1, optionText: '甲' }, { optionNo: 2, optionText: '乙' }, { optionNo: 3, optionText: '丙' }]);
    const text = await q(3, 'textarea');
    must(await api.call('PUT', `/renda/survey/publish/${id}`, undefined, as), 'publish');
    surveys.push({ id, radio, checkbox, text });
  }

  // Respondents: deputies, each signed in from their own address.
  const t0 = performance.now();
  const tokens = await pool(Array.from({ length: RESPONDENTS }, (_, i) => async () => {
    const username = `bench${String(i).padStart(4, '0')}`;
    const userId = must(await api.call('POST', '/system/user/create', { username, nickname: `压测代表${i}`, password: 'bench123' }, as), 'user');
    must(await api.call('POST', '/system/permission/assign-user-role', { userId, roleIds: [4] }, as), 'role');
    return must(await api.call('POST', '/system/auth/login', { username, password: 'bench123' }, { ip: `10.9.${i >> 8}.${i & 255}` }), 'login').accessToken as string;
  }), 8);
  console.log(`[${mode}] setup: ${SURVEYS} surveys, ${RESPONDENTS} respondents signed in (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // All respondents at once, each answering every survey in turn.
  const latencies: number[] = [];
  let ok = 0;
  const failures = new Map<string, number>();
  const postmaster = pg ? postmasterOnPort(Number(new URL(pg.url).port)) : null;
  const cpu = () => ({ server: treeCpuSeconds(server.pid), db: postmaster ? treeCpuSeconds(postmaster) : 0, load: ownCpuSeconds() });
  const cpu0 = cpu();
  const started = performance.now();
  await Promise.all(tokens.map(async (token, r) => {
    for (const s of surveys) {
      const answerJson = JSON.stringify([
        { questionId: s.radio, questionType: 'radio', optionIds: [1 + ((r + s.id) % 3)], answerText: (r + s.id) % 3 === 2 ? `补充${r}` : '' },
        { questionId: s.checkbox, questionType: 'checkbox', optionIds: [1, 1 + (r % 3)], answerText: '' },
        { questionId: s.text, questionType: 'textarea', optionIds: [], answerText: r % 4 === 0 ? `代表${r}的意见` : '' },
      ]);
      const t = performance.now();
      const res = await api.call('POST', '/renda/answer/create', { surveyId: s.id, answerJson }, { token });
      latencies.push(performance.now() - t);
      if (res.code === 0) ok++;
      else failures.set(`${res.code} ${res.msg}`, (failures.get(`${res.code} ${res.msg}`) ?? 0) + 1);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu1 = cpu();
  latencies.sort((a, b) => a - b);
  let stored = 0;
  for (const s of surveys) stored += must(await api.call('GET', `/renda/answer/page?pageNo=1&pageSize=1&surveyId=${s.id}`, undefined, as), 'count').total as number;
  const sent = RESPONDENTS * SURVEYS;
  console.log(`[${mode}] submissions: ${sent} from ${RESPONDENTS} concurrent respondents in ${seconds.toFixed(1)} s = ${(sent / seconds).toFixed(0)}/s; `
    + `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  const perSubmission = (s: number) => `${((s * 1000) / (RESPONDENTS * SURVEYS)).toFixed(2)} ms`;
  console.log(`[${mode}] CPU per submission: server ${perSubmission(cpu1.server - cpu0.server)}`
    + (postmaster ? `, PostgreSQL ${perSubmission(cpu1.db - cpu0.db)}` : ' (PGlite runs inside the server)')
    + `, load generator ${perSubmission(cpu1.load - cpu0.load)}`);
  console.log(`[${mode}] accepted ${ok}, refused ${sent - ok}${failures.size ? ` (${[...failures].map(([k, n]) => `${n}× ${k}`).join('; ')})` : ''}; stored ${stored}; lost ${ok - stored}`);
} finally {
  await server.stop();
}

// Statistics of 100 000 answers, in process against the same kind of database (a fresh one).
await statisticsBench(mode, pg?.url);
pg?.stop();
