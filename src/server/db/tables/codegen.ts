import type { ColumnType, Generated } from 'kysely';
import type { Audited } from './columns.ts';

/** Tables of modules/infra/codegen (migration 0021): yudao's generator configuration and the run-time version. */

type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface CodegenTableTable extends Audited {
  id: Generated<number>;
  dataSourceConfigId: Generated<number>;
  scene: Generated<number>;
  tableName: string;
  tableComment: string;
  remark: string | null;
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
  author: string;
  templateType: Generated<number>;
  frontType: Generated<number>;
  parentMenuId: number | null;
  masterTableId: number | null;
  subJoinColumnId: number | null;
  subJoinMany: boolean | null;
  treeParentColumnId: number | null;
  treeNameColumnId: number | null;
  /** The generated manifest entry and schema (null until generated). */
  manifest: Json<Record<string, unknown>>;
  jsonSchema: Json<Record<string, unknown>>;
  menuId: number | null;
}

export interface CodegenColumnTable extends Audited {
  id: Generated<number>;
  tableId: number;
  columnName: string;
  dataType: string;
  columnComment: string;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  ordinalPosition: number;
  javaType: string;
  javaField: string;
  dictType: string;
  example: string | null;
  createOperation: boolean;
  updateOperation: boolean;
  listOperation: boolean;
  listOperationCondition: string;
  listOperationResult: boolean;
  htmlType: string;
}

export interface CodegenVersionTable {
  id: number;
  version: number;
}
