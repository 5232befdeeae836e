import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/errorCode.js';
const VIEW = 'src/views/system/errorCode/index.vue';

interface ErrorCodeQuery {
  type?: string | null;
  applicationName?: string | null;
  code?: number | null;
  message?: string | null;
  /** The 创建时间 daterange; [] when not picked. */
  createTime?: string[];
}

/** queryParams of index.vue: paging and the filters, null when empty. */
const codeQuery = (query: ErrorCodeQuery) => ({ pageNo: 1, pageSize: 10, type: null, applicationName: null, code: null, message: null, createTime: [], ...query });

/** getList(): the table shows id, type, applicationName, code, message, memo and createTime. */
export const getErrorCodePage = (query: ErrorCodeQuery = {}): YudaoCall => ({
  api: 'getErrorCodePage', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/error-code/page', params: codeQuery(query),
  reads: ['total', 'list[].id', 'list[].type', 'list[].applicationName', 'list[].code', 'list[].message', 'list[].memo', 'list[].createTime'],
});

/** handleAdd() + submitForm(). */
export const createErrorCode = (form: { applicationName: string; code: number; message: string; memo?: string }): YudaoCall => ({
  api: 'createErrorCode', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/error-code/create', data: { id: undefined, memo: undefined, ...form }, reads: ['.'],
});

export const getErrorCode = (id: number): YudaoCall => ({
  api: 'getErrorCode', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/error-code/get?id=${id}`,
  reads: ['id', 'applicationName', 'code', 'message', 'memo'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['applicationName', 'code', 'message'],
});

export const updateErrorCode = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateErrorCode', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/error-code/update', data: { ...got, ...changes },
});

export const deleteErrorCode = (id: number): YudaoCall => ({
  api: 'deleteErrorCode', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/error-code/delete?id=${id}`,
});

/** handleExport(): the query with pageNo / pageSize undefined. */
export const exportErrorCodeExcel = (query: ErrorCodeQuery = {}): YudaoCall => ({
  api: 'exportErrorCodeExcel', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/error-code/export-excel',
  params: { ...codeQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});
