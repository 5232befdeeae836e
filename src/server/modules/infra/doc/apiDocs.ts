import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifySchema, RouteOptions } from 'fastify';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { isApiPath } from '../../../http/errorHandler.ts';
import { writable } from '../../../crud/validation.ts';
import { moduleOf, resourceOperationOf, routeErrors } from './routeErrors.ts';

/** The documentation page; its OpenAPI document is at `${DOC_PATH}/json` (and `/yaml`). Outside /admin-api. */
export const DOC_PATH = '/swagger-ui';
/** knife4j's page, where yudao clients (the 1.6.2 vue2 admin's 系统接口 menu among them) link the documentation. */
export const YUDAO_DOC_PATH = '/doc.html';

/** The yudao envelope every API route answers with (HTTP 200 even for a refusal; code 0 is success). */
const ENVELOPE = {
  description: '统一响应：code 为 0 表示成功，data 为结果；否则 code 为错误码，data 为 null，msg 为中文说明（HTTP 状态仍为 200）',
  type: 'object',
  properties: {
    code: { type: 'integer', description: '0 成功；其余为错误码（见接口说明）' },
    data: { description: '结果；失败时为 null' },
    msg: { type: 'string', description: '提示信息' },
  },
  required: ['code', 'data', 'msg'],
};

/**
 * The OpenAPI 3.1 document of every /admin-api route (@fastify/swagger, from the routes' own JSON Schemas, which
 * JSON Schema 2020-12 takes as they are: `errorMessage` and `dict` stay as annotations) and Swagger UI to read it,
 * both only when DOC_ENABLED (SPEC §1: documentation is off by configuration). Registered before the API routes:
 * the document collects them as they are added. Off, the paths answer 404 rather than the client's page.
 */
export async function registerApiDocs(app: FastifyInstance, options: { enabled: boolean; resources: readonly Resource[]; staticDir: string }): Promise<void> {
  if (!options.enabled) {
    const notFound = (_request: unknown, reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    app.get(DOC_PATH, notFound);
    app.get(`${DOC_PATH}/*`, notFound);
    app.get(YUDAO_DOC_PATH, notFound);
    return;
  }
  // Where yudao's clients link the documentation (knife4j's page on a yudao server): ours is Swagger UI.
  app.get(YUDAO_DOC_PATH, (_request, reply) => reply.redirect(DOC_PATH, 302));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '人大代表履职平台 管理后台 API',
        version: '1.6.2',
        description: 'yudao（ruoyi-vue-pro v1.6.2）管理后台接口。除登录、验证码等公开接口外，请求需带 `Authorization: Bearer <访问令牌>` 与 `tenant-id` 请求头。',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: '登录（/admin-api/system/auth/login）得到的访问令牌' },
          tenant: { type: 'apiKey', in: 'header', name: 'tenant-id', description: '租户编号' },
        },
      },
    },
    // Only the API: the client's pages, the metrics and this page itself stay out of the document.
    hideUntagged: true,
    transform: ({ schema, url, route }) => ({ schema: isApiPath(url) ? describeRoute(route, schema, options.resources) : schema, url }),
  });
  const mark = brandMark(options.staticDir);
  await app.register(swaggerUi, {
    routePrefix: DOC_PATH,
    uiConfig: { docExpansion: 'none', deepLinking: true, filter: true },
    // The platform's own mark in the top bar and the tab, not Fastify's.
    ...(mark ? { logo: { type: 'image/svg+xml', content: mark, href: '/', target: '_self' as const } } : {}),
    theme: {
      title: '接口文档 - 人大代表履职平台',
      ...(mark ? { favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: mark }] } : {}),
    },
  });
}

/** The client's favicon (the platform's mark): the built copy beside the pages, else the source in public/. */
function brandMark(staticDir: string): Buffer | null {
  for (const file of [path.join(staticDir, 'favicon.svg'), path.resolve('public/favicon.svg')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
  }
  return null;
}

/**
 * A route as the document shows it: tagged by module, its permission code as `x-permission` and in the description,
 * the error codes it may answer (`x-error-codes` and a table), the security it needs, and the envelope as response.
 * A copy: the route's own schema, which validates requests, is left as it is.
 */
function describeRoute(route: RouteOptions, schema: FastifySchema | undefined, resources: readonly Resource[]): FastifySchema {
  const access = route.config?.access ?? 'public';
  const errors = routeErrors(route, resources);
  const who = access === 'public' ? '公开（无需登录）' : access === 'login' ? '登录即可' : `权限标识 \`${access}\``;
  const security = [
    ...(access === 'public' ? [] : [route.config?.tenantIgnore ? { bearer: [] } : { bearer: [], tenant: [] }]),
    ...(access === 'public' && !route.config?.tenantIgnore ? [{ tenant: [] }] : []),
  ];
  return {
    ...schema,
    ...readQuery(schema),
    ...resourceBody(route, schema, resources),
    tags: [moduleOf(route.url)],
    description: [
      `访问：${who}${route.config?.platformOnly ? '；仅平台租户' : ''}`,
      '',
      '| 错误码 | 说明 |',
      '|---|---|',
      ...errors.map(({ code, msg }) => `| ${code} | ${msg.replaceAll('|', '\\|')} |`),
    ].join('\n'),
    security,
    response: { 200: ENVELOPE },
    'x-permission': access,
    'x-error-codes': errors.map(({ code, msg }) => ({ code, msg })),
  } as FastifySchema;
}

/**
 * The query parameters the route reads: a property that accepts nothing (`not: {}`, a list's field that is no filter,
 * crud/listQuery.ts) is there only to be refused by its title, so it is no parameter of the document.
 */
function readQuery(schema: FastifySchema | undefined): FastifySchema {
  const query = schema?.querystring as { properties?: Record<string, { not?: unknown }> } | undefined;
  if (!query?.properties) return {};
  return { querystring: { ...query, properties: Object.fromEntries(Object.entries(query.properties).filter(([, p]) => p.not === undefined)) } };
}

/**
 * A generic create or update checks its body with the resource's schema in the handler (crud/validation.ts), not with
 * the route's: the document shows the fields a client may write, as that check takes them.
 */
function resourceBody(route: RouteOptions, schema: FastifySchema | undefined, resources: readonly Resource[]): FastifySchema {
  const served = resourceOperationOf(route, resources);
  if (!served || (served.operation !== 'create' && served.operation !== 'update')) return {};
  const fields = writable(served.resource.jsonSchema, served.operation);
  const own = (schema?.body ?? {}) as { properties?: object; required?: string[] };
  return {
    body: {
      ...fields,
      title: served.resource.title,
      properties: { ...own.properties, ...fields.properties },
      required: [...(own.required ?? []), ...(fields.required ?? [])],
    },
  };
}
