import type { FastifyInstance } from 'fastify';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import { ok } from '../../../http/envelope.ts';

/** The map widget's provider and settings (mapConfig.ts), for those who place activities. */
export function activityRoutes(map: MapConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/renda/activity/map-config', { config: { access: 'renda:activity:query' } }, async () => ok(map));
  };
}
