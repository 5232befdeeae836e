import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { Resource } from '../../shared/manifest/types.ts';

/**
 * The resource manifest for clients: the generated screens are built from it at run time, so a resource added on
 * the server (including those the code generator adds while it runs) appears without rebuilding the client. Write-only fields and
 * storage details (table, column names) stay on the server.
 */
export function manifestRoutes(resources: () => Promise<readonly Resource[]>) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/manifest/resources', { config: { access: 'login' } }, async () => {
      return ok((await resources()).map(({ table: _table, jsonSchema, ...resource }) => ({
        ...resource,
        jsonSchema: {
          ...jsonSchema,
          properties: Object.fromEntries(
            Object.entries(jsonSchema.properties)
              .filter(([, p]) => !p.writeOnly || p.createOnly)
              .map(([field, { column: _column, ...p }]) => [field, p]),
          ),
        },
      })));
    });
  };
}
