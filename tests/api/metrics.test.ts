import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

const TOKEN = 'scrape-secret';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

/**
 * Prometheus metrics for operators (issue 20, point 5): off by default (404, not the client's page); with
 * METRICS_ENABLED and a token, requests by route pattern and status, statement timings, the PostgreSQL pool and the
 * job runs the scheduler reports through `app.metrics.jobRun`.
 */
describe('metrics', () => {
  let off: TestApp;
  let on: TestApp;

  beforeAll(async () => {
    off = await createTestApp({ seedDemo: false });
    on = await createTestApp({ seedDemo: false, metricsEnabled: true, metricsToken: TOKEN }, off.database);
  });
  afterAll(async () => {
    await on?.app.close();
    await off?.close();
  });

  const scrape = (app: TestApp, token?: string) =>
    app.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('is off by default: /metrics answers 404 and job runs are taken without effect', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(() => off.app.metrics.jobRun('purgeTokens', 'success', 5)).not.toThrow();
  });

  it('asks for the token when one is set', async () => {
    expect((await scrape(on)).statusCode).toBe(401);
    expect((await scrape(on, 'wrong')).statusCode).toBe(401);
    expect((await scrape(on, TOKEN)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    for (let i = 0; i < 3; i++) await on.call({ method: 'GET', url: '/admin-api/system/health', tenantId: null });
    await on.call({ method: 'GET', url: '/admin-api/system/user/get?id=1' }); // no token: refused in the envelope
    const res = await scrape(on, TOKEN);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(series(text, 'http_requests_total{method="GET",route="/admin-api/system/health",status="200"}')).toBe(3);
    // the pattern, never the raw URL with its query
    expect(series(text, 'http_requests_total{method="GET",route="/admin-api/system/user/get",status="200"}')).toBe(1);
    expect(text).not.toContain('id=1');
    expect(series(text, 'http_request_duration_seconds_count{method="GET",route="/admin-api/system/health",status="200"}')).toBe(3);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/admin-api\/system\/health",status="200"\} \d/);
    expect(series(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('times database statements, and shows the PostgreSQL pool', async () => {
    const text = (await scrape(on, TOKEN)).body;
    expect(series(text, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    if (onPostgres()) expect(series(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('db_pool_connections{');
  });

  it('counts the job runs the scheduler reports', async () => {
    on.app.metrics.jobRun('purgeTokens', 'success', 120);
    on.app.metrics.jobRun('purgeTokens', 'failure', 30);
    on.app.metrics.jobRun('purgeTokens', 'success', 80);
    const text = (await scrape(on, TOKEN)).body;
    expect(series(text, 'job_runs_total{handler="purgeTokens",status="success"}')).toBe(2);
    expect(series(text, 'job_runs_total{handler="purgeTokens",status="failure"}')).toBe(1);
    expect(series(text, 'job_run_duration_seconds_sum{handler="purgeTokens",status="success"}')).toBeCloseTo(0.2);
  });
});
