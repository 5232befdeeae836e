import type { TenantScope } from '../../db/tenantScope.ts';

/** The role whose holders are deputies (人大代表) in the demo seed and the deputy picker. */
export const DEPUTY_ROLE = 'deputy';

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
    .where('systemUsers.id', 'in', scope.selectFrom('systemUserRole')
      .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
      .select('systemUserRole.userId')
      .where('systemRole.code', '=', DEPUTY_ROLE)
      .where('systemRole.tenantId', '=', scope.tenantId)
      .where('systemRole.deleted', '=', false)
      .where('systemUserRole.deleted', '=', false))
    .orderBy('systemUsers.rendaNo')
    .orderBy('systemUsers.id')
    .execute();
}
