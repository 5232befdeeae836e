import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { sql, type RawBuilder } from 'kysely';

export const SUPER_ADMIN_ROLE = 'super_admin';
/** The role whose holders are deputies (人大代表): the deputy picker, deputy groups. */
export const DEPUTY_ROLE = 'deputy';
export const ALL_PERMISSION = '*:*:*';
export const MENU_TYPE = { DIR: 1, MENU: 2, BUTTON: 3 } as const;
const ENABLED = 0;

export interface UserRole {
  id: number;
  code: string;
}

/** The live roles (of this tenant) a user holds, enabled or not. */
const rolesHeldBy = (scope: TenantScope, userId: number) => scope.selectFrom('systemUserRole')
  .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
  .select(['systemRole.id as id', 'systemRole.code as code'])
  .where('systemUserRole.userId', '=', userId)
  .where('systemUserRole.deleted', '=', false)
  .where('systemRole.tenantId', '=', scope.tenantId)
  .where('systemRole.deleted', '=', false);

/** The user's enabled roles in this tenant: what they may do now. */
export async function getUserRoles(scope: TenantScope, userId: number): Promise<UserRole[]> {
  return rolesHeldBy(scope, userId).where('systemRole.status', '=', ENABLED).orderBy('systemRole.sort').execute();
}

/**
 * Every role a user holds, enabled or not: who they are (a disabled super admin role is still the super admin's, and
 * enabling it again must not hand a lesser admin's changes super powers).
 */
export async function heldRoles(scope: TenantScope, userId: number): Promise<UserRole[]> {
  return rolesHeldBy(scope, userId).orderBy('systemRole.id').execute();
}

/** Ids of the users who hold a role (by code) in this tenant, as a subquery. */
export function holdersOfRole(scope: TenantScope, code: string) {
  return scope.selectFrom('systemUserRole')
    .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
    .select('systemUserRole.userId')
    .where('systemRole.tenantId', '=', scope.tenantId)
    .where('systemRole.code', '=', code)
    .where('systemRole.deleted', '=', false)
    .where('systemUserRole.deleted', '=', false);
}

export const isSuperAdmin = (roles: readonly UserRole[]): boolean => roles.some((r) => r.code === SUPER_ADMIN_ROLE);

/**
 * The menus a tenant may use: `null` for the platform tenant (every menu), else its package's menu ids. Every grant
 * is read through it: in a tenant other than the platform's, a role grants what it was given ∩ the package, and the
 * super admin role means "the whole package" (issue 14, hole 1).
 */
export type TenantMenus = ReadonlySet<number> | null;

/** Limits a query on system_menu to the tenant's menus. */
function withinTenant<Q extends { where(...args: any[]): Q }>(q: Q, within: TenantMenus, column = 'systemMenu.id'): Q {
  if (within === null) return q;
  return within.size ? q.where(column, 'in', [...within]) : q.where(column, '=', -1);
}

export interface MenuRow {
  id: number;
  parentId: number;
  name: string;
  permission: string;
  type: number;
  sort: number;
  path: string;
  icon: string;
  component: string | null;
  componentName: string | null;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  activeMenu: string;
}

/** Enabled menus granted to the roles within the tenant's menus; the super admin is granted all of those. */
export async function getGrantedMenus(scope: TenantScope, roles: readonly UserRole[], within: TenantMenus): Promise<MenuRow[]> {
  const all = scope.db
    .selectFrom('systemMenu')
    .select(['systemMenu.id', 'parentId', 'name', 'permission', 'type', 'sort', 'path', 'icon', 'component', 'componentName', 'visible', 'keepAlive', 'alwaysShow', 'activeMenu'])
    .where('systemMenu.deleted', '=', false)
    .where('systemMenu.status', '=', ENABLED)
    .orderBy('sort')
    .orderBy('systemMenu.id');
  const base = withinTenant(all, within);
  if (isSuperAdmin(roles)) return base.execute();
  if (roles.length === 0) return [];
  const granted = scope.selectFrom('systemRoleMenu')
    .select('menuId')
    .where('roleId', 'in', roles.map((r) => r.id))
    .where('deleted', '=', false);
  return base.where('systemMenu.id', 'in', granted).execute();
}

