import { http } from '../../api/index.ts';
import { buildTree, flatten, type TreeNode } from '../permission/menuTree.ts';

export interface DeptSimple {
  id: number;
  name: string;
  parentId: number;
}

export type DeptNode = TreeNode<DeptSimple>;

/** Enabled departments (any signed-in user may read them: the user page's tree, the pickers). */
export const listAllSimpleDepts = (): Promise<DeptSimple[]> => http.get<DeptSimple[]>('/system/dept/list-all-simple');

export const assignRoleDataScope = (roleId: number, dataScope: number, dataScopeDeptIds: number[]): Promise<boolean> =>
  http.post<boolean>('/system/permission/assign-role-data-scope', { roleId, dataScope, dataScopeDeptIds });

/** The departments as a tree (the server orders siblings by 显示排序). */
export const deptTree = (rows: readonly DeptSimple[]): DeptNode[] => buildTree(rows);

/** Every department in tree order with its depth: the options of a tree select. */
export function deptOptions(tree: readonly DeptNode[]): { id: number; name: string; depth: number }[] {
  const depth = new Map<number, number>();
  return flatten(tree).map((n) => {
    const d = (depth.get(n.parentId) ?? -1) + 1;
    depth.set(n.id, d);
    return { id: n.id, name: n.name, depth: d };
  });
}

/** The department and every one below it (what filtering the user list by a department takes). */
export function subtreeIds(tree: readonly DeptNode[], id: number): number[] {
  const node = flatten(tree).find((n) => n.id === id);
  return node ? flatten([node]).map((n) => n.id) : [];
}
