import type { Db } from '../../../db/database.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';

export interface TenantInfo {
  id: number;
  name: string;
  status: number;
  expireTime: Date;
}

export async function findTenantById(db: Db, id: number): Promise<TenantInfo | undefined> {
  return db.selectFrom('systemTenant')
    .select(['id', 'name', 'status', 'expireTime'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

export async function findTenantIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom('systemTenant').select('id').where('name', '=', name).where('deleted', '=', false).executeTakeFirst();
  return row?.id ?? null;
}

/** The checks of yudao's TenantFrameworkService.validTenant: exists, enabled, not expired. */
/** A tenant requests may act in: it exists, is enabled and has not expired (each refusal names the tenant). */
export function usableTenant(tenant: TenantInfo | undefined): TenantInfo {
  if (!tenant) throw fail(TenantErrors.TENANT_NOT_EXISTS);
  if (tenant.status !== 0) throw fail(TenantErrors.TENANT_DISABLE, tenant.name);
  if (tenant.expireTime.getTime() < Date.now()) throw fail(TenantErrors.TENANT_EXPIRE, tenant.name);
  return tenant;
}
