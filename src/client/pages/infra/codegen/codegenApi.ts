import { http, resetManifest } from '../../../api/index.ts';
import { bootstrapSession } from '../../../routes/bootstrap.ts';

/** A table of the database the import dialog offers. */
export interface DbTable {
  name: string;
  comment: string;
}

export interface CodegenTable {
  id: number;
  tableName: string;
  tableComment: string;
  remark: string | null;
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
  author: string;
  parentMenuId: number | null;
  createTime: number;
  updateTime: number;
  /** Ours: the table is a resource of the running platform. */
  generated: boolean;
  resourceName: string | null;
}

export interface CodegenColumn {
  id: number;
  columnName: string;
  dataType: string;
  columnComment: string;
  nullable: boolean;
  primaryKey: boolean;
  javaType: string;
  javaField: string;
  dictType: string;
  createOperation: boolean;
  updateOperation: boolean;
  listOperation: boolean;
  listOperationCondition: string;
  listOperationResult: boolean;
  htmlType: string;
}

export interface CodeFile {
  filePath: string;
  code: string;
}

export const CONDITIONS = ['=', '>=', 'LIKE', 'BETWEEN'] as const;
export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;
export const JAVA_TYPES = ['Long', 'Integer', 'BigDecimal', 'Double', 'Boolean', 'LocalDateTime', 'String'] as const;

/** yudao's `/infra/codegen` calls, and ours: generate into the platform, remove again. */
export const codegenApi = {
  dbTables: (dataSourceConfigId: number, name: string, comment: string) => http.get<DbTable[]>('/infra/codegen/db/table/list', { dataSourceConfigId, name, comment }),
  importTables: (dataSourceConfigId: number, tableNames: string[]) => http.post<number[]>('/infra/codegen/create-list', { dataSourceConfigId, tableNames }),
  page: (params: { pageNo: number; pageSize: number; tableName?: string; tableComment?: string }) =>
    http.get<{ list: CodegenTable[]; total: number }>('/infra/codegen/table/page', params),
  detail: (tableId: number) => http.get<{ table: CodegenTable; columns: CodegenColumn[] }>('/infra/codegen/detail', { tableId }),
  update: (table: Partial<CodegenTable> & { id: number }, columns: Partial<CodegenColumn>[]) => http.put<boolean>('/infra/codegen/update', { table, columns }),
  sync: (tableId: number) => http.put<boolean>('/infra/codegen/sync-from-db', undefined, { params: { tableId } }),
  remove: (tableId: number) => http.post<boolean>('/infra/codegen/remove', undefined, { params: { tableId } }),
  delete: (tableId: number) => http.delete<boolean>('/infra/codegen/delete', { tableId }),
  preview: (tableId: number) => http.get<CodeFile[]>('/infra/codegen/preview', { tableId }),
  download: (tableId: number) => http.download('/infra/codegen/download', { tableId }),
  generate: (tableId: number) => http.post<{ menuId: number; resource: string }>('/infra/codegen/generate', undefined, { params: { tableId } }),
};

/**
 * After a resource was generated or removed: the manifest, the menus and the permissions are asked again, so the
 * sidebar shows (or drops) its menu and its list opens at once — no reload, no rebuild.
 */
export async function refreshSession(): Promise<void> {
  resetManifest();
  await bootstrapSession({ fresh: true });
}

/** The choices of the edit page: dictionary types for a column, directories and pages for the parent menu. */
export const choicesApi = {
  dictTypes: () => http.get<{ id: number; name: string; type: string }[]>('/system/dict-type/list-all-simple'),
  menus: () => http.get<{ id: number; name: string; parentId: number; type: number }[]>('/system/menu/list-all-simple'),
};
