import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { PostErrors, STATUS } from '../systemErrors.ts';

/** The posts given to a user: each must exist in the tenant and be enabled (yudao's PostService.validatePostList). */
export async function assertPostsUsable(scope: TenantScope, postIds: unknown): Promise<void> {
  if (!Array.isArray(postIds) || !postIds.length) return;
  const ids = postIds.map(Number);
  const found = await scope.selectFrom('systemPost').select(['id', 'name', 'status']).where('id', 'in', ids).where('deleted', '=', false).execute();
  for (const id of ids) {
    const post = found.find((p) => Number(p.id) === id);
    if (!post) throw fail(PostErrors.NOT_FOUND);
    if (post.status !== STATUS.ENABLE) throw fail(PostErrors.NOT_ENABLE, post.name);
  }
}

/** The post ids of each user, in the order they were given. */
export async function postIdsOf(scope: TenantScope, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!userIds.length) return result;
  const rows = await scope.selectFrom('systemUserPost').select(['userId', 'postId']).where('userId', 'in', [...userIds]).where('deleted', '=', false).orderBy('id').execute();
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.postId]);
  return result;
}

/** Makes the user's posts exactly `postIds`: links no longer wanted are removed (soft delete), new ones added. */
export async function setUserPosts(scope: TenantScope, userId: number, postIds: readonly number[], actorId: number): Promise<void> {
  const current = (await postIdsOf(scope, [userId])).get(userId) ?? [];
  const gone = current.filter((id) => !postIds.includes(id));
  const added = [...new Set(postIds)].filter((id) => !current.includes(id));
  const actor = String(actorId);
  if (gone.length) {
    await scope.updateTable('systemUserPost').set({ deleted: true, updater: actor, updateTime: new Date() })
      .where('userId', '=', userId).where('postId', 'in', gone).where('deleted', '=', false).execute();
  }
  if (added.length) await scope.insertInto('systemUserPost', added.map((postId) => ({ userId, postId, creator: actor, updater: actor }))).execute();
}

/** yudao's PostService rules: names and codes are the manifest's unique rules (1002005002/003). */
export const postHooks: ResourceHooks = {
  // A post that goes leaves no holders behind (same transaction as the delete).
  afterDelete: async (existing, { scope, request }) => {
    await scope().updateTable('systemUserPost').set({ deleted: true, updater: String(request.loginUser!.id), updateTime: new Date() })
      .where('postId', '=', Number(existing.id)).where('deleted', '=', false).execute();
  },
};
