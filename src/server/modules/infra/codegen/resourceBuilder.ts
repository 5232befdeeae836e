import { columnOf, type FilterSpec, type PropertySchema, type ResourceManifest, type ResourceSchema } from '../../../../shared/manifest/types.ts';
import type { CodegenColumnTable, CodegenTableTable } from '../../../db/schema.ts';
import type { Selectable } from 'kysely';

export type CodegenTableRow = Selectable<CodegenTableTable>;
export type CodegenColumnRow = Selectable<CodegenColumnTable>;

/** Columns the platform keeps on every table and no screen shows (the audit fields but the creation time). */
const HIDDEN = new Set(['creator', 'updater', 'updateTime', 'deleted', 'tenantId']);

const FILTER_OF: Record<string, FilterSpec['op']> = { '=': 'eq', '>=': 'ge', LIKE: 'like', BETWEEN: 'dateRange' };

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The resource's name: module and class, `demo` + `Student` → `demoStudent` (also its schema's file name). */
export const resourceNameOf = (table: CodegenTableRow): string => lowerFirst(table.moduleName.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) + upperFirst(table.className));

function propertyOf(column: CodegenColumnRow): PropertySchema {
  const p: PropertySchema = {};
  switch (column.javaType) {
    case 'Long':
    case 'Integer':
      p.type = 'integer';
      break;
    case 'BigDecimal':
    case 'Double':
      p.type = 'number';
      break;
    case 'Boolean':
      p.type = 'boolean';
      break;
    case 'LocalDateTime':
      p.type = 'number';
      p.format = 'timestamp';
      break;
    default: {
      p.type = 'string';
      const length = /\((\d+)\)/.exec(column.dataType);
      if (length) p.maxLength = Number(length[1]);
    }
  }
  p.title = column.columnComment || column.javaField;
  if (column.dictType) p.dict = column.dictType;
  if (column.primaryKey || (!column.createOperation && !column.updateOperation)) p.readOnly = true;
  else if (!column.updateOperation) p.createOnly = true;
  if (column.columnName !== columnOf(column.javaField)) p.column = column.columnName;
  return p;
}

/**
 * The manifest entry and JSON Schema a configured table stands for: the same declaration a developer would write
 * in schemas/ (the preview shows it), loaded by the run-time registry under the same rules as schemas/manifest.json.
 */
export function buildResource(table: CodegenTableRow, columns: readonly CodegenColumnRow[]): { entry: ResourceManifest; schema: ResourceSchema } {
  const shown = [...columns].sort((a, b) => a.ordinalPosition - b.ordinalPosition).filter((c) => !HIDDEN.has(c.javaField));
  const properties: Record<string, PropertySchema> = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  for (const column of shown) {
    properties[column.javaField] = propertyOf(column);
    if (!column.nullable && !column.primaryKey && column.createOperation) required.push(column.javaField);
    if (column.htmlType === 'textarea' || column.htmlType === 'editor') uiSchema[column.javaField] = { 'ui:widget': 'textarea' };
    if (column.htmlType === 'radio') uiSchema[column.javaField] = { 'ui:widget': 'radio' };
  }
  const base = `/${table.moduleName}/${table.businessName}`;
  const code = `${table.moduleName}:${table.businessName}`;
  const filters = shown
    .filter((c) => c.listOperation && !c.primaryKey)
    .map((c): FilterSpec => {
      const op = FILTER_OF[c.listOperationCondition] ?? 'eq';
      // BETWEEN is a range of times; on another type it is an equality, LIKE only on text.
      if (op === 'dateRange' && c.javaType !== 'LocalDateTime') return { field: c.javaField, op: 'eq' };
      if (op === 'like' && c.javaType !== 'String') return { field: c.javaField, op: 'eq' };
      return { field: c.javaField, op };
    });
  const entry: ResourceManifest = {
    name: resourceNameOf(table),
    title: table.classComment,
    schema: resourceNameOf(table),
    table: table.tableName,
    tenantScoped: columns.some((c) => c.columnName === 'tenant_id'),
    endpoints: {
      page: `GET ${base}/page`,
      get: `GET ${base}/get`,
      create: `POST ${base}/create`,
      update: `PUT ${base}/update`,
      delete: `DELETE ${base}/delete`,
      export: `GET ${base}/export-excel`,
    },
    permissions: {
      page: `${code}:query`,
      get: `${code}:query`,
      create: `${code}:create`,
      update: `${code}:update`,
      delete: `${code}:delete`,
      export: `${code}:export`,
    },
    list: {
      columns: shown.filter((c) => c.listOperationResult).map((c) => c.javaField),
      filters,
      defaultSort: { field: 'id', order: 'desc' },
    },
    ...(Object.keys(uiSchema).length ? { uiSchema } : {}),
    menu: `${table.moduleName}/${table.businessName}/index`,
    export: { fileName: table.classComment },
  };
  const schema: ResourceSchema = {
    type: 'object',
    title: table.classComment,
    ...(table.tableComment ? { description: table.tableComment } : {}),
    properties,
    ...(required.length ? { required } : {}),
  };
  return { entry, schema };
}

/** A property's JSDoc tags, as the schema generator (npm run schemas) reads them back. */
function tagsOf(p: PropertySchema): string[] {
  const tags = [`@title ${p.title}`];
  if (p.type === 'integer') tags.push('@asType integer');
  if (p.format) tags.push(`@format ${p.format}`);
  if (p.maxLength !== undefined) tags.push(`@maxLength ${p.maxLength}`);
  if (p.dict) tags.push(`@dict ${p.dict}`);
  if (p.column) tags.push(`@column ${p.column}`);
  if (p.createOnly) tags.push('@createOnly true');
  if (p.readOnly) tags.push('@readOnly');
  return tags;
}

const TS_TYPE: Record<string, string> = { integer: 'number', number: 'number', boolean: 'boolean', string: 'string' };

/** schemas/<name>.ts: the TypeScript declaration `npm run schemas` turns into the same JSON Schema. */
export function schemaSource(table: CodegenTableRow, entry: ResourceManifest, schema: ResourceSchema): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([field, p]) => [
    '  /**',
    ...tagsOf(p).map((t) => `   * ${t}`),
    '   */',
    `  ${field}${required.has(field) ? '' : '?'}: ${TS_TYPE[String(p.type)] ?? 'string'};`,
  ].join('\n'));
  const header = [
    '/**',
    ` * ${table.tableComment || table.classComment}（代码生成：表 ${table.tableName}${table.author ? `，作者 ${table.author}` : ''}）`,
    ...(table.remark ? [` * ${table.remark}`] : []),
    ` * @title ${entry.title}`,
    ' */',
  ];
  return [...header, `export interface ${upperFirst(entry.name)} {`, fields.join('\n'), '}', ''].join('\n');
}

/** The files a developer commits to make the generated resource part of the build (preview and download). */
export function resourceFiles(table: CodegenTableRow, columns: readonly CodegenColumnRow[]): { filePath: string; code: string }[] {
  const { entry, schema } = buildResource(table, columns);
  return [
    { filePath: `schemas/${entry.schema}.ts`, code: schemaSource(table, entry, schema) },
    { filePath: 'schemas/manifest.json', code: `${JSON.stringify(entry, null, 2)}\n` },
    { filePath: `schemas/generated/${entry.schema}.schema.json`, code: `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n` },
  ];
}
