import type { TenantScope } from '../../../db/tenantScope.ts';

/** The participant ids of each activity, in the order they were chosen. */
export async function participantsOf(scope: TenantScope, activityIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!activityIds.length) return result;
  // the invited ones: deputies who signed up themselves are on the roster, not in the staff's choice (decision 96)
  const rows = await scope.selectFrom('rendaActivityUser').select(['activityId', 'userId'])
    .where('activityId', 'in', [...activityIds]).where('joinType', '=', 1).where('deleted', '=', false).orderBy('id').execute();
  for (const row of rows) result.set(row.activityId, [...(result.get(row.activityId) ?? []), row.userId]);
  return result;
}

/**
 * Makes the activity's invited participants exactly `userIds`: invitations no longer wanted are removed (soft delete),
 * new ones added; a deputy who had signed up and is now chosen keeps the link, which becomes an invitation (not told
 * again). Sign-ups of deputies not chosen are left alone. Answers the ones newly linked (they are invited).
 */
export async function setParticipants(scope: TenantScope, activityId: number, userIds: readonly number[], actorId: number): Promise<number[]> {
  const current = (await participantsOf(scope, [activityId])).get(activityId) ?? [];
  const gone = current.filter((id) => !userIds.includes(id));
  const added = [...new Set(userIds)].filter((id) => !current.includes(id));
  const actor = String(actorId);
  if (gone.length) {
    await scope.updateTable('rendaActivityUser').set({ deleted: true, updater: actor, updateTime: new Date() })
      .where('activityId', '=', activityId).where('userId', 'in', gone).where('joinType', '=', 1).where('deleted', '=', false).execute();
  }
  if (!added.length) return added;
  const signedUp = (await scope.updateTable('rendaActivityUser').set({ joinType: 1, updater: actor, updateTime: new Date() })
    .where('activityId', '=', activityId).where('userId', 'in', added).where('deleted', '=', false).returning('userId').execute()).map((r) => r.userId);
  const fresh = added.filter((id) => !signedUp.includes(id));
  if (fresh.length) await scope.insertInto('rendaActivityUser', fresh.map((userId) => ({ activityId, userId, joinType: 1, creator: actor, updater: actor }))).execute();
  return fresh;
}
