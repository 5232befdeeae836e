import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { wallClockDate } from '../../../wallClock.ts';
import { PROVINCE_STATISTICS_PERMISSION } from './provinceMenu.ts';
import { provinceStatistics } from './provinceStatistics.ts';

const query = {
  type: 'object',
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
  additionalProperties: true,
} as const;

/**
 * `GET /renda/province/statistics[?year=]`: the aggregates of the tenants below the caller's (renda:province-statistics:query,
 * 省级统计). Always of the caller's own subtree: there is no tenant parameter, so a city's staff read their counties at
 * most, never the province or a sibling; a tenant with nothing below it gets an empty list.
 */
export function provinceRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { year?: number } }>('/renda/province/statistics', {
      config: { access: PROVINCE_STATISTICS_PERMISSION },
      schema: { querystring: query },
    }, async (request) => {
      const year = request.query.year ?? Number(wallClockDate(new Date()).slice(0, 4));
      return ok(await provinceStatistics(request.scope().db, request.scope().tenantId, year));
    });
  };
}
