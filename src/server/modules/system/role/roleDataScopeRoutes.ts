import type { FastifyInstance } from 'fastify';
import { DATA_SCOPE } from '../../../crud/dataScope.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { DeptErrors, RoleErrors } from '../systemErrors.ts';
import { assertNotSystemRole } from './roleHooks.ts';

const SCOPES = Object.values(DATA_SCOPE);

/**
 * `POST /system/permission/assign-role-data-scope` {roleId, dataScope, dataScopeDeptIds}: what the role's holders see
 * of the lists that carry a department (crud/dataScope.ts enforces it). The departments are kept only for 指定部门
 * (2) and must be live departments of the tenant; built-in roles are not changed (yudao's updateRoleDataScope).
 */
export function roleDataScopeRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: { roleId: number; dataScope: number; dataScopeDeptIds?: number[] } }>('/system/permission/assign-role-data-scope', {
      config: { access: 'system:permission:assign-role-data-scope' },
      schema: {
        body: {
          type: 'object', required: ['roleId', 'dataScope'],
          properties: {
            roleId: { type: 'integer', title: '角色编号', minimum: 1 },
            dataScope: { type: 'integer', title: '数据范围', enum: SCOPES, errorMessage: { enum: '数据范围只能是 1 到 5（全部、指定部门、本部门、本部门及以下、仅本人）' } },
            dataScopeDeptIds: { type: 'array', title: '数据范围(指定部门)', items: { type: 'integer', minimum: 1 }, maxItems: 10_000, uniqueItems: true },
          },
        },
      },
    }, async (request) => {
      const scope = request.scope();
      const { roleId, dataScope } = request.body;
      const role = await scope.selectFrom('systemRole').select(['id', 'type']).where('id', '=', roleId).where('deleted', '=', false).executeTakeFirst();
      if (!role) throw fail(RoleErrors.NOT_EXISTS);
      assertNotSystemRole(role);
      const deptIds = dataScope === DATA_SCOPE.DEPT_CUSTOM ? [...new Set(request.body.dataScopeDeptIds ?? [])] : [];
      if (deptIds.length) {
        const found = await scope.selectFrom('systemDept').select('id').where('id', 'in', deptIds).where('deleted', '=', false).execute();
        if (found.length !== deptIds.length) throw fail(DeptErrors.NOT_FOUND);
      }
      await scope.updateTable('systemRole')
        .set({ dataScope, dataScopeDeptIds: JSON.stringify(deptIds), updater: String(request.loginUser!.id), updateTime: new Date() })
        .where('id', '=', role.id)
        .execute();
      return ok(true);
    });
  };
}
