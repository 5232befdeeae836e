import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { parseEndpoint, type Operation, type Resource } from '../../shared/manifest/types.ts';
import { ok } from '../http/envelope.ts';
import { fail, ServiceError } from '../http/errors.ts';
import type { RouteAccess } from '../http/routeAccess.ts';
import { TenantScope } from '../db/tenantScope.ts';
import { TenantErrors, type ErrorCode } from '../../shared/errorCodes.ts';
import { dataScopeFilter } from './dataScope.ts';
import { sendExcel } from './excelExport.ts';
import type { HookContext, HookRegistry } from './hooks.ts';
import { listQuerySchema, type ListQuery } from './listQuery.ts';
import { ResourceRepository, type RowFilter } from './repository.ts';
import { assertReferences } from './references.ts';
import { assertUnique, DUPLICATE, duplicateOf } from './unique.ts';
import { assertValid, bodyTitles, validatorsFor } from './validation.ts';
import type { ResourceRegistry } from './registry.ts';

type Row = Record<string, unknown>;

export const CrudErrors = {
  NOT_EXISTS: 1003000000,
  DUPLICATE,
};

const ID = { type: 'integer', title: '编号', minimum: 1, errorMessage: { required: '编号不能为空', type: '编号必须是正整数', minimum: '编号必须是正整数' } };

const withId = (body: { properties: object }) => ({ ...body, required: ['id'], properties: { ...body.properties, id: ID } });

export interface CrudRouteOptions {
  hooks?: HookRegistry;
  /** Operations a hand-written module serves instead, as "resource.operation". */
  skip?: ReadonlySet<string>;
}

/**
 * The generic routes of every manifest resource: page, list, list-all-simple, get, create, update, delete and
 * export-excel, at the paths the manifest gives (irregular ones included), each guarded by the manifest's
 * permission code, validated by JSON Schema, and scoped to the caller's tenant.
 */
export function crudRoutes(db: Db, registry: ResourceRegistry, options: CrudRouteOptions = {}) {
  return async function (app: FastifyInstance): Promise<void> {
    for (const resource of registry.all()) {
      for (const [operation, endpoint] of Object.entries(resource.endpoints) as [Operation, string][]) {
        if (options.skip?.has(`${resource.name}.${operation}`)) continue;
        app.route(operationRoute(db, registry, resource, operation, endpoint, options.hooks?.[resource.name] ?? {}));
      }
    }
  };
}

/** A resource's repository acting for the request's user, in the request's tenant (and on the rows it may see). */
export function repositoryFor(db: Db, resource: Resource, request: FastifyRequest, visible?: RowFilter, dataScope?: RowFilter): ResourceRepository {
  return new ResourceRepository(db, resource, { userId: request.loginUser!.id, tenantId: request.tenantId }, visible, dataScope);
}

const WRITES: ReadonlySet<Operation> = new Set(['create', 'update', 'delete']);

/**
 * The refusal a tenant other than the platform's gets: every operation of a platform-only resource (tenants, tenant
 * packages), and every write to a table all tenants share (a resource that is not tenant-scoped: menus,
 * dictionaries, configuration), as in yudao, where only the platform's tenant manages them (issue 14, hole 1).
 */
export function platformOnlyRefusal(resource: Resource, operation: Operation): ErrorCode | undefined {
  if (resource.platformOnly) return { code: TenantErrors.PLATFORM_ONLY.code, msg: `只有平台租户可以管理${resource.title}` };
  return !resource.tenantScoped && WRITES.has(operation) ? TenantErrors.PLATFORM_ONLY : undefined;
}

/**
 * The route of one operation of a resource. Manifest resources register it at start; a resource the code generator
 * adds at run time is served by the same route, dispatched to (modules/infra/codegen/runtimeResources.ts).
 */
