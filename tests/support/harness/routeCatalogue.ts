import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../src/server/crud/registry.ts';
import { validatorsFor } from '../../../src/server/crud/validation.ts';
import type { RouteAccess } from '../../../src/server/http/routeAccess.ts';
import { parseEndpoint, type Operation, type Resource } from '../../../src/shared/manifest/types.ts';
import { PROFILE_FIELDS } from '../../../src/server/modules/system/user/profileUpdate.ts';

/** The part of JSON Schema the harness reads. */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: FieldSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
  default?: unknown;
  /** Our manifest's dictionary type of a field (its values are the dictionary's). */
  dict?: string;
}

export interface ObjectSchema extends FieldSchema {
  properties: Record<string, FieldSchema>;
  required: string[];
}

/** One API route with the schemas its input is really checked against. */
export interface HarnessRoute {
  key: string;
  method: string;
  url: string;
  access: RouteAccess;
  /** A second permission that also admits the caller (config.alsoPermission): the route answers them less. */
  alsoPermission?: string;
  tenantIgnore: boolean;
  /** Refused to every tenant but the platform's, whatever the caller's permissions (tenant packages, shared data). */
  platformOnly: boolean;
  params?: ObjectSchema;
  querystring?: ObjectSchema;
  body?: ObjectSchema;
  /** Reads a multipart upload instead of a JSON body. */
  multipart: boolean;
  /** The manifest resource behind a generic route, with its operation. */
  resource?: Resource;
  operation?: Operation;
}

// Routes whose body is an upload: nothing in the route table says so (the multipart plugin parses on demand).
const MULTIPART_ROUTES = new Set(['POST /admin-api/system/user/import', 'PUT /admin-api/system/user/profile/update-avatar']);

const asObject = (schema: unknown): ObjectSchema | undefined => {
  const s = schema as FieldSchema | undefined;
  if (!s || typeof s !== 'object') return undefined;
  return { ...s, properties: s.properties ?? {}, required: s.required ?? [] };
};

/** The body a generic create or update is validated against: the resource's writable fields (crud/validation.ts). */
function resourceBody(resource: Resource, mode: 'create' | 'update', routeBody?: ObjectSchema): ObjectSchema {
  const properties = validatorsFor(resource).writableFields(mode) as Record<string, FieldSchema>;
  const required = (resource.jsonSchema.required ?? [])
    .filter((f) => f in properties && !(mode === 'update' && 'default' in resource.jsonSchema.properties[f]));
  return {
    type: 'object', additionalProperties: false,
    properties: { ...routeBody?.properties, ...properties },
    required: [...new Set([...(routeBody?.required ?? []), ...required])],
  };
}

/**
 * Every registered /admin-api route (from app.routeTable) with its input schemas. Generic create and update routes
 * declare only `{type: 'object'}` to Fastify and validate against the manifest's JSON Schema in the handler: the
 * harness substitutes that schema, so it generates inputs from what is really checked.
 */
export function routeCatalogue(app: FastifyInstance, registry: ResourceRegistry): HarnessRoute[] {
  const generic = new Map<string, { resource: Resource; operation: Operation }>();
  for (const resource of registry.all()) {
    for (const [operation, endpoint] of Object.entries(resource.endpoints) as [Operation, string][]) {
      const { method, path } = parseEndpoint(endpoint);
      generic.set(`${method} /admin-api${path.replace(/\{(\w+)\}/g, ':$1')}`, { resource, operation });
    }
  }
  const user = registry.get('user');
  return app.routeTable.map((entry) => {
    const key = `${entry.method} ${entry.url}`;
    const schema = (entry.schema ?? {}) as Record<string, unknown>;
    const route: HarnessRoute = {
      key, method: entry.method, url: entry.url, access: entry.access, alsoPermission: entry.alsoPermission, tenantIgnore: entry.tenantIgnore, platformOnly: entry.platformOnly,
      params: asObject(schema.params), querystring: asObject(schema.querystring), body: asObject(schema.body),
      multipart: MULTIPART_ROUTES.has(key),
    };
    const found = generic.get(key);
    if (found) {
      route.resource = found.resource;
      route.operation = found.operation;
      if (found.operation === 'create' || found.operation === 'update') route.body = resourceBody(found.resource, found.operation, route.body);
    }
    if (key === 'PUT /admin-api/system/user/profile/update') {
      route.body = { type: 'object', additionalProperties: false, required: [], properties: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, user.jsonSchema.properties[f] as FieldSchema])) };
    }
    return route;
  });
}

/** The id-like fields of a schema: `id`, `xxxId` and `xxxIds`. */
export const isIdField = (name: string): boolean => name === 'id' || /[a-z]Ids?$/.test(name);
