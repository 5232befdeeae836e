import { sql, type RawBuilder } from 'kysely';
import { columnOf, type PropertySchema, type Resource } from '../../shared/manifest/types.ts';

/** A field of a resource as stored: the API name, the column, and the SQL type the table sync gives it. */
export interface FieldColumn {
  field: string;
  column: string;
  schema: PropertySchema;
  sqlType: string;
  /** What is selected instead of the column: a lookup's subquery (read-only; no column of its own). */
  select?: RawBuilder<unknown>;
}

/** Columns every resource table has, whatever its schema says. */
export const AUDIT_COLUMNS: FieldColumn[] = [
  { field: 'creator', column: 'creator', schema: { type: 'string', title: '创建者' }, sqlType: "varchar(64) default ''" },
  { field: 'createTime', column: 'create_time', schema: { type: 'number', format: 'timestamp', title: '创建时间' }, sqlType: 'timestamptz not null default now()' },
  { field: 'updater', column: 'updater', schema: { type: 'string', title: '更新者' }, sqlType: "varchar(64) default ''" },
  { field: 'updateTime', column: 'update_time', schema: { type: 'number', format: 'timestamp', title: '更新时间' }, sqlType: 'timestamptz not null default now()' },
];

const firstType = (schema: PropertySchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

export const isTimestamp = (schema: PropertySchema): boolean => schema.format === 'timestamp' || schema.format === 'date-time';

/** SQL type for a schema property: the widest sensible PostgreSQL 15 type, so values the schema accepts always fit. */
export function sqlTypeOf(schema: PropertySchema): string {
  if (isTimestamp(schema)) return 'timestamptz';
  switch (firstType(schema)) {
    case 'integer':
      return 'bigint';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      return schema.maxLength && schema.maxLength <= 4000 ? `varchar(${schema.maxLength})` : 'text';
  }
}

/** Every stored field of a resource: the schema's properties (id and audit fields come from the table itself). */
export function fieldColumns(resource: Resource): FieldColumn[] {
  const declared = Object.entries(resource.jsonSchema.properties)
    .filter(([field, schema]) => !AUDIT_COLUMNS.some((a) => a.field === field) && !schema.virtual)
    .map(([field, schema]) => ({ field, column: columnOf(field, schema), schema, sqlType: sqlTypeOf(schema) }));
  const audit = AUDIT_COLUMNS.map((a) => ({ ...a, schema: resource.jsonSchema.properties[a.field] ?? a.schema }));
  return [...declared, ...audit];
}

/**
 * The virtual fields read from another table (PropertySchema.lookup: a user's department name), as read-only
 * columns whose value is a subquery on the row's key. Reads select them like stored fields; writes never see them.
 */
export function lookupColumns(resource: Resource): FieldColumn[] {
  return Object.entries(resource.jsonSchema.properties)
    .filter(([, schema]) => schema.virtual && schema.lookup)
    .map(([field, schema]) => {
      const { table, key, field: target, sameTenant } = schema.lookup!;
      const keyColumn = columnOf(key, resource.jsonSchema.properties[key]);
      // A reference between two tenant-scoped resources reads names of the row's own tenant only.
      const tenant = sameTenant ? sql` and l.tenant_id = ${sql.ref(`${resource.table}.tenant_id`)}` : sql``;
      const select = sql`(select l.${sql.ref(columnOf(target))} from ${sql.table(table)} l where l.id = ${sql.ref(`${resource.table}.${keyColumn}`)} and not l.deleted${tenant})`;
      return { field, column: field, schema, sqlType: 'text', select };
    });
}
