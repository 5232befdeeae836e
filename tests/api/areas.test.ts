import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaSeeds } from '../../src/server/seed/demo/deputies.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface Area { id: number; name: string; parentId: number; code: string; deputyCount: number; areaSource: string }

/** Electoral areas (选区, /renda/area, renda:area:*): a tree like departments, deputies assigned by their areaId. */
describe('electoral areas', () => {
  let t: TestApp;
  let staff: string;
  let deputy: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  const call = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff) =>
    t.call<T>({ method, url: `/admin-api/renda/area${url}`, token, payload });
  const list = async (query = '') => (await call<Area[]>('GET', `/list${query}`)).data;

  it('lists the seeded tree with the deputies of each area, and the sub-areas of one', async () => {
    const areas = await list();
    expect(areas).toHaveLength(areaSeeds.length);
    const east = areas.find((a) => a.name === '城东区')!;
    expect(east).toMatchObject({ parentId: 0, code: 'CD' });
    const children = await list(`?parentId=${east.id}`);
    expect(children.map((a) => a.code)).toEqual(['CD-01', 'CD-02', 'CD-03', 'CD-04', 'CD-05', 'CD-06', 'CD-07', 'CD-08']);
    expect(children.every((a) => a.deputyCount > 0)).toBe(true);
    // a district counts the deputies of its 选区, as its roster lists them; every top-level area has some
    expect(east.deputyCount).toBe(children.reduce((sum, a) => sum + a.deputyCount, 0));
    const roster = await t.call({ method: 'GET', url: `/admin-api/system/user/list-delegate?pageNo=1&pageSize=1&areaId=${east.id}`, token: staff });
    expect(east.deputyCount).toBe(roster.data.total);
    expect(areas.filter((a) => a.parentId === 0).every((a) => a.deputyCount > 0)).toBe(true);
    expect((await call<Area>('GET', `/get?id=${east.id}`)).data.deputyCount).toBe(east.deputyCount);
    // another tenant's user filed under one of these areas' ids is not counted here
    await t.db.updateTable('systemUsers').set({ areaId: children[0].id }).where('tenantId', '=', 2).where('username', '=', 'admin2').execute();
    expect((await list()).find((a) => a.id === east.id)!.deputyCount).toBe(east.deputyCount);
    const first = children[0];
    const deputies = await t.call({ method: 'GET', url: `/admin-api/system/user/list-delegate?pageNo=1&pageSize=100&areaId=${first.id}`, token: staff });
    expect(deputies.data.total).toBe(first.deputyCount);
    expect(deputies.data.list.map((d: { id: number }) => d.id)).toContain(101);
    expect((await call('GET', '/list-all-simple')).data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), parentId: expect.any(Number) });
    expect((await call('GET', '/list', undefined, deputy)).code).toBe(403);
  });

  it('keeps the tree whole: parent rules, unique names under a parent, nothing deleted that has sub-areas or deputies', async () => {
    const root = await call<number>('POST', '/create', { name: '测试区', code: 'T', sort: 9, areaSource: '1' });
    expect(root.code).toBe(0);
    const child = await call<number>('POST', '/create', { name: '测试区第一选区', parentId: root.data, code: 'T-01', sort: 1 });
    expect(child.code).toBe(0);
    expect(await call('POST', '/create', { name: '测试区第一选区', parentId: root.data, sort: 2 })).toMatchObject({ code: 1010005000, msg: '已经存在该名字的选区' });
    expect((await call('POST', '/create', { name: '测试区第一选区', parentId: 0, sort: 2 })).code).toBe(0);
    expect(await call('POST', '/create', { name: '孤儿', parentId: 999999, sort: 1 })).toMatchObject({ code: 1010005002, msg: '上级选区不存在' });
    expect(await call('PUT', '/update', { id: root.data, parentId: root.data })).toMatchObject({ code: 1010005003 });
    expect(await call('PUT', '/update', { id: root.data, parentId: child.data })).toMatchObject({ code: 1010005004, msg: '不能设置自己的下级选区为上级选区' });
    expect(await call('POST', '/create', { name: '坏代码', code: '中文', sort: 1 })).toMatchObject({ code: 400 });
    expect(await call('DELETE', `/delete?id=${root.data}`)).toMatchObject({ code: 1010005005, msg: '存在下级选区，无法删除' });

    const user = await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: (await t.login('admin', 'admin123')).accessToken, payload: { username: 'areauser', nickname: '选区代表', password: 'pass1234', areaId: child.data } });
    expect(user.code).toBe(0);
    expect(await call('DELETE', `/delete?id=${child.data}`)).toMatchObject({ code: 1010005006, msg: '选区中还有代表，无法删除' });
    expect((await call<Area>('GET', `/get?id=${child.data}`)).data).toMatchObject({ name: '测试区第一选区', deputyCount: 1 });
    expect(await call('GET', '/get?id=999999')).toMatchObject({ code: 1010005001, msg: '选区不存在' });
  });

  it('exports the areas with Chinese headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/renda/area/export-excel', headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('选区.xlsx');
  });

  it('keeps each tenant to its own areas', async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const other = await t.call({ method: 'GET', url: '/admin-api/renda/area/list', token: admin2, tenantId: 2 });
    expect(other.code === 403 || (other.code === 0 && other.data.length === 0)).toBe(true);
  });
});
