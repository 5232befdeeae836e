/**
 * The menu tree of the 菜单权限 dialog and the menu screen, built from the server's flat list, and the check logic
 * of yudao's el-tree: with 父子联动 on, checking a node checks its subtree, a parent is checked when all its
 * children are and half-checked when only some are; the grant sent is the checked nodes plus the half-checked
 * parents (a granted page needs its directory to show in the sidebar).
 */

export interface FlatNode {
  id: number;
  parentId: number;
}

export type TreeNode<T extends FlatNode = FlatNode> = T & { children: TreeNode<T>[] };

/** Nests the flat list under parentId, keeping the list's order; a node whose parent is missing becomes a root. */
export function buildTree<T extends FlatNode>(flat: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const item of flat) nodes.set(item.id, { ...item, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const item of flat) {
    const node = nodes.get(item.id)!;
    const parent = item.parentId !== item.id ? nodes.get(item.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Every node, parents before children. */
export function flatten<T extends FlatNode>(tree: readonly TreeNode<T>[]): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  const walk = (list: readonly TreeNode<T>[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/** Ids of the nodes that have children (what expand all opens). */
export const parentIds = (tree: readonly TreeNode[]): number[] => flatten(tree).filter((n) => n.children.length > 0).map((n) => n.id);

/** Recomputes every parent from its children, bottom-up: checked exactly when all its children are. */
export function normalize(tree: readonly TreeNode[], checked: ReadonlySet<number>): Set<number> {
  const out = new Set(checked);
  const visit = (n: TreeNode): boolean => {
    if (n.children.length === 0) return out.has(n.id);
    const all = n.children.map(visit).every(Boolean);
    if (all) out.add(n.id);
    else out.delete(n.id);
    return all;
  };
  tree.forEach(visit);
  return out;
}

/** Checks or unchecks a node; with cascade its subtree follows and the parents are recomputed. */
export function toggle(tree: readonly TreeNode[], checked: ReadonlySet<number>, node: TreeNode, value: boolean, cascade: boolean): Set<number> {
  const out = new Set(checked);
  const targets = cascade ? flatten([node]) : [node];
  for (const n of targets) {
    if (value) out.add(n.id);
    else out.delete(n.id);
  }
  return cascade ? normalize(tree, out) : out;
}

/** Parents that are not checked but have a checked descendant (el-tree's half-checked keys). */
export function halfChecked(tree: readonly TreeNode[], checked: ReadonlySet<number>): Set<number> {
  const half = new Set<number>();
  const visit = (n: TreeNode): boolean => {
    let any = false;
    for (const c of n.children) if (visit(c)) any = true;
    if (any && !checked.has(n.id)) half.add(n.id);
    return any || checked.has(n.id);
  };
  tree.forEach(visit);
  return half;
}

/** The initial checks from the granted ids: with cascade, parents follow their children. */
export function initialChecked(tree: readonly TreeNode[], granted: readonly number[], cascade: boolean): Set<number> {
  const known = new Set(flatten(tree).map((n) => n.id));
  const set = new Set(granted.filter((id) => known.has(id)));
  return cascade ? normalize(tree, set) : set;
}

/** The menuIds of assign-role-menu: the checked nodes plus, with cascade, the half-checked parents; in tree order. */
export function grantPayload(tree: readonly TreeNode[], checked: ReadonlySet<number>, cascade: boolean): number[] {
  const half = cascade ? halfChecked(tree, checked) : new Set<number>();
  return flatten(tree)
    .map((n) => n.id)
    .filter((id) => checked.has(id) || half.has(id));
}
