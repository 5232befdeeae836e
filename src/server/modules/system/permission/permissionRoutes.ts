import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../user/userService.ts';
import { assignRoleMenus, assignUserRoles, requireRole, roleMenuIds, userRoleIds } from './permissionAssign.ts';

const ID = (title: string) => ({ type: 'integer', title, minimum: 1 });
const IDS = (title: string) => ({ type: 'array', title, items: { type: 'integer', minimum: 1 }, maxItems: 10_000 });

/**
 * Permission assignment (API-CONTRACT §3.3): which menus a role grants, which roles a user holds. Everything is
 * limited to the caller's tenant: another tenant's role or user answers "does not exist".
 */
export function permissionRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { roleId: number } }>('/system/permission/list-role-resources', {
      config: { access: 'system:permission:assign-role-menu' },
      schema: { querystring: { type: 'object', required: ['roleId'], properties: { roleId: ID('角色编号') } } },
    }, async (request) => {
      const scope = request.scope();
      return ok(await roleMenuIds(db, scope, await requireRole(scope, request.query.roleId), await request.tenantMenus()));
    });

    app.post<{ Body: { roleId: number; menuIds: number[] } }>('/system/permission/assign-role-menu', {
      config: { access: 'system:permission:assign-role-menu' },
      schema: { body: { type: 'object', required: ['roleId', 'menuIds'], properties: { roleId: ID('角色编号'), menuIds: IDS('菜单编号') } } },
    }, async (request) => {
      const scope = request.scope();
      const role = await requireRole(scope, request.body.roleId);
      await assignRoleMenus(db, scope, role.id, request.body.menuIds, request.loginUser!.id, await request.tenantMenus());
      return ok(true);
    });

    app.get<{ Querystring: { userId: number } }>('/system/permission/list-user-roles', {
      config: { access: 'system:permission:assign-user-role' },
      schema: { querystring: { type: 'object', required: ['userId'], properties: { userId: ID('用户编号') } } },
    }, async (request) => {
      const scope = request.scope();
      const user = await requireUser(scope, request.query.userId);
      return ok(await userRoleIds(scope, user.id));
    });

    app.post<{ Body: { userId: number; roleIds: number[] } }>('/system/permission/assign-user-role', {
      config: { access: 'system:permission:assign-user-role' },
      schema: { body: { type: 'object', required: ['userId', 'roleIds'], properties: { userId: ID('用户编号'), roleIds: IDS('角色编号') } } },
    }, async (request) => {
      const scope = request.scope();
      const user = await requireUser(scope, request.body.userId);
      const actor = { id: request.loginUser!.id, roles: await request.roles() };
      await assignUserRoles(scope, user.id, request.body.roleIds, actor);
      return ok(true);
    });
  };
}
