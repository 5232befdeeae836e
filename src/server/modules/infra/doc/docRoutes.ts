import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { DOC_PATH } from './apiDocs.ts';

/**
 * The document-enable check of SPEC §7.7: whether the API documentation is served and where, so that the client
 * shows its 接口文档 link only when it is. Public and tenant-free, like the page it points to.
 */
export function docRoutes(options: { enabled: boolean }) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/infra/doc/get-enable', { config: { access: 'public', tenantIgnore: true } }, async () =>
      ok({ enable: options.enabled, url: options.enabled ? DOC_PATH : null }));
  };
}
