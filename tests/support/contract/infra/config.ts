import type { YudaoCall } from '../call.ts';

const API = 'src/api/infra/config.js';
const VIEW = 'src/views/infra/config/index.vue';

/** main.js puts getConfigKey on every component; the user page asks for the initial password with it. */
export const getConfigKey = (key: string): YudaoCall => ({
  api: 'getConfigKey', source: `${API}; src/views/system/user/index.vue created()`, method: 'get', url: `/infra/config/get-value-by-key?key=${key}`,
});

/** The page's queryParams after addDateRange: `params: {}`, and beginTime/endTime (undefined until a range is picked). */
export const listConfig = (query: { name?: string; key?: string; type?: number | ''; beginTime?: string; endTime?: string } = {}): YudaoCall => ({
  api: 'listConfig', source: `${API}; ${VIEW} getList()`,
  method: 'get', url: '/infra/config/page',
  params: { pageNo: 1, pageSize: 10, name: undefined, key: undefined, type: undefined, ...query, params: {} },
  reads: ['total', 'list[].id', 'list[].category', 'list[].name', 'list[].key', 'list[].value', 'list[].type', 'list[].visible', 'list[].remark', 'list[].createTime'],
});

export const getConfig = (id: number): YudaoCall => ({
  api: 'getConfig', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/infra/config/get?id=${id}`,
  reads: ['id', 'category', 'name', 'key', 'value', 'visible', 'remark'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['category', 'name', 'key', 'value'],
});

/** The form: reset() leaves id undefined (dropped by JSON), the user fills the rest; 是否可见 is a radio of true/false. */
export const addConfig = (form: { category: string; name: string; key: string; value: string; visible: boolean; remark?: string }): YudaoCall => ({
  api: 'addConfig', source: `${API}; ${VIEW} submitForm()`, method: 'post', url: '/infra/config/create', data: form, reads: ['.'],
});

/** handleUpdate() edits what getConfig answered and sends all of it back (id, type, createTime included). */
export const updateConfig = (form: Record<string, unknown>): YudaoCall => ({
  api: 'updateConfig', source: `${API}; ${VIEW} submitForm()`, method: 'put', url: '/infra/config/update', data: form,
});

export const delConfig = (id: number): YudaoCall => ({
  api: 'delConfig', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/infra/config/delete?id=${id}`,
});

/** handleExport(): the list's queryParams, paging and `params: {}` included. */
export const exportConfig = (query: Parameters<typeof listConfig>[0] = {}): YudaoCall => ({
  api: 'exportConfig', source: `${API}; ${VIEW} handleExport()`,
  method: 'get', url: '/infra/config/export', params: listConfig(query).params, blob: true,
});
