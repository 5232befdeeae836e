import type { MenuSeed } from '../types';

// The three kinds of menu row in yudao's scheme, directory, page and button (../menus.ts explains the tree and its ids).

export type ButtonSpec = readonly [permission: string, name: string];

const ACTION_LABELS: Record<string, string> = {
  list: '列表',
  query: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  export: '导出',
  import: '导入',
};

/** Buttons named like yudao's seed: resource label + action label (用户查询, 用户新增, ...). */
export function crud(prefix: string, label: string, actions: readonly string[]): ButtonSpec[] {
  return actions.map((action) => [`${prefix}:${action}`, `${label}${ACTION_LABELS[action] ?? action}`] as const);
}

interface DirSpec {
  id: number;
  parentId: number;
  sort: number;
  name: string;
  path: string;
  icon: string;
  hidden?: boolean;
}

export function dir(d: DirSpec): MenuSeed {
  return {
    id: d.id,
    name: d.name,
    type: 1,
    sort: d.sort,
    parentId: d.parentId,
    path: d.path,
    icon: d.icon,
    component: null,
    visible: !d.hidden,
    keepAlive: true,
    alwaysShow: !d.hidden,
  };
}

interface PageSpec {
  id: number;
  parentId: number;
  sort: number;
  name: string;
  path: string;
  component: string;
  componentName: string;
  permission: string;
  icon: string;
  /** detail, edit and standalone pages: not in the sidebar and not kept alive */
  hidden?: boolean;
  activeMenu?: string;
}

export function page(p: PageSpec, buttons: readonly ButtonSpec[] = []): MenuSeed[] {
  if (buttons.length > 9) throw new Error(`menu ${p.id}: more than 9 buttons`);
  const self: MenuSeed = {
    id: p.id,
    name: p.name,
    permission: p.permission,
    type: 2,
    sort: p.sort,
    parentId: p.parentId,
    path: p.path,
    icon: p.icon,
    component: p.component,
    componentName: p.componentName,
    visible: !p.hidden,
    keepAlive: !p.hidden,
    ...(p.activeMenu ? { activeMenu: p.activeMenu } : {}),
  };
  const children = buttons.map(
    ([permission, name], i): MenuSeed => ({ id: p.id * 10 + i + 1, name, permission, type: 3, sort: i + 1, parentId: p.id }),
  );
  return [self, ...children];
}

/** Detail, edit and standalone pages: not in the sidebar. */
export const hidden = true;
