import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { failure, ok } from './envelope.ts';

/** How long the probe waits for the database: a load balancer's check must not hang on a dead connection. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Health for load balancers and the browser tests' start-up wait. Unlike every other answer it uses the HTTP status:
 * 503 (with the usual envelope) when the database does not answer, so a balancer takes the instance out of rotation.
 */
export function healthRoutes(database: DatabaseHandle) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/health', { config: { access: 'public', tenantIgnore: true } }, async (_request, reply) => {
      if (!(await databaseAnswers(database.db))) return reply.code(503).send(failure(503, '数据库不可用'));
      return ok({ status: 'UP', database: database.kind, uptimeSeconds: Math.round(process.uptime()) });
    });
  };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = sql`select 1`.execute(db).then(() => true, () => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
