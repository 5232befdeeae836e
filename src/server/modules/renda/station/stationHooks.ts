import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { codeTaken, newStationCode } from './stationCode.ts';
import { assertDeputies } from '../deputies.ts';
import { deputiesOf, setStationDeputies } from './stationDeputies.ts';
import { StationErrors } from './stationErrors.ts';

type Row = Record<string, unknown>;

const given = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * The code: kept in capitals, generated when left empty on create (kept when emptied on update), unique among the live stations of every tenant (the public
 * page finds the station by it alone). Checked here for a message naming it; the unique index of migration 0043
 * holds it under concurrent writes.
 */
async function settleCode(values: Row, db: Parameters<typeof codeTaken>[0], exceptId?: number): Promise<void> {
  if (exceptId !== undefined && !given(values.code)) {
    // an update that leaves the code alone, or empties it: the printed posters keep working
    delete values.code;
    return;
  }
  let code = typeof values.code === 'string' ? values.code.trim().toUpperCase() : '';
  if (!code) {
    do code = newStationCode();
    while (await codeTaken(db, code));
  } else if (await codeTaken(db, code, exceptId)) {
    throw fail(StationErrors.CODE_TAKEN, code);
  }
  values.code = code;
}

async function assertArea(scope: TenantScope, areaId: unknown): Promise<void> {
  if (!given(areaId)) return;
  const area = await scope.selectFrom('rendaArea').select('id').where('id', '=', Number(areaId)).where('deleted', '=', false).executeTakeFirst();
  if (!area) throw fail(StationErrors.AREA_NOT_EXISTS);
}

function assertStation(next: Row): void {
  if (given(next.longitude) !== given(next.latitude)) throw fail(StationErrors.COORDINATES_INCOMPLETE);
}

/** Liaison stations (docs/stations.md): the code, the area of the tenant, the deputies kept in renda_station_user. */
export const stationHooks: ResourceHooks = {
  beforeCreate: async (values, { db, scope }) => {
    assertStation(values);
    await settleCode(values, db);
    await assertArea(scope(), values.areaId);
    await assertDeputies(scope(), values.deputyIds, StationErrors.NOT_DEPUTY);
    return values;
  },
  beforeUpdate: async (values, existing, { db, scope }) => {
    assertStation({ ...existing, ...values });
    await settleCode(values, db, Number(existing.id));
    await assertArea(scope(), values.areaId);
    await assertDeputies(scope(), values.deputyIds, StationErrors.NOT_DEPUTY);
    return values;
  },
  afterCreate: async (id, values, { scope, request }) => {
    if (Array.isArray(values.deputyIds)) await setStationDeputies(scope(), id, values.deputyIds.map(Number), request.loginUser!.id);
  },
  afterUpdate: async (id, values, _existing, { scope, request }) => {
    if (Array.isArray(values.deputyIds)) await setStationDeputies(scope(), id, values.deputyIds.map(Number), request.loginUser!.id);
  },
  afterDelete: async (existing, { scope, request }) => {
    await setStationDeputies(scope(), Number(existing.id), [], request.loginUser!.id);
  },
  afterRead: async (rows, { scope }) => {
    const deputies = await deputiesOf(scope(), rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const ids = deputies.get(Number(r.id)) ?? [];
      return { ...r, deputyIds: ids, deputyCount: ids.length };
    });
  },
};
