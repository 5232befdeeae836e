import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { ok } from './envelope.ts';

export function healthRoutes(database: DatabaseHandle) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/health', { config: { access: 'public', tenantIgnore: true } }, async () => {
      await sql`select 1`.execute(database.db);
      return ok({ status: 'UP', database: database.kind, uptimeSeconds: Math.round(process.uptime()) });
    });
  };
}
