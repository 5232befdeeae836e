import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';
import { replaceRoleMenus } from '../permission/permissionAssign.ts';
import { TENANT_ADMIN_ROLE } from '../user/userProtection.ts';
import { MenuErrors, STATUS } from '../systemErrors.ts';

/** A package that may be given to a tenant: it exists and is enabled (yudao's validTenantPackage). Its menu ids. */
export async function usablePackage(db: Db, packageId: number): Promise<number[]> {
  const row = await db.selectFrom('systemTenantPackage').select(['name', 'status', 'menuIds']).where('id', '=', packageId).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw fail(TenantErrors.TENANT_PACKAGE_NOT_EXISTS);
  if (row.status !== STATUS.ENABLE) throw fail(TenantErrors.TENANT_PACKAGE_DISABLE, row.name);
  return row.menuIds.map(Number);
}

/** Every id must be a live menu (a package of menus that do not exist would grant nothing and say otherwise). */
export async function assertMenusExist(db: Db, menuIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(menuIds)];
  if (!wanted.length) return;
  const found = new Set((await db.selectFrom('systemMenu').select('id').where('id', 'in', wanted).where('deleted', '=', false).execute()).map((m) => m.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw fail({ code: MenuErrors.NOT_EXISTS.code, msg: `${MenuErrors.NOT_EXISTS.msg}：{}` }, missing.join(', '));
}

/**
 * A tenant's roles after its package changed (yudao's updateTenantRoleMenu): the tenant_admin role gets exactly the
 * package's menus, every other role keeps only the grants still inside it. Runs on the caller's connection, in the
 * write's transaction.
 */
export async function applyPackageToRoles(db: Db, tenantId: number, menuIds: readonly number[], actorId: number): Promise<void> {
  const scope = new TenantScope(db, tenantId);
  const inPackage = new Set(menuIds);
  const roles = await scope.selectFrom('systemRole').select(['id', 'code']).where('deleted', '=', false).execute();
  for (const role of roles) {
    if (role.code === TENANT_ADMIN_ROLE) {
      await replaceRoleMenus(scope, role.id, menuIds, actorId);
      continue;
    }
    const granted = await scope.selectFrom('systemRoleMenu').select('menuId').where('roleId', '=', role.id).where('deleted', '=', false).execute();
    const kept = granted.map((g) => g.menuId).filter((id) => inPackage.has(id));
    if (kept.length < granted.length) await replaceRoleMenus(scope, role.id, kept, actorId);
  }
}
