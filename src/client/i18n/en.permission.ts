import type { zhCNPermission } from './zhCN.permission.ts';

/** English texts of permission assignment. */
export const enPermission: { [K in keyof typeof zhCNPermission]: string } = {
  assignMenu: 'Menus',
  assignRole: 'Roles',
  menuTitle: 'Menu permissions',
  roleTitle: 'Assign roles',
  roleName: 'Role name',
  roleCode: 'Role code',
  menus: 'Menu permissions',
  expand: 'Expand/collapse',
  checkAll: 'All/none',
  cascade: 'Link parents and children',
  username: 'Username',
  nickname: 'Nickname',
  roles: 'Roles',
  rolesPlaceholder: 'Select roles',
  saved: 'Assigned',
};
