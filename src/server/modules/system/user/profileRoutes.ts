import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { revokeOtherSessions, USER_TYPE_ADMIN } from '../auth/tokenService.ts';
import { boundAccounts } from '../social/socialService.ts';
import { bearerToken } from '../../../http/security.ts';
import { postIdsOf } from '../dept/postHooks.ts';
import { UserErrors } from '../systemErrors.ts';
import { profileUpdater } from './profileUpdate.ts';
import { requireUser, routeField, setPassword } from './userService.ts';


/**
 * The signed-in user's own account (access 'login'): read it, change the profile fields, change the password
 * after proving the old one. Field rules are the user schema's; mobile and email stay unique in the tenant.
 */
export function profileRoutes(db: Db, registry: ResourceRegistry) {
  const resource = registry.get('user');
  const properties = resource.jsonSchema.properties;
  const updateProfile = profileUpdater(db, registry);

  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/user/profile/get', { config: { access: 'login' } }, async (request) => {
      const user = await repositoryFor(db, resource, request).get(request.loginUser!.id);
      if (!user) throw fail(UserErrors.NOT_EXISTS);
      const roles = await request.scope().selectFrom('systemUserRole')
        .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
        .select(['systemRole.id as id', 'systemRole.name as name'])
        .where('systemUserRole.userId', '=', user.id as number)
        .where('systemUserRole.deleted', '=', false)
        .where('systemRole.deleted', '=', false)
        .orderBy('systemRole.sort')
        .execute();
      // yudao's UserProfileRespVO: the department and posts as {id, name}
      const postIds = (await postIdsOf(request.scope(), [Number(user.id)])).get(Number(user.id)) ?? [];
      const posts = postIds.length
        ? await request.scope().selectFrom('systemPost').select(['id', 'name']).where('id', 'in', postIds).where('deleted', '=', false).orderBy('sort').execute()
        : [];
      // the personal centre's card names the tenant the user signed in to
      const tenant = await db.selectFrom('systemTenant').select(['id', 'name']).where('id', '=', request.tenantId!).executeTakeFirst();
      // v1.6.2's 第三方应用 tab marks a social type bound by `socialUsers[].type` and unbinds by its `openid`
      const socialUsers = (await boundAccounts(request.scope(), Number(user.id), USER_TYPE_ADMIN)).map(({ type, openid }) => ({ type, openid }));
      return ok({ ...user, roles, dept: user.deptId ? { id: user.deptId, name: user.deptName ?? null } : null, posts, tenant: tenant ?? null, socialUsers });
    });

    app.put<{ Body: Record<string, unknown> }>('/system/user/profile/update', {
      config: { access: 'login' },
      schema: { body: { type: 'object' } },
    }, async (request) => {
      await updateProfile({ userId: request.loginUser!.id, tenantId: request.tenantId! }, request.body);
      return ok(true);
    });

    const password = routeField(properties.password);
    app.put<{ Body: { oldPassword: string; newPassword: string } }>('/system/user/profile/update-password', {
      config: { access: 'login' },
      schema: {
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword'],
          additionalProperties: false,
          properties: { oldPassword: { ...password, title: '旧密码' }, newPassword: { ...password, title: '新密码' } },
        },
      },
    }, async (request) => {
      const scope = request.scope();
      const user = await requireUser(scope, request.loginUser!.id);
      if (!(await verifyPassword(user.password, request.body.oldPassword))) throw fail(UserErrors.PASSWORD_FAILED);
      // the user's own choice: a temporary password an administrator gave is replaced
      await setPassword(scope, user.id, request.body.newPassword, user.id, { revoke: false, resetRequired: false });
      // Whoever else holds a session of this account (the reason to change a password) is signed out; this one stays.
      await revokeOtherSessions(scope, user.id, bearerToken(request) ?? '');
      return ok(true);
    });
  };
}
