import { PROJECT_REPOSITORY_PATH } from '../../modules/system/permission/projectRepository.ts';
import { menus } from './menus';
import type { MenuSeed, RoleSeed } from './types';

/**
 * Expands a grant the way an administrator means it: a directory brings its whole subtree, a page brings its
 * buttons, and every granted entry brings its ancestors (a page whose directory is not granted never shows).
 * Unknown ids throw, so a typo fails at start-up rather than silently granting less.
 */
export function withAncestorsAndButtons(menuIds: readonly number[], all: readonly MenuSeed[] = menus): number[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const children = new Map<number, MenuSeed[]>();
  for (const m of all) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);

  const granted = new Set<number>();
  const addSubtree = (id: number): void => {
    granted.add(id);
    for (const c of children.get(id) ?? []) addSubtree(c.id);
  };
  for (const id of menuIds) {
    const menu = byId.get(id);
    if (!menu) throw new Error(`role grant refers to unknown menu id ${id}`);
    if (menu.type === 1) addSubtree(id);
    else {
      granted.add(id);
      for (const c of children.get(id) ?? []) if (c.type === 3) granted.add(c.id);
    }
  }
  for (const id of [...granted]) {
    for (let parent = byId.get(id)?.parentId ?? 0; parent !== 0; parent = byId.get(parent)?.parentId ?? 0) {
      granted.add(parent);
    }
  }
  return [...granted].sort((a, b) => a - b);
}

/** Full route path of a menu: its ancestors' paths joined with '/'. */
function fullPath(menu: MenuSeed, byId: Map<number, MenuSeed>): string {
  const parent = byId.get(menu.parentId);
  if (!parent) return menu.path ?? '';
  return `${fullPath(parent, byId)}/${menu.path ?? ''}`;
}

/** Grants are written as route paths (readable, and they survive id renumbering); resolved to ids here. */
export function grant(paths: readonly string[]): number[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const byPath = new Map<string, number>();
  for (const m of menus) if (m.type !== 3) byPath.set(fullPath(m, byId), m.id);
  return withAncestorsAndButtons(
    paths.map((p) => {
      const id = byPath.get(p);
      if (id === undefined) throw new Error(`role grant refers to unknown menu path ${p}`);
      return id;
    }),
  );
}

/** Screens every signed-in role of the demo may open. */
export const COMMON = ['/user/profile', '/user/notify-message', '/preview-pdf'];

/**
 * For those who run the platform only: the source repository (项目仓库) means nothing to a deputy, a unit or the
 * staff (issue 38).
 */
export const ADMINISTRATION = [PROJECT_REPOSITORY_PATH];

/** Starting, following and handling one's own processes. */
const OWN_PROCESSES = ['/bpm/task', '/bpm/oa', '/bpm/process-instance/create', '/bpm/process-instance/detail'];

export const roles: RoleSeed[] = [
  {
    id: 1,
    name: '超级管理员',
    code: 'super_admin',
    sort: 1,
    type: 1,
    remark: '拥有全部菜单与权限（*:*:*）',
    menuIds: [],
  },
  {
    id: 2,
    name: '系统管理员',
    code: 'admin',
    sort: 2,
    type: 2,
    remark: '系统管理、基础设施与流程配置',
    menuIds: grant([
      '/system',
      '/infra',
      '/bpm/manager',
      '/dict/type/data/:dictId',
      '/job/log',
      '/codegen/edit/:tableId',
      ...COMMON,
      ...ADMINISTRATION,
    ]),
  },
  {
    id: 3,
    name: '代表联络工作人员',
    code: 'dbt',
    sort: 3,
    type: 2,
    remark: '代表团及联络机构工作人员：管理代表、小组、选区、问卷和建议议案，处理流程任务',
    menuIds: grant([
      '/renda',
      '/survey',
      '/proposal',
      '/selection/type/index/:areaId',
      '/preview',
      '/my-answer',
      '/print',
      '/preview-report',
      '/demos',
      ...OWN_PROCESSES,
      ...COMMON,
    ]),
  },
  {
    id: 4,
    name: '人大代表',
    code: 'deputy',
    sort: 4,
    type: 2,
    remark: '普通代表：填写问卷、查看答卷、提交和跟踪建议、处理自己的流程',
    menuIds: grant([
      '/renda/my-survey',
      '/renda/my-proposal',
      '/renda/my-report',
      '/renda/my-activity',
      '/renda/my-duty-register',
      '/renda/my-duty-record',
      '/renda/my-station-feedback',
      '/preview',
      '/my-answer',
      '/print',
      '/preview-report',
      '/proposal/create',
      '/proposal/detail',
      '/proposal/process-instance/detail',
      '/demos',
      ...OWN_PROCESSES,
      ...COMMON,
    ]),
  },
  {
    id: 6,
    name: '承办单位',
    code: 'handler',
    sort: 5,
    type: 2,
    remark: '承办单位负责人：办理交办的建议议案并答复',
    menuIds: grant([
      '/renda/handle-proposal',
      // the liaison-station feedback assigned to their unit: 答复 and 办结 (docs/station-feedback.md)
      '/renda/my-station-feedback',
      '/proposal/detail',
      '/proposal/process-instance/detail',
      '/print',
      ...OWN_PROCESSES,
      ...COMMON,
    ]),
  },
];
