import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/post.js';
const VIEW = 'src/views/system/post/index.vue';

const postQuery = (query: { code?: string; name?: string; status?: number | '' }) => ({ pageNo: 1, pageSize: 10, code: undefined, name: undefined, status: undefined, ...query });

/** getList(): the table shows id, code, name, sort, status, remark, createTime. */
export const listPost = (query: { code?: string; name?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'listPost', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/post/page', params: postQuery(query),
  reads: ['total', 'list[].id', 'list[].code', 'list[].name', 'list[].sort', 'list[].status', 'list[].remark', 'list[].createTime'],
});

/** src/views/system/user/index.vue getTreeselect(): the post picker. */
export const listSimplePosts: YudaoCall = {
  api: 'listSimplePosts', source: `${API}; src/views/system/user/index.vue getTreeselect()`, method: 'get', url: '/system/post/list-all-simple',
  reads: ['[].id', '[].name'],
};

export const getPost = (id: number): YudaoCall => ({
  api: 'getPost', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/post/get?id=${id}`,
  reads: ['id', 'code', 'name', 'sort', 'status', 'remark'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'code', 'sort'],
});

/** handleAdd() + submitForm(): reset() gives `sort: 0`, `status: 0`; the user fills code, name, sort, remark. */
export const addPost = (form: { code: string; name: string; sort?: number; remark?: string }): YudaoCall => ({
  api: 'addPost', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/post/create', data: { sort: 0, status: 0, ...form }, reads: ['.'],
});

export const updatePost = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updatePost', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/post/update', data: { ...got, ...changes },
});

export const delPost = (id: number): YudaoCall => ({
  api: 'delPost', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/post/delete?id=${id}`,
});

/** handleExport(): `this.queryParams` as it is, paging included. */
export const exportPost = (query: { code?: string; name?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'exportPost', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/post/export', params: postQuery(query), blob: true,
});
