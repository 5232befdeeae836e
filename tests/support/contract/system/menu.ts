import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/menu.js';
const VIEW = 'src/views/system/menu/index.vue';

/** getList(): queryParams `{name, visible}` plus the 状态 select (`status`, '' once cleared); the tree table's columns. */
export const listMenu = (query: { name?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'listMenu', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/menu/list',
  params: { name: undefined, visible: undefined, ...query },
  reads: ['[].id', '[].parentId', '[].name', '[].icon', '[].sort', '[].permission', '[].component', '[].status', '[].createTime'],
});

/** getTreeselect() for the parent picker, and the role page's menu tree. */
export const listSimpleMenus: YudaoCall = {
  api: 'listSimpleMenus', source: `${API}; ${VIEW} getTreeselect(); src/views/system/role/index.vue handleMenu()`,
  method: 'get', url: '/system/menu/list-all-simple', reads: ['[].id', '[].name', '[].parentId'],
};

export const getMenu = (id: number): YudaoCall => ({
  api: 'getMenu', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/menu/get?id=${id}`,
  reads: ['id', 'parentId', 'name', 'type', 'sort', 'path', 'icon', 'component', 'permission', 'status', 'visible', 'keepAlive'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'sort', 'status'],
});

/**
 * handleAdd() + submitForm(): reset() gives `parentId: 0`, `type: 1` (directory), `status: 0`, `visible: true`,
 * `keepAlive: true`; the user fills name, sort (el-input-number), path, and for a menu component and permission.
 */
export const addMenu = (form: Record<string, unknown>): YudaoCall => ({
  api: 'addMenu', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/menu/create',
  data: { parentId: 0, type: 1, status: 0, visible: true, keepAlive: true, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getMenu's answer, edited, sent back whole. */
export const updateMenu = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateMenu', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/menu/update', data: { ...got, ...changes },
});

export const delMenu = (id: number): YudaoCall => ({
  api: 'delMenu', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/menu/delete?id=${id}`,
});