/**
 * Permission strings of the granted menus; the super admin of the platform tenant also gets the wildcard the yudao
 * UI knows (elsewhere the super admin holds exactly the package's codes, so the UI hides what the server refuses).
 */
export function permissionsOf(menus: readonly MenuRow[], roles: readonly UserRole[], within: TenantMenus): string[] {
  const set = new Set<string>();
  if (isSuperAdmin(roles) && within === null) set.add(ALL_PERMISSION);
  for (const menu of menus) if (menu.permission) set.add(menu.permission);
  return [...set];
}

export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName: string | null;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  /**
   * Directories only: whether one with a single child still shows as a group. A page never carries it, as a yudao
   * 1.6.2 server never sent it: that era's sidebar draws any entry with `alwaysShow` as an (empty) submenu.
   */
  alwaysShow?: boolean;
  /** Full path of the sidebar entry a hidden page highlights (yudao's route meta.activeMenu); '' for none. */
  activeMenu: string;
  children?: MenuNode[];
}

/** The route tree of list-menus: directories and pages only (buttons excluded), sorted, orphans dropped. */
export function buildMenuTree(menus: readonly MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const m of menus) {
    if (m.type === MENU_TYPE.BUTTON) continue;
    nodes.set(m.id, {
      id: m.id, parentId: m.parentId, name: m.name, path: m.path, component: m.component, componentName: m.componentName,
      icon: m.icon, visible: m.visible, keepAlive: m.keepAlive, activeMenu: m.activeMenu,
      ...(m.type === MENU_TYPE.DIR ? { alwaysShow: m.alwaysShow } : {}),
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else {
      const parent = nodes.get(node.parentId);
      if (parent) (parent.children ??= []).push(node);
    }
  }
  return roots;
}

/**
 * The permission codes a role grants: those of the enabled menus (buttons included) granted to it. With yudao's
 * strict rule, a code that no menu row carries is granted to nobody but the super admin (a typo in a route's code
 * cannot open it up). The request filter keeps these briefly (authorizationCache.ts).
 */
export async function permissionsOfRole(scope: TenantScope, roleId: number, within: TenantMenus): Promise<ReadonlySet<string>> {
  const query = scope.selectFrom('systemRoleMenu')
    .innerJoin('systemMenu', 'systemMenu.id', 'systemRoleMenu.menuId')
    .select('systemMenu.permission')
    .where('systemRoleMenu.roleId', '=', roleId)
    .where('systemRoleMenu.deleted', '=', false)
    .where('systemMenu.deleted', '=', false)
    .where('systemMenu.status', '=', ENABLED)
    .where('systemMenu.permission', '<>', '');
  const rows = await withinTenant(query, within).execute();
  return new Set(rows.map((r) => r.permission));
}

/** The permission codes of a set of menus (enabled ones): what the super admin holds in a non-platform tenant. */
export async function permissionsOfMenus(db: Db, menuIds: ReadonlySet<number>): Promise<ReadonlySet<string>> {
  const query = db.selectFrom('systemMenu').select('permission').where('deleted', '=', false).where('status', '=', ENABLED).where('permission', '<>', '');
  const rows = await withinTenant(query, menuIds, 'id').execute();
  return new Set(rows.map((r) => r.permission));
}

export async function countMenus(db: Db): Promise<number> {
  const row = await db.selectFrom('systemMenu').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The people someone who may not query users may still name (issue 14; a task handed on, issue 40 point 5): those
 * holding one of their roles (their peers) and the deputies (whom the deputy picker shows them anyway) — never an
 * administrator they do not share a role with. One condition on a `system_users` row, in plain SQL so that it serves
 * queries with the camel-case plugin and the repository's without.
 */
export async function peersAndDeputies(scope: TenantScope, userId: number): Promise<RawBuilder<boolean>> {
  const roleIds = (await getUserRoles(scope, userId)).map((r) => r.id);
  return sql<boolean>`system_users.id in (select ur.user_id from system_user_role ur join system_role r on r.id = ur.role_id
    where ur.tenant_id = ${scope.tenantId} and r.tenant_id = ${scope.tenantId} and not ur.deleted and not r.deleted
      and (ur.role_id in (${sql.join(roleIds.length ? roleIds : [-1])}) or r.code = ${DEPUTY_ROLE}))`;
}
