import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The tenant tree (issue 39, decision 101): the platform's administrator sets a tenant's parent on 租户管理; the list
 * shows it by name; a tenant is never its own ancestor, and a parent must exist (refused in Chinese).
 */
describe('tenant tree', () => {
  let t: TestApp;
  let admin: string;
  const create = async (name: string, body: Record<string, unknown> = {}) => {
    const res = await t.call<number>({ method: 'POST', url: '/admin-api/system/tenant/create', token: admin, payload: {
      name, contactName: '联系人', status: 0, packageId: 1, expireTime: Date.UTC(2099, 0, 1), accountCount: 100,
      username: `u${Math.random().toString(36).slice(2, 10)}`, password: 'abc12345', ...body,
    } });
    return res;
  };
  const update = (id: number, body: Record<string, unknown>) => t.call({ method: 'PUT', url: '/admin-api/system/tenant/update', token: admin, payload: { id, ...body } });
  const get = async (id: number) => (await t.call<any>({ method: 'GET', url: `/admin-api/system/tenant/get?id=${id}`, token: admin })).data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
  });
  afterAll(async () => t.close());

  it('keeps a parent, shows its name, and refuses a cycle or a missing parent', async () => {
    const province = await create('树测试省');
    expect(province.code, province.msg).toBe(0);
    const city = await create('树测试市', { parentId: province.data });
    expect(city.code, city.msg).toBe(0);
    const county = await create('树测试县', { parentId: String(city.data) });
    expect(county.code, county.msg).toBe(0);
    expect(await get(city.data)).toMatchObject({ parentId: province.data, parentName: '树测试省' });

    const page = await t.call<any>({ method: 'GET', url: '/admin-api/system/tenant/page?pageNo=1&pageSize=50', token: admin });
    expect(page.data.list.find((r: any) => r.id === county.data)).toMatchObject({ parentId: city.data, parentName: '树测试市' });

    for (const parentId of [province.data, city.data, county.data]) {
      const res = await update(province.data, { parentId });
      expect(res, `parent ${parentId}`).toMatchObject({ code: 1002015010, msg: '上级租户不能是本租户或它的下级租户' });
    }
    expect(await update(city.data, { parentId: 987654 })).toMatchObject({ code: 1002015011, msg: '上级租户不存在' });
    expect(await create('树测试区', { parentId: 987654 })).toMatchObject({ code: 1002015011 });
    // moved and cleared
    expect((await update(county.data, { parentId: province.data })).code).toBe(0);
    expect(await get(county.data)).toMatchObject({ parentId: province.data });
    expect((await update(county.data, { parentId: null })).code).toBe(0);
    expect((await get(county.data)).parentId ?? null).toBeNull();
    expect((await update(province.data, { parentId: county.data })).code).toBe(0);
  });
});
