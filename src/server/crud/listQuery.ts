import type { FilterSpec, PropertySchema, Resource } from '../../shared/manifest/types.ts';
import { fieldColumns } from './columns.ts';

/**
 * The query string a list, page or export accepts, as a JSON Schema. It is the whitelist: only the manifest's
 * filters, the sortable fields and paging are read, so nothing else reaches SQL. A parameter that names a field of
 * the resource which is not a filter (`password=x`) is refused by the field's title (不支持按密码查询) — the caller
 * meant to filter and would silently get everything; any other unknown parameter (paging sent to an export, a
 * client's extras) is ignored, as Spring does (decision 37). Both date-range styles of yudao are accepted: `beginX`/`endX` (v1.6.2; plain
 * `beginTime`/`endTime` for the creation time) and `x[0]`/`x[1]` (later versions).
 */
export const DATE_TEXT = {
  type: 'string',
  maxLength: 30,
  format: 'query-date',
  errorMessage: { format: '时间格式应为 yyyy-MM-dd HH:mm:ss', maxLength: '时间格式应为 yyyy-MM-dd HH:mm:ss' },
};

/** Deep enough for any list a person pages through; offsets stay far from any overflow (200 × 100 000 rows). */
export const MAX_PAGE_NO = 100_000;

export const capitalize = (s: string): string => s[0].toUpperCase() + s.slice(1);

/** Date-range fields whose range yudao's clients may also send as plain `beginTime` / `endTime`. */
export const PLAIN_RANGE_FIELDS: ReadonlySet<string> = new Set(['createTime', 'beginTime']);

function filterParams(filter: FilterSpec, schema: PropertySchema): Record<string, object> {
  const title = schema.title ?? filter.field;
  switch (filter.op) {
    case 'dateRange':
      return {
        [`${filter.field}[0]`]: { ...DATE_TEXT, title: `${title}开始` },
        [`${filter.field}[1]`]: { ...DATE_TEXT, title: `${title}结束` },
        [`begin${capitalize(filter.field)}`]: { ...DATE_TEXT, title: `${title}开始` },
        [`end${capitalize(filter.field)}`]: { ...DATE_TEXT, title: `${title}结束` },
        // yudao v1.6.2's user, role and config pages (`addDateRange`) send the creation time as beginTime / endTime,
        // and its job log page the execution time (a run's beginTime) likewise.
        ...(PLAIN_RANGE_FIELDS.has(filter.field) ? { beginTime: { ...DATE_TEXT, title: `${title}开始` }, endTime: { ...DATE_TEXT, title: `${title}结束` } } : {}),
      };
    case 'in':
      // strings, split on commas by the repository: `status=0,1` and repeated `status=0&status=1` both work
      return { [filter.field]: { type: 'array', title, items: { type: 'string', maxLength: 2000 }, maxItems: 500 } };
    case 'like':
      return { [filter.field]: { type: 'string', title, maxLength: 200 } };
    default:
      return { [filter.field]: { ...scalarOf(schema), title } };
  }
}

function scalarOf(schema: PropertySchema): object {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number' || type === 'boolean') return { type };
  return { type: 'string', maxLength: 200 };
}

export function listQuerySchema(resource: Resource, paged: boolean): object {
  const properties: Record<string, object> = {};
  const columns = fieldColumns(resource);
  for (const filter of resource.list.filters) {
    const schema = columns.find((c) => c.field === filter.field)?.schema ?? {};
    Object.assign(properties, filterParams(filter, schema));
  }
  const sortable = columns.filter((c) => !c.schema.writeOnly).map((c) => c.field);
  properties.sortField = { type: 'string', title: '排序字段', enum: ['id', ...sortable.filter((f) => f !== 'id')] };
  properties.sortOrder = { type: 'string', title: '排序方向', enum: ['asc', 'desc'] };
  // Refused by their title (不支持按密码查询); accepting nothing, they are no parameter of the OpenAPI document.
  for (const field of [...Object.keys(resource.jsonSchema.properties), ...columns.map((c) => c.field)]) {
    const title = resource.jsonSchema.properties[field]?.title ?? columns.find((c) => c.field === field)?.schema.title;
    if (!(field in properties)) properties[field] = { ...(title ? { title } : {}), not: {} };
  }
  if (paged) {
    properties.pageNo = { type: 'integer', title: '页码', minimum: 1, maximum: MAX_PAGE_NO, default: 1 };
    // yudao allows 100 (200 in its newest versions); -1 is not offered: a page is a page.
    properties.pageSize = { type: 'integer', title: '每页条数', minimum: 1, maximum: 200, default: 10 };
  }
  return { type: 'object', properties, additionalProperties: false };
}

export interface ListQuery {
  pageNo?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  [param: string]: unknown;
}
