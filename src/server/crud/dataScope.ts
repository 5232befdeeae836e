import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { TenantScope } from '../db/tenantScope.ts';
import { columnOf, type Resource } from '../../shared/manifest/types.ts';
import { SUPER_ADMIN_ROLE } from '../modules/system/permission/permissionService.ts';
import { childrenByParent, descendantsOf } from '../modules/system/dept/deptTree.ts';
import type { RowFilter } from './repository.ts';

/** yudao's DataScopeEnum: what a role lets its holders see of the rows that carry a department. */
export const DATA_SCOPE = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;

/** What a user may see: everything, or the rows of these departments and (self) their own rows. */
export interface DeptDataPermission {
  all: boolean;
  deptIds: Set<number>;
  self: boolean;
}

/**
 * The union of the user's enabled roles' data scopes (yudao's PermissionServiceImpl.getDeptDataPermission): one role
 * of 全部数据权限, or super_admin, sees all; otherwise the departments of every role add up, and 仅本人 adds the
 * user's own rows. A user without roles sees only their own rows.
 */
export async function deptDataPermission(scope: TenantScope, userId: number): Promise<DeptDataPermission> {
  const roles = await scope.selectFrom('systemUserRole')
    .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
    .select(['systemRole.code as code', 'systemRole.dataScope as dataScope', 'systemRole.dataScopeDeptIds as deptIds'])
    .where('systemUserRole.userId', '=', userId)
    .where('systemUserRole.deleted', '=', false)
    .where('systemRole.tenantId', '=', scope.tenantId)
    .where('systemRole.deleted', '=', false)
    .where('systemRole.status', '=', 0)
    .execute();
  const result: DeptDataPermission = { all: false, deptIds: new Set(), self: roles.length === 0 };
  if (roles.some((r) => r.code === SUPER_ADMIN_ROLE || Number(r.dataScope) === DATA_SCOPE.ALL)) return { ...result, all: true };
  const user = await scope.selectFrom('systemUsers').select('deptId').where('id', '=', userId).executeTakeFirst();
  const ownDept = user?.deptId ?? null;
  let children: Map<number, number[]> | undefined;
  for (const role of roles) {
    switch (Number(role.dataScope)) {
      case DATA_SCOPE.DEPT_CUSTOM:
        for (const id of role.deptIds ?? []) result.deptIds.add(Number(id));
        break;
      case DATA_SCOPE.DEPT_ONLY:
        if (ownDept !== null) result.deptIds.add(ownDept);
        break;
      case DATA_SCOPE.DEPT_AND_CHILD:
        if (ownDept === null) break;
        children ??= await childrenByParent(scope);
        for (const id of [ownDept, ...descendantsOf(children, ownDept)]) result.deptIds.add(id);
        break;
      default: // DATA_SCOPE.SELF, and anything unknown: the narrowest
        result.self = true;
    }
  }
  return result;
}

/**
 * The condition a resource that declares `dataScope` (its department and owner fields) puts on every statement for
 * the request's user: rows of the departments the roles allow, or the user's own. Nothing for resources without it,
 * for the platform's tenant-less requests, or for a user who may see everything.
 */
export async function dataScopeFilter(db: Db, resource: Resource, request: FastifyRequest): Promise<RowFilter | undefined> {
  const declared = resource.dataScope;
  if (!declared || request.tenantId === null || !request.loginUser) return undefined;
  const permission = await deptDataPermission(new TenantScope(db, request.tenantId), request.loginUser.id);
  if (permission.all) return undefined;
  const properties = resource.jsonSchema.properties;
  const deptColumn = columnOf(declared.dept, properties[declared.dept]);
  const owner = declared.owner;
  // creator is text; an owner id field is a number
  const me = owner && (properties[owner]?.type === 'integer' || owner === 'id') ? request.loginUser.id : String(request.loginUser.id);
  const deptIds = [...permission.deptIds];
  return (q) => q.where((eb) => {
    const allowed = [
      ...(deptIds.length ? [eb(deptColumn, 'in', deptIds)] : []),
      ...(permission.self && owner ? [eb(columnOf(owner, properties[owner]), '=', me)] : []),
    ];
    return allowed.length ? eb.or(allowed) : sql<boolean>`false`;
  });
}

/**
 * The same rule for a hand-written query of users (the deputy picker and the deputy lists): a condition on
 * `system_users` for the request's user, or undefined when they may see every user. Decision 38.
 */
export async function userDataScope(db: Db, request: FastifyRequest): Promise<((eb: ExpressionBuilder<Database, 'systemUsers'>) => Expression<SqlBool>) | undefined> {
  if (request.tenantId === null || !request.loginUser) return undefined;
  const me = request.loginUser.id;
  const permission = await deptDataPermission(new TenantScope(db, request.tenantId), me);
  if (permission.all) return undefined;
  const deptIds = [...permission.deptIds];
  return (eb) => {
    const allowed = [
      ...(deptIds.length ? [eb('systemUsers.deptId', 'in', deptIds)] : []),
      ...(permission.self ? [eb('systemUsers.id', '=', me)] : []),
    ];
    return allowed.length ? eb.or(allowed) : sql<SqlBool>`false`;
  };
}
