import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { SUPER_ADMIN_ROLE } from '../permission/permissionService.ts';
import { RoleErrors } from '../systemErrors.ts';

/** yudao's RoleTypeEnum and RoleCodeEnum. */
export const ROLE_TYPE = { SYSTEM: 1, CUSTOM: 2 } as const;
export const RESERVED_ROLE_CODES = [SUPER_ADMIN_ROLE, 'tenant_admin'];
const DATA_SCOPE_ALL = 1;

export function assertNotSystemRole(role: Record<string, unknown>): void {
  if (Number(role.type) === ROLE_TYPE.SYSTEM) throw fail(RoleErrors.CAN_NOT_UPDATE_SYSTEM_TYPE);
}

/** Removes every user and menu link of a role (soft delete: the link rows are audited). */
export async function detachRole(scope: TenantScope, roleId: number, actorId: number): Promise<void> {
  const set = { deleted: true, updater: String(actorId), updateTime: new Date() };
  await scope.updateTable('systemUserRole').set(set).where('roleId', '=', roleId).where('deleted', '=', false).execute();
  await scope.updateTable('systemRoleMenu').set(set).where('roleId', '=', roleId).where('deleted', '=', false).execute();
}

/**
 * yudao's RoleService rules on the generic role routes: roles made here are custom, with the reserved codes refused;
 * built-in roles (from the seed) are neither changed nor deleted; a deleted role's grants go with it. Duplicate
 * names and codes are the manifest's unique rules (1002002001/002, with the value in the message).
 */
export const roleHooks: ResourceHooks = {
  beforeCreate: (values) => {
    if (RESERVED_ROLE_CODES.includes(String(values.code))) throw fail(RoleErrors.CODE_RESERVED, values.code);
    return { ...values, type: ROLE_TYPE.CUSTOM, dataScope: DATA_SCOPE_ALL };
  },
  beforeUpdate: (_values, existing) => assertNotSystemRole(existing),
  beforeDelete: (existing) => assertNotSystemRole(existing),
  afterDelete: async (existing, { scope, request }) => detachRole(scope(), Number(existing.id), request.loginUser!.id),
};
