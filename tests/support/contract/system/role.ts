import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/role.js';
const VIEW = 'src/views/system/role/index.vue';

export interface RoleQuery {
  name?: string;
  code?: string;
  /** parseInt(dict.value); '' once cleared. */
  status?: number | '';
  beginTime?: string;
  endTime?: string;
}

const roleQuery = (query: RoleQuery) => ({ pageNo: 1, pageSize: 10, name: undefined, code: undefined, status: undefined, ...query, params: {} });

/** getList(): addDateRange(queryParams, …); the table shows id, name, code, type, sort, status, createTime. */
export const listRole = (query: RoleQuery = {}): YudaoCall => ({
  api: 'listRole', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/role/page', params: roleQuery(query),
  reads: ['total', 'list[].id', 'list[].name', 'list[].code', 'list[].type', 'list[].sort', 'list[].status', 'list[].createTime'],
});

/** src/views/system/user/index.vue handleRole(): the role picker. */
export const listSimpleRoles: YudaoCall = {
  api: 'listSimpleRoles', source: `${API}; src/views/system/user/index.vue handleRole()`, method: 'get', url: '/system/role/list-all-simple',
  reads: ['[].id', '[].name'],
};

/** handleUpdate() (the answer becomes the form) and handleDataScope() (reads dataScope, dataScopeDeptIds). */
export const getRole = (id: number): YudaoCall => ({
  api: 'getRole', source: `${API}; ${VIEW} handleUpdate(), handleDataScope()`, method: 'get', url: `/system/role/get?id=${id}`,
  reads: ['id', 'name', 'code', 'sort', 'status', 'remark', 'dataScope', 'dataScopeDeptIds'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'code', 'sort'],
});

/**
 * handleAdd() + submitForm(): reset() gives `sort: 0`, `deptIds: []`, `menuIds: []`, `deptCheckStrictly: false`,
 * `menuCheckStrictly: true`; id and dataScope undefined (left out); the user fills name, code, sort, remark.
 */
export const addRole = (form: { name: string; code: string; sort?: number | string; remark?: string }): YudaoCall => ({
  api: 'addRole', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/role/create',
  data: { sort: 0, deptIds: [], menuIds: [], deptCheckStrictly: false, menuCheckStrictly: true, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getRole's answer, edited, sent back whole. */
export const updateRole = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateRole', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/role/update', data: { ...got, ...changes },
});

export const changeRoleStatus = (id: number, status: number): YudaoCall => ({
  api: 'changeRoleStatus', source: `${API}; ${VIEW} handleStatusChange()`, method: 'put', url: '/system/role/update-status', data: { id, status },
});

export const delRole = (id: number): YudaoCall => ({
  api: 'delRole', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/role/delete?id=${id}`,
});

/**
 * handleExport(): `this.queryParams` as it is, paging included. getList()'s addDateRange wrote `params: {}` and the
 * date range into that same object, so they go along too.
 */
export const exportRole = (query: RoleQuery = {}): YudaoCall => ({
  api: 'exportRole', source: `${API}; ${VIEW} handleExport(), getList()`, method: 'get', url: '/system/role/export', params: roleQuery(query), blob: true,
});
