import type { TenantScope } from '../../db/tenantScope.ts';
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
