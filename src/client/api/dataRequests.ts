import { parseEndpoint, type Operation, type PropertySchema } from '../../shared/manifest/types.ts';
import { addDateRange } from './dateRange.ts';
import type { HttpMethod, RequestConfig } from './httpClient.ts';
import type { ManifestResource } from './manifest.ts';

/**
 * Pure request building for the manifest-driven dataProvider: which URL and parameters each verb sends. Kept apart
 * from the provider so it can be tested without a server. Conventions of API-CONTRACT §1.5: `pageNo`/`pageSize`,
 * `sortField`/`sortOrder`, date ranges as `x[0]`/`x[1]` (whole days), `in` filters comma-separated.
 */
export type Id = string | number;

export interface ListArgs {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** Do the screens offer this operation: an endpoint, a writable resource, not left to a bespoke page (`screensOmit`)? */
export function hasOperation(resource: ManifestResource, op: Operation): boolean {
  if (resource.readonly && (op === 'create' || op === 'update' || op === 'delete')) return false;
  if (resource.screensOmit?.includes(op)) return false;
  return !!resource.endpoints[op];
}

/** The call of one operation: `{id}` path segments filled in, otherwise the id travels as `?id=` (GET / DELETE). */
export function operationRequest(
  resource: ManifestResource,
  op: Operation,
  opts: { id?: Id; params?: Record<string, unknown>; data?: unknown } = {},
): RequestConfig {
  const endpoint = resource.endpoints[op];
  if (!endpoint) throw new Error(`资源「${resource.title}」没有 ${op} 接口`);
  const { method, path, pathParams } = parseEndpoint(endpoint);
  let url = path;
  const params: Record<string, unknown> = { ...opts.params };
  for (const name of pathParams) {
    const value = name === 'id' ? opts.id : params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint} 缺少路径参数 ${name}`);
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    delete params[name];
  }
  if (opts.id !== undefined && !pathParams.includes('id') && (method === 'GET' || method === 'DELETE')) params.id = opts.id;
  return { url, method: method as HttpMethod, params: Object.keys(params).length ? params : undefined, data: opts.data };
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

/** The manifest's filters taken from a react-admin filter object; anything else is left out (the server refuses it). */
export function filterParams(resource: ManifestResource, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const { field, op } of resource.list.filters) {
    const value = filter[field];
    if (isEmpty(value)) continue;
    if (op === 'dateRange') {
      const range = Array.isArray(value) ? value : [value];
      const bounds = addDateRange({}, range as [string, string], field)[field] as string[];
      bounds.forEach((bound, i) => {
        if (bound) params[`${field}[${i}]`] = bound;
      });
    } else if (op === 'in') {
      params[field] = (Array.isArray(value) ? value : [value]).filter((v) => !isEmpty(v)).join(',');
    } else {
      params[field] = value;
    }
  }
  return params;
}

/** A field the server sorts by: stored (not derived) and readable. */
export function isSortable(resource: ManifestResource, field: string | undefined): field is string {
  if (!field) return false;
  if (field === 'id') return true;
  const p: PropertySchema | undefined = resource.jsonSchema.properties[field];
  return !!p && !p.virtual && !p.writeOnly && p.type !== 'array' && p.type !== 'object';
}

export function sortParams(resource: ManifestResource, sort?: ListArgs['sort']): Record<string, unknown> {
  if (!sort || !isSortable(resource, sort.field)) return {};
  return { sortField: sort.field, sortOrder: String(sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** Query of a page request: paging, sort and filters. */
export function pageParams(resource: ManifestResource, args: ListArgs): Record<string, unknown> {
  const { page = 1, perPage = 20 } = args.pagination ?? {};
  return { pageNo: page, pageSize: perPage, ...sortParams(resource, args.sort), ...filterParams(resource, args.filter) };
}

/** Client-side sort and page for resources that only have a (non-paged) list endpoint. */
export function pageLocally<T extends Record<string, unknown>>(rows: readonly T[], args: ListArgs): { data: T[]; total: number } {
  let out = [...rows];
  const field = args.sort?.field;
  if (field) {
    const dir = String(args.sort?.order).toLowerCase() === 'desc' ? -1 : 1;
    out.sort((a, b) => compare(a[field], b[field]) * dir);
  }
  const total = out.length;
  if (args.pagination) {
    const { page, perPage } = args.pagination;
    out = out.slice((page - 1) * perPage, page * perPage);
  }
  return { data: out, total };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}
