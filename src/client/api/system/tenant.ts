import { http } from '../http.ts';

/** Tenant id for a tenant name, or null when no such tenant exists. */
export function getTenantIdByName(name: string): Promise<number | null> {
  return http.get<number | null>('/system/tenant/get-id-by-name', { name }, { withToken: false });
}
