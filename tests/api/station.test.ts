import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Deputies' liaison stations (issue 35 point 1, docs/stations.md): the manifest resource with its stationed deputies,
 * its code (the QR code's public key: generated when left empty, unique across tenants, kept in capitals), and the
 * A4 poster as PNG and PDF.
 */
describe('liaison stations', () => {
  let t: TestApp;
  let staff: string;
  let deputy1: { accessToken: string; userId: number };
  let deputy2Id: number;
  let staffId: number;
  const station = {
    name: '城东区测试街道人大代表联络站', address: '城东区测试路1号', longitude: 116.41, latitude: 39.91,
    contactPhone: '010-65000000', openingHours: '工作日 9:00-17:00', receptionDays: '每周二上午', status: 0,
  };

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://rd.example.gov.cn' });
    const s = await t.login('staff', 'staff123');
    staff = s.accessToken;
    staffId = s.userId;
    deputy1 = await t.login('deputy1', 'deputy123');
    deputy2Id = (await t.login('deputy2', 'deputy123')).userId;
  });
  afterAll(async () => t.close());

  const create = (body: Record<string, unknown>, token = staff, tenantId?: number) =>
    t.call<number>({ method: 'POST', url: '/admin-api/renda/station/create', token, tenantId, payload: { ...station, ...body } });
  const update = (body: Record<string, unknown>) => t.call({ method: 'PUT', url: '/admin-api/renda/station/update', token: staff, payload: body });
  const get = (id: number, token = staff, tenantId?: number) => t.call<any>({ method: 'GET', url: `/admin-api/renda/station/get?id=${id}`, token, tenantId });

  it('keeps a station with its deputies, generates a code when none is given, and deletes it with its links', async () => {
    const created = await create({ name: '联络站甲', deputyIds: [deputy1.userId, deputy2Id] });
    expect(created.code, created.msg).toBe(0);
    const id = created.data;
    const row = (await get(id)).data;
    expect(row).toMatchObject({ ...station, name: '联络站甲', deputyIds: [deputy1.userId, deputy2Id], deputyCount: 2 });
    expect(row.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    // an update without deputies keeps them; an emptied code keeps the printed posters working
    expect((await update({ id, deputyIds: [deputy2Id] })).code).toBe(0);
    expect((await update({ id, remark: '二楼', code: '' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ remark: '二楼', code: row.code, deputyIds: [deputy2Id], deputyCount: 1 });

    const page = await t.call<{ list: any[] }>({ method: 'GET', url: '/admin-api/renda/station/page?pageNo=1&pageSize=10&name=联络站甲', token: staff });
    expect(page.data.list).toMatchObject([{ id, deputyCount: 1 }]);
    const simple = await t.call<any[]>({ method: 'GET', url: '/admin-api/renda/station/list-all-simple', token: staff });
    expect(simple.data).toContainEqual({ id, name: '联络站甲' });

    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/station/delete?id=${id}`, token: staff })).code).toBe(0);
    expect(await get(id)).toMatchObject({ code: 1010009000, msg: '联络站不存在' });
    const links = await t.db.selectFrom('rendaStationUser').select('deleted').where('stationId', '=', id).execute();
    expect(links.map((l) => l.deleted)).toEqual([true, true]);
  });

  it('keeps a code unique across every tenant (any case), and refuses other deputies, areas and half coordinates by name', async () => {
    const first = await create({ name: '联络站乙', code: 'yi2026' });
    expect(first.code, first.msg).toBe(0);
    expect((await get(first.data)).data.code).toBe('YI2026');
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect(await create({ name: '另一区的联络站', code: 'YI2026' }, admin2, 2)).toMatchObject({ code: 1010009001, msg: '联络站编码【YI2026】已被使用，请换一个' });
    expect(await create({ name: '联络站乙' })).toMatchObject({ code: 1010009002, msg: '已经存在名为【联络站乙】的联络站' });
    expect(await create({ name: '丙', code: 'a-b' })).toMatchObject({ code: 400, msg: expect.stringContaining('联络站编码只能包含字母和数字') });
    expect(await create({ name: '丙', deputyIds: [staffId] })).toMatchObject({ code: 1010009003, msg: `驻站代表【${staffId}】不是本单位的人大代表` });
    expect(await create({ name: '丙', latitude: undefined })).toMatchObject({ code: 1010009004, msg: '经度和纬度须同时填写' });
    expect(await create({ name: '丙', areaId: 999999 })).toMatchObject({ code: 1010009005, msg: '所属选区不存在' });
    // another tenant sees nothing of it and cannot station this tenant's deputies
    expect(await get(first.data, admin2, 2)).toMatchObject({ code: 1010009000 });
    expect(await create({ name: '丁', deputyIds: [deputy1.userId] }, admin2, 2)).toMatchObject({ code: 1010009003 });
    // a deputy has no station screens
    expect(await create({ name: '戊' }, deputy1.accessToken)).toMatchObject({ code: 403 });
  });

  it('gives the A4 poster with the QR code of the public page as PNG and PDF, to those who read stations', async () => {
    const id = (await create({ name: '联络站海报', code: 'POSTER01' })).data;
    const png = await t.app.inject({ method: 'GET', url: `/admin-api/renda/station/poster?id=${id}`, headers: { 'tenant-id': '1', authorization: `Bearer ${staff}` } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // A4 at 150 dpi: 1240 × 1754 (the IHDR chunk)
    expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([1240, 1754]);
    expect(String(png.headers['content-disposition'])).toContain(encodeURIComponent('联络站海报二维码海报.png'));

    const pdf = await t.app.inject({ method: 'GET', url: `/admin-api/renda/station/poster?id=${id}&format=pdf`, headers: { 'tenant-id': '1', authorization: `Bearer ${staff}` } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);

    // the address its QR code holds: the site's PUBLIC_URL and the station's code
    expect((await t.call({ method: 'GET', url: `/admin-api/renda/station/page-url?id=${id}`, token: staff })).data).toBe('https://rd.example.gov.cn/feedback?station=POSTER01');
    expect(await t.call({ method: 'GET', url: `/admin-api/renda/station/poster?id=${id}&format=svg`, token: staff })).toMatchObject({ code: 400 });
    expect(await t.call({ method: 'GET', url: `/admin-api/renda/station/poster?id=${id}`, token: deputy1.accessToken })).toMatchObject({ code: 403 });
    expect(await t.call({ method: 'GET', url: '/admin-api/renda/station/poster?id=999999', token: staff })).toMatchObject({ code: 1010009000 });
  });

  it('seeds the demo stations with their deputies', async () => {
    const page = await t.call<{ list: any[] }>({ method: 'GET', url: '/admin-api/renda/station/page?pageNo=1&pageSize=10&code=CDSTATION1', token: staff });
    expect(page.data.list).toMatchObject([{ name: '城东区东华街道人大代表联络站', deputyCount: 1 }]);
  });
});
