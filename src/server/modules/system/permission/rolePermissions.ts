import type { TenantScope } from '../../../db/tenantScope.ts';

const ENABLED = 0;

/** The permission codes a role grants: those of the enabled menus (buttons included) granted to it. */
export async function permissionsOfRole(scope: TenantScope, roleId: number): Promise<ReadonlySet<string>> {
  const rows = await scope.selectFrom('systemRoleMenu')
    .innerJoin('systemMenu', 'systemMenu.id', 'systemRoleMenu.menuId')
    .select('systemMenu.permission')
    .where('systemRoleMenu.roleId', '=', roleId)
    .where('systemRoleMenu.deleted', '=', false)
    .where('systemMenu.deleted', '=', false)
    .where('systemMenu.status', '=', ENABLED)
    .where('systemMenu.permission', '<>', '')
    .execute();
  return new Set(rows.map((r) => r.permission));
}
