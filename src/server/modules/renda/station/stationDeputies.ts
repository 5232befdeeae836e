import type { TenantScope } from '../../../db/tenantScope.ts';

/** The deputy ids of each station, in the order they were chosen. */
export async function deputiesOf(scope: TenantScope, stationIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!stationIds.length) return result;
  const rows = await scope.selectFrom('rendaStationUser').select(['stationId', 'userId'])
    .where('stationId', 'in', [...stationIds]).where('deleted', '=', false).orderBy('id').execute();
  for (const row of rows) result.set(row.stationId, [...(result.get(row.stationId) ?? []), row.userId]);
  return result;
}

/** Makes the station's deputies exactly `userIds` (links no longer wanted soft-deleted, new ones added). */
export async function setStationDeputies(scope: TenantScope, stationId: number, userIds: readonly number[], actorId: number | string): Promise<void> {
  const current = (await deputiesOf(scope, [stationId])).get(stationId) ?? [];
  const gone = current.filter((id) => !userIds.includes(id));
  const added = [...new Set(userIds)].filter((id) => !current.includes(id));
  const actor = String(actorId);
  if (gone.length) {
    await scope.updateTable('rendaStationUser').set({ deleted: true, updater: actor, updateTime: new Date() })
      .where('stationId', '=', stationId).where('userId', 'in', gone).where('deleted', '=', false).execute();
  }
  if (added.length) await scope.insertInto('rendaStationUser', added.map((userId) => ({ stationId, userId, creator: actor, updater: actor }))).execute();
}

/** The names of a station's enabled deputies (the public page shows names only). */
export async function deputyNamesOf(scope: TenantScope, stationId: number): Promise<string[]> {
  const rows = await scope.selectFrom('rendaStationUser')
    .innerJoin('systemUsers', 'systemUsers.id', 'rendaStationUser.userId')
    .select(['systemUsers.nickname'])
    .where('rendaStationUser.stationId', '=', stationId)
    .where('rendaStationUser.deleted', '=', false)
    .where('systemUsers.deleted', '=', false)
    .where('systemUsers.status', '=', 0)
    .orderBy('rendaStationUser.id')
    .execute();
  return rows.map((r) => r.nickname);
}
