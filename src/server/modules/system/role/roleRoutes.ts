import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { RoleErrors } from '../systemErrors.ts';
import { routeField } from '../user/userService.ts';
import { assertNotSystemRole } from './roleHooks.ts';

/** `PUT /system/role/update-status` {id, status}: enabling or disabling a custom role of the tenant. */
export function roleRoutes(registry: ResourceRegistry) {
  return async function (app: FastifyInstance): Promise<void> {
    const status = routeField(registry.get('role').jsonSchema.properties.status);
    app.put<{ Body: { id: number; status: number } }>('/system/role/update-status', {
      config: { access: 'system:role:update' },
      schema: {
        body: { type: 'object', required: ['id', 'status'], additionalProperties: false, properties: { id: { type: 'integer', title: '角色编号', minimum: 1 }, status } },
      },
    }, async (request) => {
      const scope = request.scope();
      const role = await scope.selectFrom('systemRole').select(['id', 'type']).where('id', '=', request.body.id).where('deleted', '=', false).executeTakeFirst();
      if (!role) throw fail(RoleErrors.NOT_EXISTS);
      assertNotSystemRole(role);
      await scope.updateTable('systemRole')
        .set({ status: request.body.status, updater: String(request.loginUser!.id), updateTime: new Date() })
        .where('id', '=', role.id)
        .execute();
      return ok(true);
    });
  };
}
