import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandler } from '../../src/server/modules/infra/job/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

// Handlers of this file: one that answers with its parameter, one that always fails.
const calls: string[] = [];
registerJobHandler({ name: 'echoTestJob', title: '测试：回显参数', async run({ param }) {
  calls.push(param ?? '');
  return `echo:${param ?? ''}`;
} });
registerJobHandler({ name: 'failingTestJob', title: '测试：总是失败', async run() {
  throw new Error('模拟的失败：连接被拒绝');
} });

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-backup-'));
let t: TestApp;
let token: string;

beforeAll(async () => {
  // the scheduler on, with a fast tick (createTestApp keeps it off otherwise)
  t = await createTestApp({ jobEnabled: true, jobTickMs: 100, backupDir });
  token = (await t.login()).accessToken;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

const api = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call<T>({ method, url: `/admin-api${url}`, token, ...(payload ? { payload } : {}) });

/** The log rows of a job, oldest first. */
async function logsOf(jobId: number) {
  const page = await api<{ list: any[] }>('GET', `/infra/job-log/page?jobId=${jobId}&pageSize=100`);
  expect([page.code, page.msg]).toEqual([0, page.msg]);
  return [...page.data.list].reverse();
}

/** Waits (polling the log page) until `done` holds for the job's log rows. */
async function waitForLogs(jobId: number, done: (rows: any[]) => boolean, timeoutMs = 15000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await logsOf(jobId);
    if (done(rows)) return rows;
    if (Date.now() > end) throw new Error(`job ${jobId}: log rows ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const finished = (rows: any[]) => rows.length > 0 && rows.every((r) => r.status !== 0);

/** A time as the users' wall clock reads it (TIME_ZONE_OFFSET, +08:00 by default): the cron's time zone. */
const wall = (time: number) => new Date(time + 8 * 3600 * 1000);

const job = (over: object = {}) => ({ name: '测试任务', handlerName: 'echoTestJob', handlerParam: 'p1', cronExpression: '0 0 3 * * ?', retryCount: 0, retryInterval: 0, ...over });

describe('定时任务: CRUD and validation', () => {
  let id: number;

  it('creates an enabled job with its next fire time, lists and gets it', async () => {
    const created = await api<number>('POST', '/infra/job/create', job());
    expect(created.code).toBe(0);
    id = created.data;
    const got = await api('GET', `/infra/job/get?id=${id}`);
    expect(got.data).toMatchObject({ id, name: '测试任务', status: 1, handlerName: 'echoTestJob', handlerParam: 'p1', cronExpression: '0 0 3 * * ?', monitorTimeout: 0 });
    const next = wall(got.data.nextFireTime);
    expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds()]).toEqual([3, 0, 0]);
    const page = await api<{ list: any[]; total: number }>('GET', '/infra/job/page?handlerName=echo');
    expect(page.data.list.map((r) => r.id)).toEqual([id]);
    const list = await api<any[]>('GET', `/infra/job/list?ids=${id},1`);
    expect(list.data.map((r) => r.id)).toEqual([1, id]);
  });

  it('refuses a wrong cron expression, an unknown handler, a second job of a handler and a parameter its handler refuses', async () => {
    for (const cronExpression of ['0 0 25 * * ?', '* * * * *', 'every day']) {
      const res = await api('POST', '/infra/job/create', job({ handlerName: 'failingTestJob', cronExpression }));
      expect([res.code, res.msg]).toEqual([1001001005, 'CRON 表达式不正确']);
    }
    const unknown = await api('POST', '/infra/job/create', job({ handlerName: 'noSuchJob' }));
    expect([unknown.code, unknown.msg]).toEqual([1001001006, '定时任务的处理器【noSuchJob】不存在']);
    const twice = await api('POST', '/infra/job/create', job());
    expect([twice.code, twice.msg]).toEqual([1001001001, '定时任务的处理器已经存在']);
    const days = await api('PUT', '/infra/job/update', { id: 2, handlerParam: '三十' });
    expect([days.code, days.msg]).toEqual([1001001007, '定时任务的参数不正确：参数应为天数（非负整数），当前为 "三十"']);
    const missing = await api('POST', '/infra/job/create', { name: '缺字段', handlerName: 'failingTestJob' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('CRON 表达式不能为空');
  });

  it('shows the next fire times of its cron expression', async () => {
    expect((await api('PUT', '/infra/job/update', { id, cronExpression: '0/10 * * * * ?' })).code).toBe(0);
    const times = await api<number[]>('GET', `/infra/job/get_next_times?id=${id}`);
    expect(times.data).toHaveLength(5);
    expect(times.data.every((time) => new Date(time).getSeconds() % 10 === 0)).toBe(true);
    expect(times.data.slice(1).map((time, i) => time - times.data[i])).toEqual([10000, 10000, 10000, 10000]);
    expect((await api<number[]>('GET', `/infra/job/get_next_times?id=${id}&count=2`)).data).toHaveLength(2);
    expect((await api('GET', '/infra/job/get_next_times?id=999999')).msg).toBe('定时任务不存在');
    // the form's preview of an expression being typed: the server's reading, or its refusal
    const typed = await api<number[]>('GET', `/infra/job/get_next_times?cronExpression=${encodeURIComponent('0 30 9 ? * MON-FRI')}`);
    expect(typed.data).toHaveLength(5);
    for (const time of typed.data) expect([wall(time).getUTCHours(), wall(time).getUTCMinutes(), wall(time).getUTCDay()]).toEqual([9, 30, expect.any(Number)]);
    expect(typed.data.every((time) => wall(time).getUTCDay() >= 1 && wall(time).getUTCDay() <= 5)).toBe(true);
    const wrong = await api('GET', `/infra/job/get_next_times?cronExpression=${encodeURIComponent('0 0 25 * * ?')}`);
    expect([wrong.code, wrong.msg]).toEqual([1001001005, 'CRON 表达式不正确']);
  });

  it('pauses and resumes through update-status, and refuses what yudao refuses', async () => {
    const pause = await api('PUT', `/infra/job/update-status?id=${id}&status=2`);
    expect(pause.code).toBe(0);
    expect((await api('GET', `/infra/job/get?id=${id}`)).data.status).toBe(2);
    expect((await api('PUT', `/infra/job/update-status?id=${id}&status=2`)).msg).toBe('定时任务已经处于该状态，无需修改');
    expect((await api('PUT', `/infra/job/update-status?id=${id}&status=0`)).msg).toBe('只允许修改为开启或者关闭状态');
    const whilePaused = await api('PUT', '/infra/job/update', { id, name: '改名' });
    expect([whilePaused.code, whilePaused.msg]).toEqual([1001001004, '只有开启状态的任务，才可以修改']);
    // v1.6.2's client sends a form-encoded body
    const resume = await t.call({
      method: 'PUT', url: '/admin-api/infra/job/update-status', token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}&status=1`,
    });
    expect(resume.code).toBe(0);
    expect((await api('GET', `/infra/job/get?id=${id}`)).data.status).toBe(1);
  });

  it('lists the handlers this server has, and keeps the jobs to the platform tenant', async () => {
    const handlers = await api<{ name: string; title: string }[]>('GET', '/infra/job/handlers');
    expect(handlers.data.map((h) => h.name)).toEqual(expect.arrayContaining(['tokenCleanJob', 'logCleanJob', 'surveyFinishJob', 'databaseBackupJob', 'echoTestJob']));
    const other = await t.login('admin2', 'admin123', 2);
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/job/page', token: other.accessToken, tenantId: 2 });
    expect(page.code).toBe(403);
    const logs = await t.call({ method: 'GET', url: '/admin-api/infra/job-log/page', token: other.accessToken, tenantId: 2 });
    expect(logs.code).toBe(403);
  });

  it('deletes a job', async () => {
    expect((await api('DELETE', `/infra/job/delete?id=${id}`)).code).toBe(0);
    expect((await api('GET', `/infra/job/get?id=${id}`)).msg).toBe('定时任务不存在');
    expect((await api('PUT', `/infra/job/trigger?id=${id}`)).msg).toBe('定时任务不存在');
  });
});

