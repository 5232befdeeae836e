import type { ErrorCode } from '../../../shared/errorCodes.ts';
import type { TenantScope } from '../../db/tenantScope.ts';
import { fail } from '../../http/errors.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../system/permission/permissionService.ts';


export interface DeputyBase {
  id: number;
  nickname: string;
  rendaNo: string | null;
}

/** Enabled users of the tenant who hold the deputy role, by deputy number. */
export async function listDeputies(scope: TenantScope): Promise<DeputyBase[]> {
  return scope.selectFrom('systemUsers')
    .select(['systemUsers.id', 'systemUsers.nickname', 'systemUsers.rendaNo'])
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', 0)
    .where('systemUsers.id', 'in', holdersOfRole(scope, DEPUTY_ROLE))
    .orderBy('systemUsers.rendaNo')
    .orderBy('systemUsers.id')
    .execute();
}

/**
 * The users chosen as deputies (an activity's participants, a station's deputies): each must be an enabled deputy of
 * the caller's tenant (a user of another tenant is not found through the tenant scope, so it is refused the same
 * way). The first one that is not names the refusal, `error` with that id for its `{}`.
 */
export async function assertDeputies(scope: TenantScope, userIds: unknown, error: ErrorCode): Promise<void> {
  if (!Array.isArray(userIds) || !userIds.length) return;
  const ids = userIds.map(Number);
  const found = await scope.selectFrom('systemUsers').select('systemUsers.id')
    .where('systemUsers.id', 'in', ids)
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', 0)
    .where('systemUsers.id', 'in', holdersOfRole(scope, DEPUTY_ROLE))
    .execute();
  const known = new Set(found.map((u) => Number(u.id)));
  const stranger = ids.find((id) => !known.has(id));
  if (stranger !== undefined) throw fail(error, String(stranger));
}
