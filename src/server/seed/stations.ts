import type { TenantScope } from '../db/tenantScope.ts';

/**
 * The demo's liaison stations (docs/stations.md) in tenant 1, each with a demo deputy stationed there. Their codes are
 * fixed, so a printed demo poster and the browser tests find them. Seeded once: a station already there is left alone.
 */
export const DEMO_STATIONS = [
  {
    code: 'CDSTATION1', name: '城东区东华街道人大代表联络站', areaCode: 'CD-01', deputy: 'deputy1',
    address: '城东区东华大街88号社区服务中心二层', longitude: 116.4102, latitude: 39.9153, contactPhone: '010-65123456',
    openingHours: '工作日 9:00-17:00', receptionDays: '每周三上午 9:00-11:30；每月15日全天',
  },
  {
    code: 'CXSTATION1', name: '城西区西城街道人大代表联络站', areaCode: 'CX-01', deputy: 'deputy2',
    address: '城西区西环路16号党群服务中心一层', longitude: 116.3521, latitude: 39.9127, contactPhone: '010-66234567',
    openingHours: '工作日 9:00-17:00', receptionDays: '每周五下午 14:30-17:00',
  },
] as const;

export async function seedStations(scope: TenantScope): Promise<void> {
  for (const s of DEMO_STATIONS) {
    const there = await scope.selectFrom('rendaStation').select('id').where('code', '=', s.code).where('deleted', '=', false).executeTakeFirst();
    if (there) continue;
    const area = await scope.selectFrom('rendaArea').select('id').where('code', '=', s.areaCode).where('deleted', '=', false).executeTakeFirst();
    const row = await scope.insertInto('rendaStation', {
      name: s.name, code: s.code, areaId: area?.id ?? null, address: s.address, longitude: s.longitude, latitude: s.latitude,
      contactPhone: s.contactPhone, openingHours: s.openingHours, receptionDays: s.receptionDays, status: 0, remark: null, creator: 'seed', updater: 'seed',
    }).returning('id').executeTakeFirstOrThrow();
    const deputy = await scope.selectFrom('systemUsers').select('id').where('username', '=', s.deputy).where('deleted', '=', false).executeTakeFirst();
    if (deputy) await scope.insertInto('rendaStationUser', { stationId: Number(row.id), userId: deputy.id, creator: 'seed', updater: 'seed' }).execute();
  }
}
