import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { listDeputies } from '../deputies.ts';

export const GroupErrors = {
  NOT_EXISTS: { code: 1010003000, msg: '代表小组不存在' },
  NOT_DEPUTY: { code: 1010003001, msg: '只能把人大代表加入代表小组，以下用户不是代表：{}' },
};

async function memberIds(scope: TenantScope, groupIds: readonly number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>();
  if (!groupIds.length) return members;
  const rows = await scope.selectFrom('rendaGroupUser').select(['groupId', 'userId']).where('groupId', 'in', [...groupIds]).where('deleted', '=', false).orderBy('id').execute();
  for (const row of rows) members.set(row.groupId, [...(members.get(row.groupId) ?? []), row.userId]);
  return members;
}

export const groupHooks: ResourceHooks = {
  afterRead: async (rows, ctx) => {
    const members = await memberIds(ctx.scope(), rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const userIds = members.get(Number(r.id)) ?? [];
      return { ...r, userIds, memberCount: userIds.length };
    });
  },
  // A deleted group leaves no members behind (same transaction as the delete).
  afterDelete: async (existing, ctx) => {
    await ctx.scope().deleteFrom('rendaGroupUser').where('groupId', '=', Number(existing.id)).execute();
  },
};

export function groupRoutes(db: Db, registry: ResourceRegistry) {
  const groups = registry.get('group');
  const scopeOf = (request: FastifyRequest) => request.scope();
  return async function (app: FastifyInstance): Promise<void> {
    // Replaces the members of a group with the given deputies, all at once.
    app.put<{ Body: { id: number; userIds: number[] } }>('/renda/group/updateuser', {
      config: { access: 'renda:group:update-user' },
      schema: {
        body: {
          type: 'object', required: ['id', 'userIds'],
          properties: {
            id: { type: 'integer', title: '小组编号', minimum: 1 },
            userIds: { type: 'array', title: '小组成员', maxItems: 2000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
          },
        },
      },
    }, async (request) => {
      const { id, userIds } = request.body;
      if (!(await repositoryFor(db, groups, request).get(id))) throw new ServiceError(GroupErrors.NOT_EXISTS.code, GroupErrors.NOT_EXISTS.msg);
      const deputies = new Set((await listDeputies(scopeOf(request))).map((d) => d.id));
      const strangers = userIds.filter((u) => !deputies.has(u));
      if (strangers.length) throw new ServiceError(GroupErrors.NOT_DEPUTY.code, GroupErrors.NOT_DEPUTY.msg.replace('{}', strangers.join('、')));
      await request.scope().transaction(async (scope) => {
        await scope.deleteFrom('rendaGroupUser').where('groupId', '=', id).execute();
        if (userIds.length) {
          const actor = String(request.loginUser!.id);
          await scope.insertInto('rendaGroupUser', userIds.map((userId) => ({ groupId: id, userId, creator: actor, updater: actor }))).execute();
        }
      });
      return ok(true);
    });

    // Every deputy of the tenant with the groups they belong to: the candidates of the member transfer.
    app.get('/renda/group/allUser', { config: { access: 'renda:group:query' } }, async (request) => {
      const scope = scopeOf(request);
      const deputies = await listDeputies(scope);
      const rows = await scope.selectFrom('rendaGroupUser').select(['groupId', 'userId']).where('deleted', '=', false).execute();
      return ok(deputies.map((d) => ({ ...d, groupIds: rows.filter((r) => r.userId === d.id).map((r) => r.groupId) })));
    });

    // Deputies who are in no group yet (see docs/decisions.md for this reading of the yudao-era name).
    app.get('/renda/group/allUserNotAreaSource', { config: { access: 'renda:group:query' } }, async (request) => {
      const scope = scopeOf(request);
      const grouped = new Set((await scope.selectFrom('rendaGroupUser').select('userId').where('deleted', '=', false).execute()).map((r) => r.userId));
      return ok((await listDeputies(scope)).filter((d) => !grouped.has(d.id)));
    });

    // Enabled groups with their members' base information, for pickers and reports.
    app.get('/renda/group/getDeputyGroupBaseList', { config: { access: 'renda:group:query' } }, async (request) => {
      const scope = scopeOf(request);
      const list = await repositoryFor(db, groups, request).list({ status: 0 });
      const members = await memberIds(scope, list.map((g) => Number(g.id)));
      const deputies = new Map((await listDeputies(scope)).map((d) => [d.id, d]));
      return ok(list.map((g) => ({
        id: g.id, name: g.name, delegationType: g.delegationType,
        users: (members.get(Number(g.id)) ?? []).map((u) => deputies.get(u)).filter((d) => d !== undefined),
      })));
    });
  };
}