describe('定时任务: runs and their log', () => {
  it('runs a job once on 执行一次, with its log row', async () => {
    const id = (await api<number>('POST', '/infra/job/create', job({ handlerName: 'echoTestJob', handlerParam: 'once', name: '执行一次' }))).data;
    await api('PUT', `/infra/job/update-status?id=${id}&status=2`);
    expect((await api('PUT', `/infra/job/trigger?id=${id}`)).code).toBe(0);
    const [row] = await waitForLogs(id, finished);
    expect(row).toMatchObject({ jobId: id, handlerName: 'echoTestJob', handlerParam: 'once', executeIndex: 1, status: 1 });
    expect(row.endTime).toBeGreaterThanOrEqual(row.beginTime);
    expect(row.duration).toBe(row.endTime - row.beginTime);
    const detail = await api('GET', `/infra/job-log/get?id=${row.id}`);
    expect(detail.data.result).toBe('echo:once');
    await api('DELETE', `/infra/job/delete?id=${id}`);
  });

  it('retries a failing job retryCount times, then logs every execution as failed with its message', async () => {
    const id = (await api<number>('POST', '/infra/job/create', job({ handlerName: 'failingTestJob', retryCount: 2, retryInterval: 50 }))).data;
    await api('PUT', `/infra/job/update-status?id=${id}&status=2`);
    await api('PUT', `/infra/job/trigger?id=${id}`);
    const rows = await waitForLogs(id, (r) => r.length === 3 && finished(r));
    expect(rows.map((r) => [r.executeIndex, r.status])).toEqual([[1, 2], [2, 2], [3, 2]]);
    for (const row of rows) expect((await api('GET', `/infra/job-log/get?id=${row.id}`)).data.result).toBe('模拟的失败：连接被拒绝');
    // the retry waits its interval after the failure before it begins
    expect(rows[1].beginTime - rows[0].endTime).toBeGreaterThanOrEqual(45);
    const failedOnly = await api<{ list: any[] }>('GET', `/infra/job-log/page?jobId=${id}&status=2`);
    expect(failedOnly.data.list).toHaveLength(3);
    await api('DELETE', `/infra/job/delete?id=${id}`);
  });

  it('fires an enabled job on its schedule, once per fire time, and not while paused', async () => {
    const id = (await api<number>('POST', '/infra/job/create', job({ handlerName: 'echoTestJob', handlerParam: 'tick', cronExpression: '* * * * * ?' }))).data;
    const rows = await waitForLogs(id, (r) => r.length >= 2 && finished(r));
    expect(rows.every((r) => r.status === 1 && r.executeIndex === 1)).toBe(true);
    expect((await api('PUT', `/infra/job/update-status?id=${id}&status=2`)).code).toBe(0);
    // a run claimed before the pause may still finish; after that, nothing more
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settled = await waitForLogs(id, finished);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await logsOf(id)).toHaveLength(settled.length);
    const row = await t.db.selectFrom('infraJob').select(['lockedBy', 'lockedUntil']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lockedBy: null, lockedUntil: null });
    await api('DELETE', `/infra/job/delete?id=${id}`);
  });

  it('filters the log by execution time as yudao\'s clients send it (beginTime, endTime)', async () => {
    const all = await api<{ total: number }>('GET', '/infra/job-log/page');
    expect(all.data.total).toBeGreaterThan(0);
    const future = await api<{ total: number }>('GET', '/infra/job-log/page?beginTime=2999-01-01 00:00:00');
    expect([future.code, future.data.total]).toEqual([0, 0]);
    const past = await api<{ total: number }>('GET', '/infra/job-log/page?beginTime=2000-01-01 00:00:00&endTime=2999-12-31 23:59:59');
    expect(past.data.total).toBe(all.data.total);
  });
});

