import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { revokeUserTokens } from '../auth/tokenService.ts';
import { STATUS, UserErrors } from '../systemErrors.ts';
import { assertMayManage } from './userProtection.ts';
import { forcePasswordChange, requireUser, routeField, setPassword } from './userService.ts';

const ID = { type: 'integer', title: '用户编号', minimum: 1 };

/**
 * The account operations beside the generic user routes: an administrator resets a password (the user's sessions
 * end) and enables or disables an account (disabling ends the sessions; nobody disables themself). The field
 * rules come from the user schema, so they match the create form. Who may change whom: userProtection.ts.
 */
export function userRoutes(registry: ResourceRegistry) {
  return async function (app: FastifyInstance): Promise<void> {
    const fields = registry.get('user').jsonSchema.properties;

    app.put<{ Body: { id: number; password: string } }>('/system/user/update-password', {
      config: { access: 'system:user:update-password' },
      schema: { body: { type: 'object', required: ['id', 'password'], additionalProperties: false, properties: { id: ID, password: routeField(fields.password) } } },
    }, async (request) => {
      const scope = request.scope();
      const user = await requireUser(scope, request.body.id);
      await assertMayManage(scope, await request.roles(), user.id);
      await setPassword(scope, user.id, request.body.password, request.loginUser!.id, { revoke: true, resetRequired: await forcePasswordChange(scope.db) });
      return ok(true);
    });

    app.put<{ Body: { id: number; status: number } }>('/system/user/update-status', {
      config: { access: 'system:user:update' },
      schema: { body: { type: 'object', required: ['id', 'status'], additionalProperties: false, properties: { id: ID, status: routeField(fields.status) } } },
    }, async (request) => {
      const { id, status } = request.body;
      const scope = request.scope();
      await requireUser(scope, id);
      if (status === STATUS.DISABLE && id === request.loginUser!.id) throw fail(UserErrors.DISABLE_SELF);
      await assertMayManage(scope, await request.roles(), id);
      await scope.transaction(async (inTx) => {
        await inTx.updateTable('systemUsers')
          .set({ status, updater: String(request.loginUser!.id), updateTime: new Date() })
          .where('id', '=', id)
          .where('deleted', '=', false)
          .execute();
        if (status === STATUS.DISABLE) await revokeUserTokens(inTx, id);
      });
      return ok(true);
    });
  };
}
