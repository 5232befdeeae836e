import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/dept.js';
const VIEW = 'src/views/system/dept/index.vue';

/**
 * getList(): queryParams `{name, status}` ('' once the select is cleared); builds the tree from a flat list and shows
 * name, leaderUserId (as a nickname), sort, status, createTime. handleUpdate() calls it as `listDept(row.id)`: a
 * number for `params`, which request.js turns into no query at all.
 */
export const listDept = (query: { name?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'listDept', source: `${API}; ${VIEW} getList(), handleUpdate()`, method: 'get', url: '/system/dept/list',
  params: { name: undefined, status: undefined, ...query },
  reads: ['[].id', '[].parentId', '[].name', '[].leaderUserId', '[].sort', '[].status', '[].createTime'],
});

/** The user page's department tree and form picker, the role page's data-scope tree: `{id, name, parentId}`. */
export const listSimpleDepts: YudaoCall = {
  api: 'listSimpleDepts', source: `${API}; src/views/system/user/index.vue getTreeselect(); src/views/system/role/index.vue handleDataScope()`,
  method: 'get', url: '/system/dept/list-all-simple', reads: ['[].id', '[].name', '[].parentId'],
};

export const getDept = (id: number): YudaoCall => ({
  api: 'getDept', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/dept/get?id=${id}`,
  reads: ['id', 'parentId', 'name', 'sort', 'leaderUserId', 'phone', 'email', 'status'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'sort', 'status'],
});

/** handleAdd(row) + submitForm(): reset() gives `status: 0`; parentId is the row's id; sort an el-input-number. */
export const addDept = (form: { parentId?: number; name: string; sort: number; leaderUserId?: number; phone?: string; email?: string }): YudaoCall => ({
  api: 'addDept', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/dept/create', data: { status: 0, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getDept's answer, with `parentId` dropped (undefined) when it was 0, sent back whole. */
export const updateDept = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => {
  const form = { ...got, ...changes };
  if (form.parentId === 0) delete form.parentId;
  return { api: 'updateDept', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/dept/update', data: form };
};

export const delDept = (id: number): YudaoCall => ({
  api: 'delDept', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/dept/delete?id=${id}`,
});
