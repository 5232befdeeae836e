import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { writable } from '../../../crud/validation.ts';
import { parseEndpoint, type Operation } from '../../../../shared/manifest/types.ts';
import type { RuntimeResources } from './runtimeResources.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const ENVELOPE = {
  type: 'object',
  properties: { code: { type: 'integer' }, data: {}, msg: { type: 'string' } },
  required: ['code', 'data', 'msg'],
};
const BODY_OPERATIONS: ReadonlySet<Operation> = new Set(['create', 'update']);

/**
 * The generated resources in the OpenAPI document (DOC_ENABLED): @fastify/swagger builds its document once from the
 * routes registered at start and keeps it, so the paths of the run-time resources are put into that document after
 * every change of the set, and taken out when a resource is removed. The document is brought up to date before it is
 * served (another instance may have generated meanwhile).
 */
export function documentRuntimeResources(app: FastifyInstance, runtime: RuntimeResources, docPath: string): void {
  if (!app.hasDecorator('swagger')) return;
  const shown = new Set<string>();
  const document = () => (app as unknown as { swagger(): OpenApiDocument }).swagger();
  runtime.onChange(() => {
    const { paths } = document();
    for (const path of shown) delete paths[path];
    shown.clear();
    for (const resource of runtime.current()) {
      for (const [operation, endpoint] of Object.entries(resource.endpoints) as [Operation, string][]) {
        const { method, path } = parseEndpoint(endpoint);
        const url = `${API_PREFIX}${path}`;
        const access = resource.permissions[operation] ?? 'login';
        paths[url] = {
          ...paths[url],
          [method.toLowerCase()]: {
            tags: [path.split('/')[1]],
            summary: `${resource.title}（代码生成）`,
            description: `访问：权限标识 \`${access}\`；由代码生成在运行时添加`,
            'x-permission': access,
            security: [{ bearer: [], tenant: [] }],
            ...(BODY_OPERATIONS.has(operation)
              ? { requestBody: { content: { 'application/json': { schema: writable(resource.jsonSchema, operation as 'create' | 'update') } } } }
              : {}),
            responses: { 200: { description: '统一响应', content: { 'application/json': { schema: ENVELOPE } } } },
          },
        };
        shown.add(url);
      }
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(docPath)) await runtime.fresh();
  });
}
