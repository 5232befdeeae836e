import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { findTenantIdByName } from './tenantService.ts';

export function tenantRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { name: string } }>('/system/tenant/get-id-by-name', {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        querystring: {
          type: 'object', required: ['name'],
          properties: { name: { type: 'string', title: '租户名', minLength: 1, maxLength: 30, errorMessage: { required: '租户名不能为空', minLength: '租户名不能为空' } } },
        },
      },
    }, async (request) => ok(await findTenantIdByName(db, request.query.name.trim())));
  };
}
