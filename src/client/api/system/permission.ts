import { http } from '../http.ts';

/** A menu as list-all-simple gives it (type 1 directory, 2 page, 3 button). */
export interface MenuSimple {
  id: number;
  name: string;
  parentId: number;
  type: number;
}

export interface RoleSimple {
  id: number;
  name: string;
}

export const listAllSimpleMenus = (): Promise<MenuSimple[]> => http.get<MenuSimple[]>('/system/menu/list-all-simple');

export const listAllSimpleRoles = (): Promise<RoleSimple[]> => http.get<RoleSimple[]>('/system/role/list-all-simple');

export const listRoleMenuIds = (roleId: number): Promise<number[]> => http.get<number[]>('/system/permission/list-role-resources', { roleId });

export const assignRoleMenus = (roleId: number, menuIds: readonly number[]): Promise<boolean> =>
  http.post<boolean>('/system/permission/assign-role-menu', { roleId, menuIds });

export const listUserRoleIds = (userId: number): Promise<number[]> => http.get<number[]>('/system/permission/list-user-roles', { userId });

export const assignUserRoles = (userId: number, roleIds: readonly number[]): Promise<boolean> =>
  http.post<boolean>('/system/permission/assign-user-role', { userId, roleIds });
