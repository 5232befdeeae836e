import type { ErrorCode } from '../../../../shared/errorCodes.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { heldRoles, SUPER_ADMIN_ROLE, type UserRole } from '../permission/permissionService.ts';
import { RoleErrors, UserErrors } from '../systemErrors.ts';

/** The administrator of a tenant other than the platform's (yudao's RoleCodeEnum.TENANT_ADMIN). */
export const TENANT_ADMIN_ROLE = 'tenant_admin';

interface Guard {
  /** Who holds this role … */
  role: string;
  /** … may be changed only by holders of one of these. */
  by: readonly string[];
  /** Refusal when the account holds the role. */
  account: ErrorCode;
  /** Refusal when the role itself would be granted or taken away. */
  grant: ErrorCode;
}

/**
 * Who may change whom (issue 14, hole 2). Without this rule anyone who may manage users could take over the most
 * powerful account: reset its password, disable or delete it, or change its roles.
 */
const GUARDS: readonly Guard[] = [
  { role: SUPER_ADMIN_ROLE, by: [SUPER_ADMIN_ROLE], account: UserErrors.ONLY_SUPER_ADMIN_MANAGES_SUPER_ADMIN, grant: RoleErrors.ONLY_SUPER_ADMIN_GRANTS_SUPER_ADMIN },
  { role: TENANT_ADMIN_ROLE, by: [SUPER_ADMIN_ROLE, TENANT_ADMIN_ROLE], account: UserErrors.ONLY_TENANT_ADMIN_MANAGES_TENANT_ADMIN, grant: RoleErrors.ONLY_TENANT_ADMIN_GRANTS_TENANT_ADMIN },
];

const refusal = (actorRoles: readonly UserRole[], codes: Iterable<string>, kind: 'account' | 'grant'): ErrorCode | undefined => {
  const held = new Set(codes);
  const guard = GUARDS.find((g) => held.has(g.role) && !actorRoles.some((r) => g.by.includes(r.code)));
  return guard?.[kind];
};

/**
 * Throws 403 unless the actor (their enabled roles) may change the user: password, status, profile fields, roles,
 * deletion, import with update. Every route that changes another user calls this before writing.
 */
export async function assertMayManage(scope: TenantScope, actorRoles: readonly UserRole[], targetUserId: number): Promise<void> {
  const error = refusal(actorRoles, (await heldRoles(scope, targetUserId)).map((r) => r.code), 'account');
  if (error) throw fail(error);
}

/** Throws 403 unless the actor may grant or take away every one of these role codes. */
export function assertMayGrant(actorRoles: readonly UserRole[], roleCodes: Iterable<string>): void {
  const error = refusal(actorRoles, roleCodes, 'grant');
  if (error) throw fail(error);
}
