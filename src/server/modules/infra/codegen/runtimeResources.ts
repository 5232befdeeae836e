import type Ajv from 'ajv';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import type { RouteAccess } from '../../../http/routeAccess.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { operationRoute } from '../../../crud/routes.ts';
import { assertValid, useValidation } from '../../../crud/validation.ts';
import { compileValidator, type Validate } from '../../../../shared/validation/ajv.ts';
import type { InputPart } from '../../../../shared/validation/coerce.ts';
import { validateManifest } from '../../../../shared/manifest/validateManifest.ts';
import { parseEndpoint, type Operation, type Resource, type ResourceManifest, type ResourceSchema } from '../../../../shared/manifest/types.ts';

interface RuntimeRoute {
  route: RouteOptions;
  validators: [InputPart, Validate][];
}

const PARTS: [keyof NonNullable<RouteOptions['schema']>, InputPart][] = [['querystring', 'querystring'], ['body', 'body']];

/**
 * The resources the code generator added while the server runs (docs/codegen.md, decision on run-time dispatch).
 * Fastify cannot add routes after it started, so one wildcard route under /admin-api, registered at start, hands a
 * request to the generated operation at its path; Fastify's own routes are matched first, and a path no resource
 * has gets the usual 404. Each operation is the very route the manifest resources have (crud/routes.ts
 * operationRoute), with its permission code checked by the request filter and its schemas by our input layer.
 *
 * Several instances: the database's `infra_codegen_version` counts generations and removals; every instance reads
 * that one row before it answers from this registry (a primary-key read) and reloads when it moved, so a resource
 * generated or removed on one instance is served, or gone, on all of them at the next request.
 */
export class RuntimeResources {
  private version = -1;
  private resources: Resource[] = [];
  private routes = new Map<string, RuntimeRoute>();
  private loading: Promise<void> | null = null;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly db: Db, private readonly statics: ResourceRegistry, private readonly ajv: Ajv) {}

  /** Called after every reload (the OpenAPI document follows the set). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Reloads when another instance (or this one) changed the set since the last look. */
  async fresh(): Promise<void> {
    const row = await this.db.selectFrom('infraCodegenVersion').select('version').where('id', '=', 1).executeTakeFirst();
    const version = Number(row?.version ?? 0);
    if (version === this.version) return;
    this.loading ??= this.load(version).finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  /** The set as last loaded, without looking for a change. */
  current(): readonly Resource[] {
    return this.resources;
  }

  async all(): Promise<Resource[]> {
    await this.fresh();
    return this.resources;
  }

  /** The static resources and the generated ones, as clients and the document see them. */
  async withStatics(): Promise<Resource[]> {
    return [...this.statics.all(), ...(await this.all())];
  }

  /** Marks a change for every instance; this one reloads at once. */
  async changed(db: Db = this.db): Promise<void> {
    await db.updateTable('infraCodegenVersion').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
  }

  private async load(version: number): Promise<void> {
    const rows = await this.db.selectFrom('infraCodegenTable').select(['manifest', 'jsonSchema'])
      .where('deleted', '=', false).where('manifest', 'is not', null).orderBy('id').execute();
    const entries = rows.map((r) => r.manifest as unknown as ResourceManifest);
    const schemas = Object.fromEntries(rows.map((r) => [(r.manifest as unknown as ResourceManifest).schema, r.jsonSchema as unknown as ResourceSchema]));
    const resources = validateManifest(entries, schemas);
    useValidation(resources, this.ajv);
    const routes = new Map<string, RuntimeRoute>();
    for (const resource of resources) {
      for (const [operation, endpoint] of Object.entries(resource.endpoints) as [Operation, string][]) {
        const { method, path } = parseEndpoint(endpoint);
        const route = operationRoute(this.db, this.statics, resource, operation, endpoint);
        const schema = (route.schema ?? {}) as Record<string, object>;
        const validators = PARTS.filter(([key]) => schema[key]).map(([key, part]): [InputPart, Validate] => [part, compileValidator(this.ajv, schema[key], part)]);
        routes.set(`${method} ${API_PREFIX}${path}`, { route, validators });
      }
    }
    this.resources = resources;
    this.routes = routes;
    this.version = version;
    for (const listener of this.listeners) listener();
  }

  private match(request: FastifyRequest): RuntimeRoute | undefined {
    const path = request.url.split('?', 1)[0];
    return this.routes.get(`${request.method} ${path}`);
  }

  /**
   * The wildcard route that serves them. Its access is resolved per request (`config.runtimeAccess`, read by the
   * request filter): the operation's permission code, or nothing for a path no resource has, which then answers the
   * 404 of any unknown path.
   */
  serve(app: FastifyInstance): void {
    const matched = new WeakMap<FastifyRequest, RuntimeRoute>();
    const maxParamLength = app.initialConfig.maxParamLength ?? 100;
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: '/*',
      // Not a route of its own in the API document: the generated resources' paths are put there (runtimeDocs.ts).
      schema: { hide: true },
      config: {
        access: 'login',
        runtimeAccess: async (request: FastifyRequest) => {
          await this.fresh();
          const found = this.match(request);
          if (!found) return null;
          matched.set(request, found);
          return { access: found.route.config!.access as RouteAccess, platformOnly: found.route.config!.platformOnly };
        },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const found = matched.get(request);
        if (!found) {
          // A known route's parameter longer than the router allows lands here instead of in Fastify's own refusal:
          // answer that refusal (参数过长), which does not echo the path as a 404 does.
          const tooLong = request.url.split('?', 1)[0].split('/').some((segment) => segment.length > maxParamLength);
          if (tooLong) throw new errorCodes.FST_ERR_MAX_PARAM_LENGTH(request.url.split('?', 1)[0]);
          return reply.callNotFound();
        }
        for (const [part, validate] of found.validators) {
          const key = part === 'querystring' ? 'query' : 'body';
          const data = (request[key] ?? {}) as Record<string, unknown>;
          assertValid(validate, data);
          (request as unknown as Record<string, unknown>)[key] = data;
        }
        return (found.route.handler as (this: FastifyInstance, rq: FastifyRequest, rp: FastifyReply) => unknown).call(app, request, reply);
      },
    });
  }
}
