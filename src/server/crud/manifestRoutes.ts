import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { Resource } from '../../shared/manifest/types.ts';

/**
 * The resource manifest for clients: the generated screens are built from it at run time, so a resource added on
 * the server (including those the code generator adds while it runs) appears without rebuilding the client. Fields only
 * the server writes and reads (read-only and write-only) and storage details (table, column names) stay on the server;
 * no answer ever carries a write-only field's value.
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
              // a secret the client types in (a password to set or change) is shown as a form field; those the
              // server keeps to itself (read-only and write-only: search keys) are not
              .filter(([, p]) => !p.writeOnly || p.createOnly || !p.readOnly)
              .map(([field, { column: _column, ...p }]) => [field, p]),
          ),
        },
      })));
    });
  };
}
