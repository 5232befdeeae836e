import type { YudaoCall } from '../call.ts';

const API = 'src/api/infra/codegen.js';
const VIEWS = 'src/views/infra/codegen';

/** importTable.vue getList(): the dialog's query, `dataSourceConfigId` the first source of the list (the master). */
export const getSchemaTableList = (query: { dataSourceConfigId: number; name?: string; comment?: string }): YudaoCall => ({
  api: 'getSchemaTableList', source: `${API}; ${VIEWS}/importTable.vue getList()`, method: 'get', url: '/infra/codegen/db/table/list',
  params: { name: undefined, comment: undefined, ...query }, reads: ['[].name', '[].comment'],
});

/** importTable.vue handleImportTable(): the ticked rows' names. */
export const createCodegenList = (dataSourceConfigId: number, tableNames: string[]): YudaoCall => ({
  api: 'createCodegenList', source: `${API}; ${VIEWS}/importTable.vue handleImportTable()`, method: 'post', url: '/infra/codegen/create-list',
  data: { dataSourceConfigId, tableNames }, reads: ['.'],
});

/**
 * index.vue getList(): `addDateRange(queryParams, [day + ' 00:00:00', day + ' 23:59:59'], 'CreateTime')`, so
 * `params: {}` always and `beginCreateTime`/`endCreateTime` once a range is picked. The table shows the source's
 * name by `dataSourceConfigId`.
 */
export const getCodegenTablePage = (query: { tableName?: string; tableComment?: string; beginCreateTime?: string; endCreateTime?: string } = {}): YudaoCall => ({
  api: 'getCodegenTablePage', source: `${API}; ${VIEWS}/index.vue getList()`, method: 'get', url: '/infra/codegen/table/page',
  params: { pageNo: 1, pageSize: 10, tableName: undefined, tableComment: undefined, ...query, params: {} },
  reads: ['total', 'list[].id', 'list[].dataSourceConfigId', 'list[].tableName', 'list[].tableComment', 'list[].className', 'list[].createTime', 'list[].updateTime'],
});

/** editTable.vue created(): basicInfoForm and genInfoForm edit `table`, the 字段信息 tab `columns`. */
export const getCodegenDetail = (tableId: number): YudaoCall => ({
  api: 'getCodegenDetail', source: `${API}; ${VIEWS}/editTable.vue created()`, method: 'get', url: `/infra/codegen/detail?tableId=${tableId}`,
  reads: ['table.tableName', 'table.tableComment', 'table.className', 'table.author', 'table.templateType', 'table.scene', 'table.moduleName',
    'table.businessName', 'table.classComment', 'columns[].columnName', 'columns[].columnComment', 'columns[].dataType', 'columns[].javaType',
    'columns[].javaField', 'columns[].createOperation', 'columns[].listOperationCondition', 'columns[].htmlType', 'columns[].dictType'],
  // basicInfoForm.vue and genInfoForm.vue rules (the author is the importer's name, as yudao fills it)
  requires: ['table.tableName', 'table.tableComment', 'table.className', 'table.author', 'table.templateType', 'table.scene', 'table.moduleName',
    'table.businessName', 'table.classComment'],
});

/**
 * editTable.vue submitForm(): `table` is Object.assign({}, basicForm.model, genForm.model) — both the detail's
 * table — edited; `columns` the detail's columns; `params` the tree fields, all undefined.
 */
export const updateCodegen = (detail: { table: Record<string, unknown>; columns: Record<string, unknown>[] }, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateCodegen', source: `${API}; ${VIEWS}/editTable.vue submitForm()`, method: 'put', url: '/infra/codegen/update',
  data: { table: { ...detail.table, ...changes }, columns: detail.columns, params: { treeCode: undefined, treeName: undefined, treeParentCode: undefined, parentMenuId: undefined } },
});

/** index.vue handlePreview(): the tree of `filePath`s and each file's `code`. */
export const previewCodegen = (tableId: number): YudaoCall => ({
  api: 'previewCodegen', source: `${API}; ${VIEWS}/index.vue handlePreview()`, method: 'get', url: `/infra/codegen/preview?tableId=${tableId}`,
  reads: ['[].filePath', '[].code'],
});

/** index.vue handleGenTable(): `$download.zip(response, 'codegen-' + tableName + '.zip')`. */
export const downloadCodegen = (tableId: number): YudaoCall => ({
  api: 'downloadCodegen', source: `${API}; ${VIEWS}/index.vue handleGenTable()`, method: 'get', url: `/infra/codegen/download?tableId=${tableId}`, blob: 'zip',
});

/** index.vue handleSynchDb(): 同步, no body. */
export const syncCodegenFromDB = (tableId: number): YudaoCall => ({
  api: 'syncCodegenFromDB', source: `${API}; ${VIEWS}/index.vue handleSynchDb()`, method: 'put', url: `/infra/codegen/sync-from-db?tableId=${tableId}`,
});

export const deleteCodegen = (tableId: number): YudaoCall => ({
  api: 'deleteCodegen', source: `${API}; ${VIEWS}/index.vue handleDelete()`, method: 'delete', url: `/infra/codegen/delete?tableId=${tableId}`,
});
