import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { parseEndpoint, type Operation, type Resource } from '../../shared/manifest/types.ts';
import { ok } from '../http/envelope.ts';
import { ServiceError } from '../http/errors.ts';
import type { RouteAccess } from '../http/routeAccess.ts';
import { sendExcel } from './excelExport.ts';
import type { HookContext, HookRegistry } from './hooks.ts';
import { listQuerySchema, type ListQuery } from './listQuery.ts';
import { ResourceRepository } from './repository.ts';
import { assertValid, validatorsFor } from './validation.ts';
import type { ResourceRegistry } from './registry.ts';

type Row = Record<string, unknown>;

export const CrudErrors = {
  NOT_EXISTS: 1003000000,
  DUPLICATE: 1003000001,
};

const ID = { type: 'integer', title: '编号', minimum: 1, errorMessage: { required: '编号不能为空', type: '编号必须是正整数', minimum: '编号必须是正整数' } };

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
        registerOperation(app, db, resource, operation, endpoint, options.hooks?.[resource.name] ?? {});
      }
    }
  };
}

function registerOperation(app: FastifyInstance, db: Db, resource: Resource, operation: Operation, endpoint: string, hooks: HookRegistry[string]): void {
  const { method, path, pathParams } = parseEndpoint(endpoint);
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  const access = resource.permissions[operation] as RouteAccess;
  const repoFor = (request: FastifyRequest) => new ResourceRepository(db, resource, { userId: request.loginUser!.id, tenantId: request.tenantId });
  const ctxFor = (request: FastifyRequest, repo: ResourceRepository): HookContext => ({ db, repo, request });
  const idSource = pathParams.includes('id') ? 'params' : method === 'PUT' || method === 'POST' ? 'body' : 'querystring';
  const idSchema = { type: 'object', required: ['id'], properties: { id: ID } };
  const notExists = () => new ServiceError(CrudErrors.NOT_EXISTS, `${resource.title}不存在`);
  const read = async (request: FastifyRequest, repo: ResourceRepository, rows: Row[]) => (hooks.afterRead ? hooks.afterRead(rows, ctxFor(request, repo)) : rows);

  const assertUnique = async (repo: ResourceRepository, values: Row, existing?: Row) => {
    for (const rule of resource.unique ?? []) {
      const merged = { ...existing, ...values };
      if (rule.fields.some((f) => merged[f] === undefined || merged[f] === null)) continue;
      const key = Object.fromEntries(rule.fields.map((f) => [f, merged[f]]));
      if (await repo.findBy(key, existing ? Number(existing.id) : undefined)) throw new ServiceError(CrudErrors.DUPLICATE, rule.message);
    }
  };

  switch (operation) {
    case 'page':
    case 'list':
    case 'export':
      app.route({
        method, url, config: { access },
        schema: { querystring: listQuerySchema(resource, operation === 'page') },
        handler: async (request, reply) => {
          const repo = repoFor(request);
          const query = request.query as ListQuery;
          if (operation === 'export') return sendExcel(reply, db, repo, query);
          if (operation === 'list') return ok(await read(request, repo, await repo.list(query)));
          const page = await repo.page(query);
          return ok({ ...page, list: await read(request, repo, page.list) });
        },
      });
      return;
    case 'listAllSimple':
      app.route({
        method, url, config: { access },
        handler: async (request) => {
          const repo = repoFor(request);
          return ok(await repo.simpleList(resource.simpleFields ?? ['id', 'name']));
        },
      });
      return;
    case 'get':
      app.route({
        method, url, config: { access },
        schema: { [idSource]: idSchema },
        handler: async (request) => {
          const repo = repoFor(request);
          const row = await repo.get(Number((request[idSource === 'params' ? 'params' : 'query'] as Row).id));
          if (!row) throw notExists();
          return ok((await read(request, repo, [row]))[0]);
        },
      });
      return;
    case 'create':
      app.route({
        method, url, config: { access },
        schema: { body: { type: 'object' } },
        handler: async (request) => {
          const repo = repoFor(request);
          const validators = validatorsFor(resource);
          let values = validators.strip(request.body as Row, 'create');
          assertValid(validators.create, values);
          values = (await hooks.beforeCreate?.(values, ctxFor(request, repo))) ?? values;
          await assertUnique(repo, values);
          return ok(await repo.create(values));
        },
      });
      return;
    case 'update':
      app.route({
        method, url, config: { access },
        schema: { body: { type: 'object', required: ['id'], properties: { id: ID } }, ...(idSource === 'params' ? { params: idSchema } : {}) },
        handler: async (request) => {
          const repo = repoFor(request);
          const body = request.body as Row;
          const id = Number(idSource === 'params' ? (request.params as Row).id : body.id);
          const validators = validatorsFor(resource);
          let values = validators.strip(body, 'update');
          assertValid(validators.update, values);
          const existing = await repo.get(id);
          if (!existing) throw notExists();
          values = (await hooks.beforeUpdate?.(values, existing, ctxFor(request, repo))) ?? values;
          await assertUnique(repo, values, existing);
          // An optional field sent as null is cleared (validation above only saw the fields that carry values).
          for (const [field, value] of Object.entries(body)) {
            if (value === null && field in validators.writableFields('update') && !(resource.jsonSchema.required ?? []).includes(field)) values[field] = null;
          }
          if (!(await repo.update(id, values))) throw notExists();
          return ok(true);
        },
      });
      return;
    case 'delete':
      app.route({
        method, url, config: { access },
        schema: { [idSource]: idSchema },
        handler: async (request) => {
          const repo = repoFor(request);
          const id = Number((request[idSource === 'params' ? 'params' : 'query'] as Row).id);
          const existing = await repo.get(id);
          if (!existing) throw notExists();
          await hooks.beforeDelete?.(existing, ctxFor(request, repo));
          if (!(await repo.delete(id))) throw notExists();
          return ok(true);
        },
      });
      return;
  }
}
