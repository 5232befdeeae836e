import type { DbColumn, DbTable } from './dbTables.ts';

/**
 * yudao's CodegenBuilder: the configuration an imported table starts with, derived from its names and types. The
 * administrator changes it on /codegen/edit before generating.
 */

const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Columns every business table has and the platform fills (BaseDO and TenantBaseDO). */
export const BASE_FIELDS: ReadonlySet<string> = new Set(['creator', 'createTime', 'updater', 'updateTime', 'deleted', 'tenantId']);

/** Query operators the generated list supports, and the filter each becomes (shared/manifest FILTER_OPS). */
export const CONDITIONS = ['=', '>=', 'LIKE', 'BETWEEN'] as const;

export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;

/** `demo_student` → module `demo`, business `student`, class `Student` (yudao: the first segment is the module). */
export function tableDefaults(table: DbTable) {
  const [first, ...rest] = table.name.split('_');
  const tail = rest.length ? rest.join('_') : first;
  const comment = table.comment.trim();
  return {
    tableName: table.name,
    tableComment: comment,
    moduleName: first.replace(/[^a-z0-9-]/g, '') || 'gen',
    businessName: tail.replace(/_/g, '').replace(/[^a-z0-9-]/g, '') || 'table',
    className: upperFirst(camel(tail)),
    classComment: (comment.replace(/表$/, '') || table.name).slice(0, 50),
    author: '',
  };
}

export function javaTypeOf(dataType: string): string {
  if (/^bigint/.test(dataType)) return 'Long';
  if (/^(integer|smallint)/.test(dataType)) return 'Integer';
  if (/^(numeric|decimal)/.test(dataType)) return 'BigDecimal';
  if (/^(real|double)/.test(dataType)) return 'Double';
  if (/^boolean/.test(dataType)) return 'Boolean';
  if (/^(timestamp|date)/.test(dataType)) return 'LocalDateTime';
  return 'String';
}

function htmlTypeOf(field: string, javaType: string): string {
  const name = field.toLowerCase();
  if (javaType === 'Boolean' || name.endsWith('status') || name.endsWith('sex')) return 'radio';
  if (name.endsWith('type')) return 'select';
  if (name.endsWith('image')) return 'imageUpload';
  if (name.endsWith('file')) return 'fileUpload';
  if (name.endsWith('content') || name.endsWith('description')) return 'editor';
  if (javaType === 'LocalDateTime') return 'datetime';
  return 'input';
}

/** A column's configuration as yudao starts it: the primary key and platform columns stay out of forms and filters. */
export function columnDefaults(column: DbColumn) {
  const javaField = camel(column.name);
  const javaType = javaTypeOf(column.dataType);
  const base = BASE_FIELDS.has(javaField);
  const editable = !base && !column.primaryKey;
  return {
    columnName: column.name,
    dataType: column.dataType,
    columnComment: column.comment,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    autoIncrement: column.autoIncrement,
    ordinalPosition: column.ordinalPosition,
    javaType,
    javaField,
    dictType: '',
    example: null,
    createOperation: editable,
    updateOperation: editable,
    listOperation: editable || javaField === 'createTime',
    listOperationCondition: javaType === 'LocalDateTime' ? 'BETWEEN' : javaField.toLowerCase().endsWith('name') ? 'LIKE' : '=',
    listOperationResult: !base || javaField === 'createTime',
    htmlType: htmlTypeOf(javaField, javaType),
  };
}
