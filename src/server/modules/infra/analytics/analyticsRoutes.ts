import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';

/**
 * The site statistics configuration (SPEC §7.7; ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID): the client loads the
 * script and reports its page views only when this answers a configuration, and loads nothing on null
 * (docs/operations.md describes the protocol). Public: the sign-in page is a page view too.
 */
export function analyticsRoutes(analytics: { scriptUrl: string; siteId: string } | null) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/infra/analytics/get-config', { config: { access: 'public', tenantIgnore: true } }, async () => ok(analytics));
  };
}
