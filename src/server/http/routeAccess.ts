import type { FastifyRequest, FastifySchema } from 'fastify';
import type { TenantScope } from '../db/tenantScope.ts';
import type { ErrorCode } from '../../shared/errorCodes.ts';

/**
 * Who may call a route, declared on every route as `config.access`:
 * - `'public'`: anyone (sign-in, captcha, health);
 * - `'login'`: any signed-in user (their own profile, menus, dictionaries);
 * - a permission code such as `'infra:config:query'`: a signed-in user whose roles grant it.
 * The server refuses to start when an /admin-api route declares nothing (see security.ts).
 */
export type RouteAccess = 'public' | 'login' | `${string}:${string}:${string}`;

export interface LoginUser {
  id: number;
  tenantId: number;
  userType: number;
}

/** A role as the request filter sees it. */
export interface RoleRef {
  id: number;
  code: string;
}

/** The menus a tenant may use: null (all) for the platform tenant. */
export type MenuSet = ReadonlySet<number> | null;

/** The live session behind an access token. */
export interface SessionToken {
  userId: number;
  tenantId: number;
  userType: number;
}

/**
 * What the request filter needs to know, given to it by the module that owns tokens, tenants and permissions
 * (modules/system's AuthorizationCache), so this layer depends on nothing above it.
 */
export interface AccessFacts {
  findAccessToken(token: string): Promise<SessionToken | null>;
  /** Whether requests may act in the tenant (else throws its refusal), and whether it is the platform's own. */
  usableTenant(tenantId: number): Promise<{ platform: boolean }>;
  rolesOf(tenantId: number, userId: number): Promise<RoleRef[]>;
  permits(tenantId: number, roles: readonly RoleRef[], permission: string): Promise<boolean>;
  tenantMenus(tenantId: number): Promise<MenuSet>;
  /** Forgets what is cached, after a change to roles, grants, menus or tenants. */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route needs no tenant (yudao's tenant ignore list): captcha, tenant lookup by name, health. */
    tenantIgnore?: boolean;
    /**
     * Only users of the platform tenant may call the route; others get this refusal (403). Writes to the shared
     * tables (menus, dictionaries, configuration) and the tenant screens carry it: crud/routes.ts sets it from the
     * manifest, hand-written routes use PLATFORM_ONLY (security.ts).
     */
    platformOnly?: ErrorCode;
    /**
     * A second permission that admits a caller too; the route then answers them less (an approver lists, through
     * the user list, only the people a task may go to: issue 40). Read with `admittedByAlso`.
     */
    alsoPermission?: `${string}:${string}:${string}`;
    /** Parameters of this route the operation and API logs mask besides passwords and tokens (an SMS or OAuth2 `code`). */
    secretArgs?: readonly string[];
    /**
     * A route that serves paths known only at run time (the code generator's resources): the request filter asks it
     * for the access of the request's path; null is an unknown path, left to the 404 handler.
     */
    runtimeAccess?: (request: FastifyRequest) => Promise<{ access: RouteAccess; platformOnly?: ErrorCode } | null>;
  }
  interface FastifyRequest {
    /** The request's tenant: from the tenant-id header, else from the token. */
    tenantId: number | null;
    loginUser: LoginUser | null;
    /** Tenant-scoped queries for this request; throws when the request has no tenant. */
    scope(): TenantScope;
    /** The signed-in user's enabled roles (cached briefly: see AccessFacts). */
    roles(): Promise<RoleRef[]>;
    /** Whether the signed-in user holds a permission code (super admin: every code). */
    hasPermission(permission: string): Promise<boolean>;
    /** The request's tenant is the platform's own (package 0): it alone manages shared data and tenants. */
    platformTenant: boolean;
    /** The menus the request's tenant may use: null (all) for the platform tenant, else its package's. */
    tenantMenus(): Promise<MenuSet>;
  }
  interface FastifyInstance {
    /** The request filter's cached tenants, roles and permissions; `clear()` after changing them behind the API. */
    authorization: AccessFacts;
    /** Every registered /admin-api route (HEAD twins left out), in registration order. */
    routeTable: readonly RouteEntry[];
  }
}

/** One registered API route as the security hook saw it: what the test harness walks. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** A second permission that also admits (config.alsoPermission). */
  alsoPermission?: string;
  tenantIgnore: boolean;
  /** Refused to every tenant but the platform's (config.platformOnly). */
  platformOnly: boolean;
  schema?: FastifySchema;
}

export function isPermissionCode(access: string): boolean {
  return /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){2}$/.test(access);
}

/** Whether the caller was let in by the route's second permission only (config.alsoPermission), not by its own. */
export async function admittedByAlso(request: FastifyRequest): Promise<boolean> {
  const { access, alsoPermission } = request.routeOptions.config;
  return Boolean(alsoPermission) && Boolean(access) && isPermissionCode(access!) && !(await request.hasPermission(access!));
}
