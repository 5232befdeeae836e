/**
 * The low-code surface. A resource is declared once — a TypeScript interface in `schemas/` (turned into JSON Schema
 * by `npm run schemas`) plus an entry in `schemas/manifest.json` — and the server's table, validated routes and
 * Excel export, and the client's list, form and show screens all follow from it.
 */

export const OPERATIONS = ['page', 'list', 'listAllSimple', 'get', 'create', 'update', 'delete', 'export'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const FILTER_OPS = ['eq', 'ge', 'like', 'in', 'dateRange', 'subtree'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface FilterSpec {
  /** A property of the schema: filters are whitelisted by construction. */
  field: string;
  op: FilterOp;
  /** For `subtree`: the table of the tree (id, parent_id) whose node and everything below it the value selects. */
  tree?: string;
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

/** A JSON Schema property as our generator writes it, with our annotation keywords. */
export interface PropertySchema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: (string | number | boolean)[];
  readOnly?: boolean;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  items?: PropertySchema;
  default?: unknown;
  /** Dictionary type whose labels show this field's values. */
  dict?: string;
  /** Field-specific validation texts, by ajv keyword (or one text for all). */
  errorMessage?: string | Record<string, string>;
  /** Set on create, never changed by update (yudao: a config's key, a dict type's type). */
  createOnly?: boolean;
  /** Never sent to clients (password hashes). */
  writeOnly?: boolean;
  /** Column name when it is not the snake_case of the field (config `key` is `config_key`). */
  column?: string;
  /**
   * Derived when read (a count, a joined name): no column, not writable, not filterable or sortable. Together with
   * `createOnly` it is an input instead: accepted on create for the hooks, never stored or returned (a new tenant's
   * administrator account).
   */
  virtual?: boolean;
  /** Widget hint for the generated form (textarea, richtext, ...). */
  widget?: string;
  /**
   * On a virtual field: read from another table's row whose id is this row's `key` field (a user's department name:
   * `{"table": "system_dept", "key": "deptId", "field": "name"}`), in lists, get and the Excel export alike.
   */
  lookup?: { table: string; key: string; field: string; sameTenant?: boolean };
  /**
   * This field holds the id of another resource's row (`@reference {"resource": "survey", "as": "surveyName"}`): lists,
   * details and Excel show the row's name (read into the derived field `as`, from the target's `field`, by default its
   * second simple field), forms and filters choose it by name, and a write naming a row that is not there (in the
   * tenant) is refused with the target's not-found error. See references.ts.
   */
  reference?: FieldReference;
  /** Labels of the field's values (`@labels {"0": "否", "1": "是"}`), shown in lists, details, forms, filters and Excel. */
  labels?: Record<string, string>;
  /**
   * On a virtual field: written on create and update and read back by the resource's hooks, which keep it in a link
   * table (a user's `postIds` in system_user_post).
   */
  linked?: boolean;
  [keyword: string]: unknown;
}

export interface FieldReference {
  resource: string;
  as: string;
  field?: string;
  /** Filled in when the manifest is loaded (references.ts): where the target's rows are and how a miss is refused. */
  target?: { table: string; tenantScoped: boolean; notFound: { code: number; message: string } };
}

export interface ResourceSchema {
  type: 'object';
  title?: string;
  description?: string;
  properties: Record<string, PropertySchema>;
  required?: string[];
  additionalProperties?: boolean;
}

export interface ResourceManifest {
  /** Unique name, also the react-admin resource name. */
  name: string;
  /** Chinese display name (list titles, export file names, messages). */
  title: string;
  /** Generated schema file name in schemas/generated (without .schema.json). */
  schema: string;
  /** SQL table; created or extended (never narrowed) by the table sync. */
  table: string;
  /**
   * Rows carry tenant_id and are visible only inside their tenant. A resource that is not tenant-scoped is shared by
   * all tenants, so only the platform tenant may write it.
   */
  tenantScoped: boolean;
  /** Every operation is for the platform tenant only (tenants, tenant packages), reads included. */
  platformOnly?: boolean;
  /** Endpoint per operation, "METHOD /path"; `{id}`-style segments are path parameters. */
  endpoints: Partial<Record<Operation, string>>;
  /** Permission code per operation; list-all-simple may be `login` (any signed-in user). */
  permissions: Partial<Record<Operation, string>>;
  list: {
    columns: string[];
    filters: FilterSpec[];
    defaultSort: SortSpec;
  };
  /** Fields of list-all-simple rows (id and a label field, by default `id` and `name`). */
  simpleFields?: string[];
  /**
   * Sets of fields that must be unique among live rows (in the tenant): a clear error instead of a constraint failure.
   * `{}` in the message is filled with the rule's values in order; `code` is the business error code (default 1003000001).
   */
  unique?: { fields: string[]; message: string; code?: number }[];
  /**
   * Indexes the table sync creates over live rows (`where deleted = false`), led by `tenant_id` for a tenant-scoped
   * resource: for the fields that lookups and filters use on big tables. A `unique` index must cover the fields of a
   * unique rule: it makes the rule hold under concurrent writes (a write that hits it gets the rule's error), and
   * the rule is then checked by the index alone. An empty string counts as a value there (use it for fields that
   * are always filled); NULLs never collide.
   */
  indexes?: { fields: string[]; unique?: boolean }[];
  /** rjsf uiSchema hints for the generated form. */
  uiSchema?: Record<string, unknown>;
  /** The business error of a get, update or delete of a row that is not there (default 1003000000 `<title>不存在`). */
  notFound?: { code: number; message: string };
  /** Menu component key whose route shows this resource's generated list. */
  menu?: string;
  export?: { fileName: string; columns?: string[] };
  /** The operations the client may offer (defaults to those with endpoints). */
  readonly?: boolean;
  /**
   * Operations whose routes exist for bespoke pages but which the generated screens do not offer (answers are created
   * by the fill-in page, never typed in as JSON).
   */
  screensOmit?: Operation[];
  /**
   * Rows carry a department, so the caller's role data scope limits every statement (docs/architecture.md, data
   * scope): `dept` names the department field, `owner` the field that is the caller's user id for 仅本人. Without
   * `owner` (the departments themselves, whose `dept` is their `id`), 仅本人 sees none of the rows.
   */
  dataScope?: { dept: string; owner?: string };
}

export interface Manifest {
  resources: ResourceManifest[];
}

/** A loaded resource: its manifest entry with the schema resolved. */
export interface Resource extends ResourceManifest {
  jsonSchema: ResourceSchema;
}

/** A create-time input that is not stored: the resource's hooks take it (see PropertySchema.virtual). */
export const isInputOnly = (p: PropertySchema): boolean => Boolean(p.virtual && p.createOnly);

/** A virtual field a client writes and reads, kept by the hooks in a link table (see PropertySchema.linked). */
export const isLinked = (p: PropertySchema): boolean => Boolean(p.virtual && p.linked);

export function parseEndpoint(endpoint: string): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; pathParams: string[] } {
  const [method, path] = endpoint.trim().split(/\s+/, 2);
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return { method: method.toUpperCase() as 'GET', path, pathParams };
}

/** snake_case column of a camelCase field unless the schema names one. */
export function columnOf(field: string, schema?: PropertySchema): string {
  return schema?.column ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
