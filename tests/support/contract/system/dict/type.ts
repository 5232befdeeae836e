import type { YudaoCall } from '../../call.ts';

const API = 'src/api/system/dict/type.js';
const VIEW = 'src/views/system/dict/index.vue';

export interface DictTypeQuery {
  name?: string;
  type?: string;
  status?: number | '';
  /** addBeginAndEndTime(params, dateRangeCreateTime, 'createTime'): `beginCreateTime`/`endCreateTime`. */
  beginCreateTime?: string;
  endCreateTime?: string;
}

const typeQuery = (query: DictTypeQuery) => ({ pageNo: 1, pageSize: 10, name: undefined, type: undefined, status: undefined, ...query });

/** getList(): the table shows id, name, type (a link to its data), status, remark, createTime. */
export const listType = (query: DictTypeQuery = {}): YudaoCall => ({
  api: 'listType', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/dict-type/page', params: typeQuery(query),
  reads: ['total', 'list[].id', 'list[].name', 'list[].type', 'list[].status', 'list[].remark', 'list[].createTime'],
});

/** src/views/system/dict/data.vue created(): the type picker. */
export const listAllSimple: YudaoCall = {
  api: 'listAllSimple', source: `${API}; src/views/system/dict/data.vue getTypeList()`, method: 'get', url: '/system/dict-type/list-all-simple',
  reads: ['[].id', '[].name', '[].type'],
};

/** handleUpdate() and data.vue getType() (reads `type`). */
export const getType = (id: number): YudaoCall => ({
  api: 'getType', source: `${API}; ${VIEW} handleUpdate(); src/views/system/dict/data.vue getType()`, method: 'get',
  url: `/system/dict-type/get?id=${id}`, reads: ['id', 'name', 'type', 'status', 'remark'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'type'],
});

/** handleAdd() + submitForm(): reset() gives `status: 0`; the user fills name, type, remark. */
export const addType = (form: { name: string; type: string; remark?: string }): YudaoCall => ({
  api: 'addType', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/dict-type/create',
  data: { status: 0, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getType's answer, edited (type shown disabled), sent back whole. */
export const updateType = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateType', source: `${API}; ${VIEW} submitForm()`, method: 'put', url: '/system/dict-type/update', data: { ...got, ...changes },
});

export const delType = (id: number): YudaoCall => ({
  api: 'delType', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/dict-type/delete?id=${id}`,
});

/** handleExport(): a copy of queryParams with pageNo/pageSize set to undefined (left out), plus the date range. */
export const exportType = (query: DictTypeQuery = {}): YudaoCall => ({
  api: 'exportType', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/dict-type/export',
  params: { ...typeQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});
