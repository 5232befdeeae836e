import type { Db } from '../../../db/database.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';

export interface TenantInfo {
  id: number;
  name: string;
  status: number;
  expireTime: Date;
  /** The tenant's package; PLATFORM_PACKAGE_ID for the platform's own tenant. */
  packageId: number;
}

/** yudao's PACKAGE_ID_SYSTEM: the platform's own tenant, which may use every menu and manages the shared data. */
export const PLATFORM_PACKAGE_ID = 0;

export const isPlatformTenant = (tenant: { packageId: number } | undefined): boolean => tenant?.packageId === PLATFORM_PACKAGE_ID;

export async function findTenantById(db: Db, id: number): Promise<TenantInfo | undefined> {
  return db.selectFrom('systemTenant')
    .select(['id', 'name', 'status', 'expireTime', 'packageId'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

export async function findTenantIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom('systemTenant').select('id').where('name', '=', name).where('deleted', '=', false).executeTakeFirst();
  return row?.id ?? null;
}

/** A tenant requests may act in: it exists, is enabled and has not expired (each refusal names the tenant). */
export function usableTenant(tenant: TenantInfo | undefined): TenantInfo {
  if (!tenant) throw fail(TenantErrors.TENANT_NOT_EXISTS);
  if (tenant.status !== 0) throw fail(TenantErrors.TENANT_DISABLE, tenant.name);
  if (tenant.expireTime.getTime() < Date.now()) throw fail(TenantErrors.TENANT_EXPIRE, tenant.name);
  return tenant;
}

/**
 * The menu ids of a live package (whatever its status: disabling a package stops it being given to tenants, as in
 * yudao, not the tenants that have it). A missing package grants nothing.
 */
export async function packageMenuIds(db: Db, packageId: number): Promise<ReadonlySet<number>> {
  const row = await db.selectFrom('systemTenantPackage').select('menuIds').where('id', '=', packageId).where('deleted', '=', false).executeTakeFirst();
  return new Set((row?.menuIds ?? []).map(Number));
}