describe('定时任务: the built-in handlers', () => {
  /**
   * 执行一次 of a shipped job, and the log row of that run. The scheduler is on here and the shipped jobs have their
   * own times (every minute, every hour, 03:00): the job is paused first, so no scheduled run lands beside the
   * trigger (which runs a paused job all the same), and only rows after the trigger count.
   */
  async function runOnce(jobId: number) {
    expect((await api('PUT', `/infra/job/update-status?id=${jobId}&status=2`)).code).toBe(0);
    const before = (await logsOf(jobId)).length;
    await api('PUT', `/infra/job/trigger?id=${jobId}`);
    const [row] = (await waitForLogs(jobId, (all) => finished(all.slice(before)))).slice(before);
    return row;
  }

  it('tokenCleanJob removes expired tokens and captchas and keeps live ones', async () => {
    await t.db.insertInto('systemCaptcha').values([
      { uuid: 'job-test-expired', code: '1234', expiresTime: new Date(Date.now() - 60000) },
      { uuid: 'job-test-live', code: '1234', expiresTime: new Date(Date.now() + 600000) },
    ]).execute();
    const row = await runOnce(1);
    expect(row.status).toBe(1);
    expect((await api('GET', `/infra/job-log/get?id=${row.id}`)).data.result).toMatch(/^删除过期访问令牌 \d+ 个、刷新令牌 \d+ 个、验证码 1 个$/);
    const left = await t.db.selectFrom('systemCaptcha').select('uuid').where('uuid', 'like', 'job-test-%').execute();
    expect(left.map((r) => r.uuid)).toEqual(['job-test-live']);
    // the signed-in session is untouched
    expect((await api('GET', '/infra/job/get?id=1')).code).toBe(0);
  });

  it('logCleanJob removes log rows older than its days', async () => {
    await sql`insert into system_login_log (tenant_id, log_type, user_type, username, result, user_ip, user_agent, create_time)
      values (1, 100, 2, 'job-test-old', 0, '127.0.0.1', 'test', now() - interval '40 days'),
             (1, 100, 2, 'job-test-new', 0, '127.0.0.1', 'test', now() - interval '20 days')`.execute(t.db);
    const row = await runOnce(2);
    expect(row.status).toBe(1);
    expect((await api('GET', `/infra/job-log/get?id=${row.id}`)).data.result).toContain('删除 30 天前的登录日志 1 条');
    const left = await sql<{ username: string }>`select username from system_login_log where username like 'job-test-%'`.execute(t.db);
    expect(left.rows.map((r) => r.username)).toEqual(['job-test-new']);
  });

  it('surveyFinishJob finishes published surveys whose end time has passed', async () => {
    const { rows } = await sql<{ id: number }>`insert into renda_survey (tenant_id, survey_name, survey_type, status, end_time) values
      (1, '已到期的问卷', '1', '1', now() - interval '1 hour'), (1, '未到期的问卷', '1', '1', now() + interval '1 day'),
      (1, '已撤回的问卷', '1', '2', now() - interval '1 hour') returning id`.execute(t.db);
    const [past, future, revoked] = rows.map((r) => r.id);
    const row = await runOnce(3);
    expect(row.status).toBe(1);
    expect((await api('GET', `/infra/job-log/get?id=${row.id}`)).data.result).toBe('结束问卷 1 份');
    const status = await sql<{ id: number; status: string }>`select id, status from renda_survey where id in (${past}, ${future}, ${revoked})`.execute(t.db);
    expect(Object.fromEntries(status.rows.map((r) => [r.id, r.status]))).toEqual({ [past]: '3', [future]: '1', [revoked]: '2' });
  });

  it('databaseBackupJob writes the same backup as npm run db:backup, logged with its file', async (context) => {
    if (onPostgres() && spawnSync(process.env.PG_DUMP || 'pg_dump', ['--version']).status !== 0) {
      context.skip('pg_dump is not on this machine (set PG_DUMP): the PostgreSQL backup needs it');
    }
    // paused as shipped; 执行一次 runs it anyway
    expect((await api('GET', '/infra/job/get?id=4')).data).toMatchObject({ handlerName: 'databaseBackupJob', status: 2 });
    await api('PUT', '/infra/job/trigger?id=4');
    const [row] = await waitForLogs(4, finished, 60000);
    const result = (await api('GET', `/infra/job-log/get?id=${row.id}`)).data.result as string;
    expect([row.status, result]).toEqual([1, expect.stringMatching(/^备份完成：.*deputy-backup-\d{8}T\d{6}Z\.sql\.gz/)]);
    const files = fs.readdirSync(backupDir).filter((name) => name.endsWith('.sql.gz'));
    expect(files).toHaveLength(1);
    expect(result).toContain(files[0]);
    // the server kept answering on the same database afterwards
    expect((await api('GET', '/infra/job/get?id=4')).code).toBe(0);
  }, 90000);
});
