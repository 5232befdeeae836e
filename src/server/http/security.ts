import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { TenantScope } from '../db/tenantScope.ts';
import { GlobalErrors, TenantErrors } from '../../shared/errorCodes.ts';
import { fail } from './errors.ts';
import { API_PREFIX, isApiPath } from './errorHandler.ts';
import { isPermissionCode, type AccessFacts, type RouteEntry } from './routeAccess.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

function headerTenantId(request: FastifyRequest): number | null {
  const raw = request.headers['tenant-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw fail(TenantErrors.TENANT_NOT_EXISTS);
  return Number(value);
}

/**
 * The request filter of the yudao backend, in one place: resolve the tenant, authenticate the bearer token, compare
 * the token's tenant with the header's, then check the route's declared access. It runs in onRequest, before the
 * body is parsed, so an anonymous caller learns nothing from validation errors. Tokens, tenants and permissions are
 * the system module's facts, passed in (`authorization`).
 */
export function registerSecurity(app: FastifyInstance, db: Db, authorization: AccessFacts): void {
  app.decorate('authorization', authorization);
  app.decorateRequest('tenantId', null);
  app.decorateRequest('loginUser', null);
  app.decorateRequest('scope', function (this: FastifyRequest) {
    if (this.tenantId === null) throw fail(TenantErrors.TENANT_HEADER_MISSING);
    return new TenantScope(db, this.tenantId);
  });
  app.decorateRequest('roles', function (this: FastifyRequest) {
    if (!this.loginUser || this.tenantId === null) return Promise.resolve([]);
    return authorization.rolesOf(this.tenantId, this.loginUser.id);
  });
  app.decorateRequest('hasPermission', async function (this: FastifyRequest, permission: string) {
    if (!this.loginUser || this.tenantId === null) return false;
    return authorization.permits(this.tenantId, await this.roles(), permission);
  });
  app.decorateRequest('platformTenant', false);
  app.decorateRequest('tenantMenus', function (this: FastifyRequest) {
    return this.tenantId === null ? Promise.resolve(new Set<number>()) : authorization.tenantMenus(this.tenantId);
  });
  // Roles, grants, menus, user roles and tenants are all written under /system/: a write there drops the cached
  // facts before its response leaves, so the caller's next request already sees the change. Signing in and out
  // and captchas change none of them (and come in storms), so they leave the cache alone.
  const changesAuthorization = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD'
    && request.url.startsWith(`${API_PREFIX}/system/`)
    && !request.url.startsWith(`${API_PREFIX}/system/auth/`) && !request.url.startsWith(`${API_PREFIX}/system/captcha/`);
  app.addHook('onSend', async (request) => {
    if (changesAuthorization(request)) authorization.clear();
  });

  // Every API route as declared, for the test harness that walks them all (fuzz, permission matrix).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access || (access !== 'public' && access !== 'login' && !isPermissionCode(access))) {
      throw new Error(`路由 ${route.method} ${route.url} 未声明访问权限（config.access），或权限标识格式不正确：${String(access)}`);
    }
    if (route.config?.runtimeAccess) return; // its paths come and go at run time: not one route to walk
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue; // Fastify's automatic twin of a GET
      routeTable.push({
        method, url: route.url, access, alsoPermission: route.config?.alsoPermission, tenantIgnore: Boolean(route.config?.tenantIgnore),
        platformOnly: Boolean(route.config?.platformOnly), schema: route.schema,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    let config = request.routeOptions.config;
    if (config?.runtimeAccess) {
      const resolved = await config.runtimeAccess(request);
      if (!resolved) return; // no generated resource at this path: the 404 handler answers
      config = { ...config, ...resolved };
    }
    const access = config?.access;
    if (!access) return; // unknown API path: the 404 handler answers

    const headerTenant = headerTenantId(request);
    const token = bearerToken(request);
    const tokenInfo = token ? await authorization.findAccessToken(token) : null;

    if (tokenInfo) {
      if (headerTenant !== null && headerTenant !== tokenInfo.tenantId) throw fail(TenantErrors.TENANT_MISMATCH);
      request.loginUser = { id: tokenInfo.userId, tenantId: tokenInfo.tenantId, userType: tokenInfo.userType };
      request.tenantId = tokenInfo.tenantId;
    } else {
      request.tenantId = headerTenant;
    }

    if (!config.tenantIgnore) {
      if (request.tenantId === null) throw fail(TenantErrors.TENANT_HEADER_MISSING);
      request.platformTenant = (await authorization.usableTenant(request.tenantId)).platform;
    }

    if (access === 'public') return;
    if (!request.loginUser) throw fail(GlobalErrors.UNAUTHORIZED);
    // Before the permission: a tenant admin whose package happened to include the button still may not write
    // shared data, and learns why.
    if (config.platformOnly && !request.platformTenant) throw fail(config.platformOnly);
    if (access === 'login') return;
    if (await request.hasPermission(access)) return;
    if (!config.alsoPermission || !(await request.hasPermission(config.alsoPermission))) throw fail(GlobalErrors.FORBIDDEN);
  });
}
