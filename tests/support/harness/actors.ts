import type { TestApp } from '../testApp.ts';

/** Who calls: a token (or none), the tenant header sent, and what the server says they may do. */
export interface Actor {
  kind: string;
  token?: string;
  tenantId: number;
  /** Their own tenant differs from the header's: every route that needs a user must refuse them. */
  crossTenant: boolean;
  /** Permission codes from get-permission-info; '*:*:*' for a super admin. */
  permissions: Set<string>;
  signedIn: boolean;
  /** Signed in to the platform tenant (tenant 1), the only one that may use platform-only routes. */
  platform: boolean;
}

export const ALL_PERMISSIONS = '*:*:*';

async function call(t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object, tenantId = 1) {
  const res = await t.call({ method, url: `/admin-api${url}`, token, payload, tenantId });
  if (res.code !== 0) throw new Error(`${method} ${url}: ${res.code} ${res.msg}`);
  return res.data;
}

/**
 * A lesser admin of tenant 1, made through the API as an operator would: a role with every system:user:* code and
 * system:role:query, and a user holding only it.
 */
export async function createLesserAdmin(t: TestApp, adminToken: string): Promise<{ username: string; password: string }> {
  const menus = await call(t, 'GET', '/system/menu/list', adminToken) as { id: number; permission: string }[];
  const menuIds = menus.filter((m) => m.permission?.startsWith('system:user:') || m.permission === 'system:role:query').map((m) => m.id);
  const roleId = await call(t, 'POST', '/system/role/create', adminToken, { name: '用户管理员', code: 'harness_user_admin', sort: 9 });
  await call(t, 'POST', '/system/permission/assign-role-menu', adminToken, { roleId, menuIds });
  const user = { username: 'lesser1', password: 'lesser123' };
  const userId = await call(t, 'POST', '/system/user/create', adminToken, { ...user, nickname: '次级管理员' });
  await call(t, 'POST', '/system/permission/assign-user-role', adminToken, { userId, roleIds: [roleId] });
  return user;
}

/** Signs a user in and asks the server what they may do. */
export async function signedInActor(t: TestApp, kind: string, username: string, password: string, tenantId = 1, headerTenantId = tenantId): Promise<Actor> {
  const { accessToken } = await t.login(username, password, tenantId);
  const info = await call(t, 'GET', '/system/auth/get-permission-info', accessToken, undefined, tenantId) as { permissions: string[] };
  return { kind, token: accessToken, tenantId: headerTenantId, crossTenant: headerTenantId !== tenantId, permissions: new Set(info.permissions), signedIn: true, platform: tenantId === 1 };
}

export const anonymous: Actor = { kind: 'no token', tenantId: 1, crossTenant: false, permissions: new Set(), signedIn: false, platform: false };

/** Whether the route's declared access lets this actor through (the expectation the matrix checks). */
export function expectedAllowed(route: { access: string; alsoPermission?: string; platformOnly: boolean }, actor: Actor): boolean {
  const { access } = route;
  if (access === 'public') return true;
  if (!actor.signedIn || actor.crossTenant) return false;
  if (route.platformOnly && !actor.platform) return false;
  if (access === 'login') return true;
  return actor.permissions.has(ALL_PERMISSIONS) || actor.permissions.has(access) || (route.alsoPermission !== undefined && actor.permissions.has(route.alsoPermission));
}
