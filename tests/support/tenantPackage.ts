import type { TestApp } from './testApp.ts';

/**
 * Gives a tenant's package buttons carrying these permission codes, through the API as the platform's admin would:
 * a resource a test declares has no seeded menu, and outside the platform tenant a role grants only the package's
 * menus (the tenant's tenant_admin role, admin2's in tenant 2, follows the package).
 */
export async function extendTenantPackage(t: TestApp, tenantId: number, permissions: readonly string[]): Promise<void> {
  const admin = (await t.login('admin', 'admin123', 1)).accessToken;
  const tenant = await t.call({ method: 'GET', url: `/admin-api/system/tenant/get?id=${tenantId}`, token: admin });
  const pkg = await t.call<{ id: number; menuIds: number[] }>({ method: 'GET', url: `/admin-api/system/tenant-package/get?id=${tenant.data.packageId}`, token: admin });
  const added: number[] = [];
  for (const permission of permissions) {
    const menu = await t.call<number>({ method: 'POST', url: '/admin-api/system/menu/create', token: admin, payload: { name: permission, permission, type: 3, sort: 1, parentId: 0, status: 0 } });
    if (menu.code !== 0) throw new Error(`menu ${permission}: ${menu.code} ${menu.msg}`);
    added.push(menu.data);
  }
  const updated = await t.call({ method: 'PUT', url: '/admin-api/system/tenant-package/update', token: admin, payload: { id: pkg.data.id, menuIds: [...pkg.data.menuIds, ...added] } });
  if (updated.code !== 0) throw new Error(`package ${pkg.data.id}: ${updated.code} ${updated.msg}`);
}
