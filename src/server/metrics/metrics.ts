import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';

/** Where Prometheus scrapes: outside /admin-api, so no tenant, token or permission of the platform applies. */
export const METRICS_PATH = '/metrics';

/** What other modules record: the scheduler reports each job run (issue 20; docs/operations.md). */
export interface JobMetrics {
  /** One run of a job handler: 'success' or 'failure', and how long it took in milliseconds. */
  jobRun(handler: string, status: 'success' | 'failure', ms: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Always there; records nothing unless METRICS_ENABLED. */
    metrics: JobMetrics;
  }
}

export interface MetricsOptions {
  enabled: boolean;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
}

// Seconds, from a quick read by key to a large export.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * Prometheus metrics of this instance (prom-client, a registry per app so that two apps in one process — the tests'
 * instances — keep their own counts): requests by route pattern and status, statement durations, the PostgreSQL
 * pool, job runs, and Node's process metrics. Each instance is scraped on its own; Prometheus adds them up.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, options: MetricsOptions): void {
  if (!options.enabled) {
    app.decorate('metrics', { jobRun() {} } satisfies JobMetrics);
    // Not the SPA's page either: a scraper pointed at a server without metrics must see that it has none.
    app.get(METRICS_PATH, (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const requestSeconds = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames: ['method', 'route', 'status'], buckets: HTTP_BUCKETS, registers: [registry] });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });

  const querySeconds = new Histogram({ name: 'db_query_duration_seconds', help: 'Time of a database statement', labelNames: ['outcome'], buckets: QUERY_BUCKETS, registers: [registry] });
  const stopObserving = database.observeQueries((event) => {
    querySeconds.observe({ outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
  });
  app.addHook('onClose', async () => stopObserving());
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const jobRuns = new Counter({ name: 'job_runs_total', help: 'Scheduled job runs by handler and status', labelNames: ['handler', 'status'], registers: [registry] });
  const jobSeconds = new Histogram({ name: 'job_run_duration_seconds', help: 'Time of a scheduled job run', labelNames: ['handler', 'status'], buckets: JOB_BUCKETS, registers: [registry] });
  app.decorate('metrics', {
    jobRun(handler, status, ms) {
      jobRuns.inc({ handler, status });
      jobSeconds.observe({ handler, status }, ms / 1000);
    },
  } satisfies JobMetrics);

  const authorised = bearerCheck(options.token);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!authorised(request)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** The route's pattern (`/admin-api/system/user/get`), never the raw URL: ids and query strings would make every request a series. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Compares digests in constant time, so the answer's timing tells nothing about the token. */
function bearerCheck(token: string | null): (request: FastifyRequest) => boolean {
  if (!token) return () => true;
  const expected = createHash('sha256').update(token).digest();
  return (request) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1] ?? '';
    return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
  };
}
