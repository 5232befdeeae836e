import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Deputies' duty activities (issue 19 point 4, docs/activities.md): the manifest resource with its participants
 * (deputies of the tenant, chosen with the picker), the check-in circle's rules, and the map widget's configuration.
 */
describe('duty activities', () => {
  let t: TestApp;
  let staff: string;
  let deputy1: { accessToken: string; userId: number };
  let deputy2Id: number;
  let staffId: number;
  const start = Date.UTC(2026, 2, 1, 1, 0);
  const end = Date.UTC(2026, 2, 1, 4, 0);
  const activity = {
    title: '视察城东社区养老服务中心', activityType: '1', organizerType: '2', startTime: start, endTime: end,
    address: '北京市东城区东直门内大街1号', longitude: 116.4321, latitude: 39.9402, checkinRadius: 300, status: 0,
  };

  beforeAll(async () => {
    // The Leaflet provider with a tile server of the deployment's own: the map's configuration and the CSP follow it.
    t = await createTestApp({
      map: { provider: 'leaflet', center: [116.4, 39.9], tiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '示例地图', maxZoom: 19 }, geocoderUrl: 'https://geo.example.org' },
    });
    const s = await t.login('staff', 'staff123');
    staff = s.accessToken;
    staffId = s.userId;
    deputy1 = await t.login('deputy1', 'deputy123');
    deputy2Id = (await t.login('deputy2', 'deputy123')).userId;
  });
  afterAll(async () => t.close());

  const create = (body: Record<string, unknown>, token = staff, tenantId?: number) =>
    t.call<number>({ method: 'POST', url: '/admin-api/renda/activity/create', token, tenantId, payload: { ...activity, ...body } });
  const update = (body: Record<string, unknown>) => t.call({ method: 'PUT', url: '/admin-api/renda/activity/update', token: staff, payload: body });
  const get = (id: number, token = staff, tenantId?: number) => t.call<any>({ method: 'GET', url: `/admin-api/renda/activity/get?id=${id}`, token, tenantId });
  const page = (query: Record<string, string>) =>
    t.call<{ list: any[]; total: number }>({ method: 'GET', url: `/admin-api/renda/activity/page?${new URLSearchParams({ pageNo: '1', pageSize: '20', ...query })}`, token: staff });

  it('keeps an activity with its check-in circle and participants, changes only what an update gives, and deletes it with them', async () => {
    const created = await create({ participantIds: [deputy1.userId, deputy2Id] });
    expect(created.code, created.msg).toBe(0);
    const id = created.data;
    expect((await get(id)).data).toMatchObject({ ...activity, id, participantIds: [deputy1.userId, deputy2Id], participantCount: 2 });

    expect((await update({ id, checkinRadius: 800, participantIds: [deputy2Id] })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ title: activity.title, longitude: 116.4321, checkinRadius: 800, participantIds: [deputy2Id], participantCount: 1 });
    // an update without participants keeps them
    expect((await update({ id, remark: '带队：李秀英' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ remark: '带队：李秀英', participantIds: [deputy2Id] });

    // the list: filters by type and time range, and the count of participants
    const other = await create({ title: '专题调研', activityType: '2', startTime: Date.UTC(2026, 5, 1), endTime: Date.UTC(2026, 5, 2) });
    expect((await page({ activityType: '1' })).data.list.map((r) => r.id)).toEqual([id]);
    const june = await page({ 'startTime[0]': '2026-05-31 00:00:00', 'startTime[1]': '2026-06-30 00:00:00' });
    expect(june.data.list.map((r) => r.id)).toEqual([other.data]);
    expect((await page({ title: '养老' })).data.list[0]).toMatchObject({ id, participantCount: 1 });
    const excel = await t.app.inject({ method: 'GET', url: '/admin-api/renda/activity/export-excel', headers: { 'tenant-id': '1', authorization: `Bearer ${staff}` } });
    expect(excel.headers['content-type']).toContain('spreadsheetml');

    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/activity/delete?id=${id}`, token: staff })).code).toBe(0);
    expect(await get(id)).toMatchObject({ code: 1010008000, data: null, msg: '履职活动不存在' });
    const links = await t.db.selectFrom('rendaActivityUser').select('deleted').where('activityId', '=', id).execute();
    expect(links.map((l) => l.deleted)).toEqual([true, true]);
  });

  it('refuses a circle without a radius, coordinates out of range or half given, an end before the start, and participants who are not deputies of the tenant', async () => {
    expect(await create({ checkinRadius: 0 })).toMatchObject({ code: 400, msg: expect.stringContaining('签到半径（米）不能小于 1') });
    expect(await create({ checkinRadius: -5 })).toMatchObject({ code: 400, msg: expect.stringContaining('签到半径（米）不能小于 1') });
    expect(await create({ latitude: 91 })).toMatchObject({ code: 400, msg: expect.stringContaining('纬度不能大于 90') });
    expect(await create({ longitude: -180.5 })).toMatchObject({ code: 400, msg: expect.stringContaining('经度不能小于 -180') });
    expect(await create({ latitude: undefined })).toMatchObject({ code: 1010008002, data: null, msg: '经度和纬度须同时填写' });
    expect(await create({ endTime: start - 60_000 })).toMatchObject({ code: 1010008001, msg: '结束时间不能早于开始时间' });
    expect(await create({ activityType: '42' })).toMatchObject({ code: 400, msg: expect.stringContaining('活动类型') });
    // the staff member is a user of the tenant but no deputy
    expect(await create({ participantIds: [deputy1.userId, staffId] })).toMatchObject({ code: 1010008003, data: null, msg: `参加代表【${staffId}】不是本单位的人大代表` });
    // an address alone places an activity (no map service configured, no coordinates known)
    expect((await create({ longitude: undefined, latitude: undefined })).code).toBe(0);
  });

  it("keeps tenants apart and the screens to the staff: another tenant neither sees an activity nor picks this tenant's deputies", async () => {
    const id = (await create({})).data;
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect(await get(id, admin2, 2)).toMatchObject({ code: 1010008000, msg: '履职活动不存在' });
    expect(await create({ participantIds: [deputy1.userId] }, admin2, 2)).toMatchObject({ code: 1010008003, msg: `参加代表【${deputy1.userId}】不是本单位的人大代表` });
    const theirs = await create({}, admin2, 2);
    expect(theirs.code, theirs.msg).toBe(0);
    expect(await get(theirs.data)).toMatchObject({ code: 1010008000 });
    // a deputy has no activity screen
    expect(await create({}, deputy1.accessToken)).toMatchObject({ code: 403, msg: '没有该操作权限' });
    expect(await t.call({ method: 'GET', url: '/admin-api/renda/activity/map-config', token: deputy1.accessToken })).toMatchObject({ code: 403 });
  });

  it('tells the map widget its provider, and lets only the configured tile server and geocoder through the Content-Security-Policy', async () => {
    const config = await t.call({ method: 'GET', url: '/admin-api/renda/activity/map-config', token: staff });
    expect(config.data).toEqual({ provider: 'leaflet', center: [116.4, 39.9], tiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '示例地图', maxZoom: 19 }, geocoderUrl: 'https://geo.example.org' });
    const csp = String(config.raw.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org");
    expect(csp).toContain("connect-src 'self' https://geo.example.org");
    expect(csp).not.toContain('amap');
  });
});
