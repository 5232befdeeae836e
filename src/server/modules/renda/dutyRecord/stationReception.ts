import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { wallClockDate, wallClockMinute } from '../../../wallClock.ts';
import { haversineMetres, wgs84ToGcj02 } from '../activity/geo.ts';
import { DutyKind } from './dutyItems.ts';
import { DutyRecordErrors as E } from './dutyRecordErrors.ts';
import { syncDutySource } from './dutySources.ts';

/**
 * 联络站接待选民 (docs/duty-record.md "Sources"): a deputy stationed at a liaison station checks in there from the phone
 * when receiving voters, as at an activity — the browser's position, the distance measured by the server (the
 * activity's geo check) — once a day per station. The check-in is the record's item of kind 7. The station's
 * 接待日 is a free text (每周三上午), so the day is not checked against it; the place is.
 */

/** How far from the station's point a reception check-in may be. */
export const RECEPTION_RADIUS_METRES = 500;

/** The stations the caller is stationed at, with today's check-in there (the page's 接待签到 card). */
export async function myStations(scope: TenantScope, userId: number) {
  const today = wallClockDate(new Date());
  const rows = await scope.selectFrom('rendaStationUser')
    .innerJoin('rendaStation', 'rendaStation.id', 'rendaStationUser.stationId')
    .leftJoin('rendaStationReception as r', (j) => j.onRef('r.stationId', '=', 'rendaStation.id').on('r.deputyId', '=', userId)
      .on('r.receptionDay', '=', today).on('r.deleted', '=', false).on('r.tenantId', '=', scope.tenantId))
    .select(['rendaStation.id', 'rendaStation.name', 'rendaStation.address', 'rendaStation.receptionDays', 'rendaStation.longitude',
      'rendaStation.latitude', 'r.checkinTime', 'r.distance'])
    .where('rendaStationUser.userId', '=', userId).where('rendaStationUser.deleted', '=', false)
    .where('rendaStation.deleted', '=', false).where('rendaStation.status', '=', 0).where('rendaStation.tenantId', '=', scope.tenantId)
    .orderBy('rendaStation.id').execute();
  return rows.map((r) => ({ ...r, placed: r.longitude !== null && r.latitude !== null, radius: RECEPTION_RADIUS_METRES }));
}

export interface ReceptionInput {
  stationId: number;
  longitude: number;
  latitude: number;
}

/**
 * 接待签到: the caller must be stationed at the (enabled) station, within the radius of its point; once a day there
 * (the unique index on the day: two check-ins at once, one is written and the other told).
 */
export async function receptionCheckIn(scope: TenantScope, userId: number, input: ReceptionInput, map: MapConfig): Promise<{ id: number; distance: number }> {
  return scope.transaction(async (txScope) => {
    const station = await txScope.selectFrom('rendaStation').select(['id', 'name', 'longitude', 'latitude'])
      .where('id', '=', input.stationId).where('deleted', '=', false).where('status', '=', 0).executeTakeFirst();
    if (!station) throw fail(E.RECEPTION_STATION_NOT_EXISTS);
    const stationed = await txScope.selectFrom('rendaStationUser').select('id').where('stationId', '=', station.id).where('userId', '=', userId)
      .where('deleted', '=', false).executeTakeFirst();
    if (!stationed) throw fail(E.RECEPTION_NOT_STATIONED, station.name);
    if (station.longitude === null || station.latitude === null) throw fail(E.RECEPTION_NO_PLACE, station.name);
    const [lng, lat] = map.provider === 'amap' ? wgs84ToGcj02(input.longitude, input.latitude) : [input.longitude, input.latitude];
    const distance = Math.round(haversineMetres(Number(station.longitude), Number(station.latitude), lng, lat));
    if (distance > RECEPTION_RADIUS_METRES) throw fail(E.RECEPTION_OUT_OF_RANGE, String(distance), String(RECEPTION_RADIUS_METRES));
    const now = new Date();
    const written = await txScope.insertInto('rendaStationReception', {
      stationId: station.id, deputyId: userId, receptionDay: wallClockDate(now), checkinTime: now, longitude: input.longitude, latitude: input.latitude,
      distance, creator: String(userId), updater: String(userId),
    }).onConflict((oc) => oc.columns(['tenantId', 'stationId', 'deputyId', 'receptionDay']).where('deleted', '=', false).doNothing())
      .returning('id').executeTakeFirst();
    if (!written) {
      const first = await txScope.selectFrom('rendaStationReception').select('checkinTime').where('stationId', '=', station.id)
        .where('deputyId', '=', userId).where('receptionDay', '=', wallClockDate(now)).where('deleted', '=', false).executeTakeFirst();
      throw fail(E.RECEPTION_ALREADY, station.name, first ? wallClockMinute(first.checkinTime) : '');
    }
    await syncDutySource(txScope, DutyKind.STATION_RECEPTION, Number(written.id));
    return { id: Number(written.id), distance };
  });
}
