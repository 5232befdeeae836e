import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/permission.js';

/** src/views/system/role/index.vue handleMenu(): the ids to check in the menu tree. */
export const listRoleMenus = (roleId: number): YudaoCall => ({
  api: 'listRoleMenus', source: `${API}; src/views/system/role/index.vue handleMenu()`, method: 'get',
  url: `/system/permission/list-role-resources?roleId=${roleId}`, reads: ['.'],
});

/** submitMenu(): the tree's checked and half-checked keys. */
export const assignRoleMenu = (roleId: number, menuIds: number[]): YudaoCall => ({
  api: 'assignRoleMenu', source: `${API}; src/views/system/role/index.vue submitMenu()`, method: 'post',
  url: '/system/permission/assign-role-menu', data: { roleId, menuIds },
});

/** src/views/system/user/index.vue handleRole(): the ids to select. */
export const listUserRoles = (userId: number): YudaoCall => ({
  api: 'listUserRoles', source: `${API}; src/views/system/user/index.vue handleRole()`, method: 'get',
  url: `/system/permission/list-user-roles?userId=${userId}`, reads: ['.'],
});

/** submitRole(). */
export const assignUserRole = (userId: number, roleIds: number[]): YudaoCall => ({
  api: 'assignUserRole', source: `${API}; src/views/system/user/index.vue submitRole()`, method: 'post',
  url: '/system/permission/assign-user-role', data: { userId, roleIds },
});

/**
 * src/views/system/role/index.vue submitDataScope(): the select's parseInt(dict.value), and the checked departments
 * only for 自定义 (2), `[]` otherwise.
 */
export const assignRoleDataScope = (roleId: number, dataScope: number, dataScopeDeptIds: number[]): YudaoCall => ({
  api: 'assignRoleDataScope', source: `${API}; src/views/system/role/index.vue submitDataScope()`, method: 'post',
  url: '/system/permission/assign-role-data-scope', data: { roleId, dataScope, dataScopeDeptIds },
});
