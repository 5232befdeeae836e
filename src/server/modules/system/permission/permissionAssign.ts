import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { MenuErrors, RoleErrors } from '../systemErrors.ts';
import { assertMayGrant, assertMayManage } from '../user/userProtection.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { heldRoles, SUPER_ADMIN_ROLE, type TenantMenus, type UserRole } from './permissionService.ts';

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** A live role of the scope's tenant; 角色不存在 otherwise (another tenant's role does not exist here). */
export async function requireRole(scope: TenantScope, roleId: number): Promise<{ id: number; code: string }> {
  const role = await scope.selectFrom('systemRole').select(['id', 'code']).where('id', '=', roleId).where('deleted', '=', false).executeTakeFirst();
  if (!role) throw fail(RoleErrors.NOT_EXISTS);
  return role;
}

/**
 * Menu ids a role grants (live menus of the tenant's package only); the super admin role grants every menu the
 * tenant may use.
 */
export async function roleMenuIds(db: Db, scope: TenantScope, role: { id: number; code: string }, within: TenantMenus): Promise<number[]> {
  let menus = db.selectFrom('systemMenu').select('systemMenu.id').where('systemMenu.deleted', '=', false).orderBy('systemMenu.id');
  if (within !== null) menus = menus.where('systemMenu.id', 'in', [...within, -1]);
  if (role.code === SUPER_ADMIN_ROLE) return (await menus.execute()).map((m) => m.id);
  const granted = scope.selectFrom('systemRoleMenu').select('menuId').where('roleId', '=', role.id).where('deleted', '=', false);
  return (await menus.where('systemMenu.id', 'in', granted).execute()).map((m) => m.id);
}

/**
 * Replaces a role's grants with `menuIds` (all must be live menus, and in a tenant other than the platform's, menus
 * of its package): removed links are soft-deleted, new ones added.
 */
export async function assignRoleMenus(db: Db, scope: TenantScope, roleId: number, menuIds: readonly number[], actorId: number, within: TenantMenus): Promise<void> {
  const wanted = unique(menuIds);
  if (wanted.length) {
    const found = await db.selectFrom('systemMenu').select('id').where('id', 'in', wanted).where('deleted', '=', false).execute();
    const missing = wanted.filter((id) => !found.some((m) => m.id === id));
    if (missing.length) throw fail({ code: MenuErrors.NOT_EXISTS.code, msg: `${MenuErrors.NOT_EXISTS.msg}：{}` }, missing.join(', '));
  }
  const outside = within === null ? [] : wanted.filter((id) => !within.has(id));
  if (outside.length) throw fail(TenantErrors.MENU_OUTSIDE_PACKAGE, outside.join(', '));
  await scope.transaction((inTx) => replaceRoleMenus(inTx, roleId, wanted, actorId));
}

/** The grant change itself, on the caller's connection (a tenant's creation and package change run it in theirs). */
export async function replaceRoleMenus(scope: TenantScope, roleId: number, menuIds: readonly number[], actorId: number): Promise<void> {
  const wanted = unique(menuIds);
  const current = await scope.selectFrom('systemRoleMenu').select(['id', 'menuId']).where('roleId', '=', roleId).where('deleted', '=', false).execute();
  const removed = current.filter((link) => !wanted.includes(link.menuId)).map((link) => link.id);
  const added = wanted.filter((id) => !current.some((link) => link.menuId === id));
  if (removed.length) {
    await scope.updateTable('systemRoleMenu').set({ deleted: true, updater: String(actorId), updateTime: new Date() }).where('id', 'in', removed).execute();
  }
  if (added.length) {
    await scope.insertInto('systemRoleMenu', added.map((menuId) => ({ roleId, menuId, creator: String(actorId), updater: String(actorId) }))).execute();
  }
}

/** Role ids a user holds (live roles of the tenant). */
export async function userRoleIds(scope: TenantScope, userId: number): Promise<number[]> {
  return (await heldRoles(scope, userId)).map((r) => r.id);
}

/**
 * Replaces a user's roles with `roleIds`, all live roles of the same tenant. Only a super admin may change a super
 * admin's roles or grant or take away the super admin role (otherwise anyone who may assign roles could make themself
 * all-powerful); the tenant admin role likewise (user/userProtection.ts).
 */
export async function assignUserRoles(scope: TenantScope, userId: number, roleIds: readonly number[], actor: { id: number; roles: readonly UserRole[] }): Promise<void> {
  const wanted = unique(roleIds);
  const roles = wanted.length ? await scope.selectFrom('systemRole').select(['id', 'code']).where('id', 'in', wanted).where('deleted', '=', false).execute() : [];
  if (roles.length !== wanted.length) throw fail(RoleErrors.NOT_EXISTS);
  await assertMayManage(scope, actor.roles, userId);
  await scope.transaction(async (inTx) => {
    const current = await inTx.selectFrom('systemUserRole')
      .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
      .select(['systemUserRole.id as id', 'systemUserRole.roleId as roleId', 'systemRole.code as code'])
      .where('systemUserRole.userId', '=', userId)
      .where('systemUserRole.deleted', '=', false)
      .execute();
    const removed = current.filter((link) => !wanted.includes(link.roleId));
    const added = roles.filter((role) => !current.some((link) => link.roleId === role.id));
    assertMayGrant(actor.roles, [...removed, ...added].map((r) => r.code));
    if (removed.length) {
      await inTx.updateTable('systemUserRole').set({ deleted: true, updater: String(actor.id), updateTime: new Date() }).where('id', 'in', removed.map((r) => r.id)).execute();
    }
    if (added.length) {
      await inTx.insertInto('systemUserRole', added.map((role) => ({ userId, roleId: role.id, creator: String(actor.id), updater: String(actor.id) }))).execute();
    }
  });
}