export function operationRoute(db: Db, registry: Pick<ResourceRegistry, 'get'>, resource: Resource, operation: Operation, endpoint: string, hooks: HookRegistry[string] = {}): RouteOptions {
  const { method, path, pathParams } = parseEndpoint(endpoint);
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  const access = resource.permissions[operation] as RouteAccess;
  const platformOnly = platformOnlyRefusal(resource, operation);
  const alsoPermission = hooks.alsoPermitted?.[operation];
  // The rows the caller may see: the resource's own rule, and the role data scope of a resource with departments.
  const repoFor = async (request: FastifyRequest, on: Db = db) =>
    repositoryFor(on, resource, request, await hooks.visibleRows?.(request), await dataScopeFilter(on, resource, request));
  const ctxFor = (request: FastifyRequest, repo: ResourceRepository, on: Db = db): HookContext => ({
    db: on, repo, request, repoOf: (name) => repositoryFor(on, registry.get(name), request),
    scope: () => {
      if (request.tenantId === null) throw fail(TenantErrors.TENANT_HEADER_MISSING);
      return new TenantScope(on, request.tenantId);
    },
  });
  // A write and its after-hook share one transaction; without an after-hook the write stays a single statement.
  const write = async <T>(request: FastifyRequest, transactional: boolean, work: (repo: ResourceRepository, ctx: HookContext) => Promise<T>): Promise<T> => {
    if (!transactional) {
      const repo = await repoFor(request);
      return work(repo, ctxFor(request, repo));
    }
    return db.transaction().execute(async (trx) => {
      const repo = await repoFor(request, trx as Db);
      return work(repo, ctxFor(request, repo, trx as Db));
    });
  };
  // A unique index's refusal surfaces as its rule's business error; the transaction has rolled back by then.
  const guarded = async <T>(values: Row, existing: Row | undefined, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (err) {
      throw duplicateOf(resource, err, { ...existing, ...values });
    }
  };
  const idSource = pathParams.includes('id') ? 'params' : method === 'PUT' || method === 'POST' ? 'body' : 'querystring';
  const idSchema = { type: 'object', required: ['id'], properties: { id: ID } };
  const notExists = () => new ServiceError(resource.notFound?.code ?? CrudErrors.NOT_EXISTS, resource.notFound?.message ?? `${resource.title}不存在`);
  const read = async (request: FastifyRequest, repo: ResourceRepository, rows: Row[]) => (hooks.afterRead ? hooks.afterRead(rows, ctxFor(request, repo)) : rows);

  switch (operation) {
    case 'page':
    case 'list':
    case 'export':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        schema: { querystring: listQuerySchema(resource, operation === 'page') },
        handler: async (request, reply) => {
          const repo = await repoFor(request);
          const query = request.query as ListQuery;
          if (operation === 'export') return sendExcel(reply, db, repo, query);
          if (operation === 'list') return ok(await read(request, repo, await repo.list(query)));
          const page = await repo.page(query);
          return ok({ ...page, list: await read(request, repo, page.list) });
        },
      };
    case 'listAllSimple':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        handler: async (request) => {
          const repo = await repoFor(request);
          return ok(await repo.simpleList(resource.simpleFields ?? ['id', 'name']));
        },
      };
    case 'get':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        schema: { [idSource]: idSchema },
        handler: async (request) => {
          const repo = await repoFor(request);
          const row = await repo.get(Number((request[idSource === 'params' ? 'params' : 'query'] as Row).id));
          if (!row) throw notExists();
          return ok((await read(request, repo, [row]))[0]);
        },
      };
    case 'create':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        schema: { body: bodyTitles(resource, 'create') },
        handler: async (request) => {
          const repo = await repoFor(request);
          const validators = validatorsFor(resource);
          let values = validators.strip(request.body as Row, 'create');
          assertValid(validators.create, values);
          values = (await hooks.beforeCreate?.(values, ctxFor(request, repo))) ?? values;
          await assertReferences(resource, repo, values);
          await assertUnique(resource, repo, values);
          const created = values;
          const insert = hooks.insert;
          if (insert) return ok(await guarded(created, undefined, () => insert(created, ctxFor(request, repo))));
          return ok(await guarded(created, undefined, () => write(request, Boolean(hooks.afterCreate), async (txRepo, txCtx) => {
            const id = await txRepo.create(created);
            await hooks.afterCreate?.(id, created, txCtx);
            return id;
          })));
        },
      };
    case 'update':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        schema: { body: withId(bodyTitles(resource, 'update')), ...(idSource === 'params' ? { params: idSchema } : {}) },
        handler: async (request) => {
          const repo = await repoFor(request);
          const body = request.body as Row;
          const id = Number(idSource === 'params' ? (request.params as Row).id : body.id);
          const validators = validatorsFor(resource);
          let values = validators.strip(body, 'update');
          assertValid(validators.update, values);
          const existing = await repo.get(id);
          if (!existing) throw notExists();
          values = (await hooks.beforeUpdate?.(values, existing, ctxFor(request, repo))) ?? values;
          await assertReferences(resource, repo, values);
          await assertUnique(resource, repo, values, existing);
          // An optional field sent as null is cleared, back to its default when it has one (validation above only
          // saw the fields that carry values).
          for (const [field, value] of Object.entries(body)) {
            if (value === null && field in validators.writableFields('update') && !(resource.jsonSchema.required ?? []).includes(field)) {
              values[field] = resource.jsonSchema.properties[field]?.default ?? null;
            }
          }
          const changed = values;
          await guarded(changed, existing, () => write(request, Boolean(hooks.afterUpdate), async (txRepo, txCtx) => {
            if (!(await txRepo.update(id, changed))) throw notExists();
            await hooks.afterUpdate?.(id, changed, existing, txCtx);
          }));
          return ok(true);
        },
      };
    case 'delete':
      return {
        method, url, config: { access, platformOnly, alsoPermission },
        schema: { [idSource]: idSchema },
        handler: async (request) => {
          const repo = await repoFor(request);
          const id = Number((request[idSource === 'params' ? 'params' : 'query'] as Row).id);
          const existing = await repo.get(id);
          if (!existing) throw notExists();
          await hooks.beforeDelete?.(existing, ctxFor(request, repo));
          await write(request, Boolean(hooks.afterDelete), async (txRepo, txCtx) => {
            if (!(await txRepo.delete(id))) throw notExists();
            await hooks.afterDelete?.(existing, txCtx);
          });
          return ok(true);
        },
      };
  }
}
