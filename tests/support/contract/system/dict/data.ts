import type { YudaoCall } from '../../call.ts';

const API = 'src/api/system/dict/data.js';
const VIEW = 'src/views/system/dict/data.vue';

export interface DictDataQuery {
  /** Set from getType(): the type whose data the page shows. */
  dictType: string;
  label?: string;
  status?: number | '';
}

/** queryParams as declared (dictName is never filled), with the label and status filters of the search form. */
const dataQuery = (query: DictDataQuery) => ({ pageNo: 1, pageSize: 10, dictName: undefined, status: undefined, ...query });

/** getList(): the table shows id, label, value, sort, status, colorType, cssClass, remark, createTime. */
export const listData = (query: DictDataQuery): YudaoCall => ({
  api: 'listData', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/dict-data/page', params: dataQuery(query),
  reads: ['total', 'list[].id', 'list[].label', 'list[].value', 'list[].sort', 'list[].status', 'list[].colorType', 'list[].cssClass', 'list[].remark', 'list[].createTime'],
});

/** src/store/modules/dict.js loadDictDatas after sign-in: groups by dictType and keeps value, label, colorType, cssClass. */
export const listSimpleDictDatas: YudaoCall = {
  api: 'listSimpleDictDatas', source: `${API}; src/store/modules/dict.js`, method: 'get', url: '/system/dict-data/list-all-simple',
  reads: ['[].dictType', '[].value', '[].label', '[].colorType', '[].cssClass'],
};

export const getData = (id: number): YudaoCall => ({
  api: 'getData', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/dict-data/get?id=${id}`,
  reads: ['id', 'label', 'value', 'sort', 'status', 'dictType', 'colorType', 'cssClass', 'remark'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['label', 'value', 'sort'],
});

/**
 * handleAdd() + submitForm(): reset() gives `sort: 0`, `status: 0`, `colorType: 'default'`; handleAdd sets dictType;
 * the user fills label, value (a text input), sort (el-input-number), cssClass, remark.
 */
export const addData = (form: { dictType: string; label: string; value: string; sort?: number; cssClass?: string; remark?: string }): YudaoCall => ({
  api: 'addData', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/dict-data/create',
  data: { sort: 0, status: 0, colorType: 'default', ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getData's answer, edited, sent back whole. */
export const updateData = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateData', source: `${API}; ${VIEW} submitForm()`, method: 'put', url: '/system/dict-data/update', data: { ...got, ...changes },
});

export const delData = (id: number): YudaoCall => ({
  api: 'delData', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/dict-data/delete?id=${id}`,
});

/** handleExport(): `this.queryParams` as it is, paging included. */
export const exportData = (query: DictDataQuery): YudaoCall => ({
  api: 'exportData', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/dict-data/export', params: dataQuery(query), blob: true,
});

/** main.js puts getDicts on every component (a page's own dictionary by type). */
export const getDicts = (dictType: string): YudaoCall => ({
  api: 'getDicts', source: `${API}; src/main.js`, method: 'get', url: `/system/dict-data/type/${dictType}`,
  reads: ['[].dictType', '[].value', '[].label', '[].colorType', '[].cssClass'],
});
