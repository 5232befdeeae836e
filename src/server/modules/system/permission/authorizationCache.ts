import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { AccessFacts, SessionToken } from '../../../http/routeAccess.ts';
import { TtlCache } from '../../../http/ttlCache.ts';
import { accessTokenFinder } from '../auth/tokenService.ts';
import { findTenantById, isPlatformTenant, packageMenuIds, usableTenant, type TenantInfo } from '../tenant/tenantService.ts';
import { getUserRoles, isSuperAdmin, permissionsOfMenus, permissionsOfRole, type TenantMenus, type UserRole } from './permissionService.ts';

/**
 * The facts the request filter (http/security.ts) asks on every request, given to it by this module, which owns
 * them: the session behind a token, the tenant, roles and permissions. Remembered for a few seconds: a tenant's state, its
 * package's menus, a user's roles, a role's permission codes (yudao keeps the same facts in local caches). The
 * access token itself is always looked up, so a logout or revocation takes effect at once everywhere.
 *
 * Freshness: any successful write under /system/ on this instance clears everything (role, grant, menu, user-role,
 * tenant and tenant package changes all live there); other instances see a change within the time-to-live
 * (AUTH_CACHE_TTL_SECONDS, default 5; 0 turns caching off).
 */
export class AuthorizationCache implements AccessFacts {
  readonly findAccessToken: (token: string) => Promise<SessionToken | null>;
  private readonly tenants: TtlCache<TenantInfo | undefined>;
  private readonly roles: TtlCache<UserRole[]>;
  private readonly permissions: TtlCache<ReadonlySet<string>>;
  private readonly packages: TtlCache<ReadonlySet<number>>;

  constructor(private readonly db: Db, ttlMs: number) {
    this.findAccessToken = accessTokenFinder(db);
    this.tenants = new TtlCache(ttlMs, 1000);
    this.roles = new TtlCache(ttlMs);
    this.permissions = new TtlCache(ttlMs, 1000);
    this.packages = new TtlCache(ttlMs, 1000);
  }

  tenant(id: number): Promise<TenantInfo | undefined> {
    return this.tenants.get(String(id), () => findTenantById(this.db, id));
  }

  /** The tenant if requests may act in it (else its refusal), and whether it is the platform's own. */
  async usableTenant(id: number): Promise<{ platform: boolean }> {
    return { platform: isPlatformTenant(usableTenant(await this.tenant(id))) };
  }

  rolesOf(tenantId: number, userId: number): Promise<UserRole[]> {
    return this.roles.get(`${tenantId}:${userId}`, () => getUserRoles(new TenantScope(this.db, tenantId), userId));
  }

  /** The menus the tenant may use: null (all) for the platform tenant, else its package's. */
  async tenantMenus(tenantId: number): Promise<TenantMenus> {
    const tenant = await this.tenant(tenantId);
    if (!tenant) return new Set();
    if (isPlatformTenant(tenant)) return null;
    return this.packages.get(String(tenant.packageId), () => packageMenuIds(this.db, tenant.packageId));
  }

  /**
   * `*:*:*` of the platform's super admin, or a permission granted to one of the roles through an enabled menu of
   * the tenant's package (the super admin of another tenant: any menu of the package).
   */
  async permits(tenantId: number, roles: readonly UserRole[], permission: string): Promise<boolean> {
    const within = await this.tenantMenus(tenantId);
    if (isSuperAdmin(roles)) {
      if (within === null) return true;
      return (await this.permissions.get(`${tenantId}:package`, () => permissionsOfMenus(this.db, within))).has(permission);
    }
    for (const role of roles) {
      const codes = await this.permissions.get(`${tenantId}:${role.id}`, () => permissionsOfRole(new TenantScope(this.db, tenantId), role.id, within));
      if (codes.has(permission)) return true;
    }
    return false;
  }

  clear(): void {
    this.tenants.clear();
    this.roles.clear();
    this.permissions.clear();
    this.packages.clear();
  }
}
