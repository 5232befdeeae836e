import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as categoryMigration from '../../src/server/db/migrations/0040_bpm_category.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

type Category = { id: number; name: string; code: string; description?: string; status: number; sort: number; createTime: number };

/** Process categories (today's yudao /bpm/category, issue 37 item 7; decision 91) and the models that name them. */
describe('bpm category', () => {
  let t: TestApp;
  let admin: string;
  let admin2: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
  });
  afterAll(() => t.close());

  const base = '/admin-api/bpm/category';
  const create = (payload: object, token = admin, tenantId = 1) => t.call<number>({ method: 'POST', url: `${base}/create`, payload, token, tenantId });
  const update = (payload: object, token = admin, tenantId = 1) => t.call({ method: 'PUT', url: `${base}/update`, payload, token, tenantId });
  const remove = (id: number, token = admin, tenantId = 1) => t.call({ method: 'DELETE', url: `${base}/delete?id=${id}`, token, tenantId });
  const get = (id: number, token = admin, tenantId = 1) => t.call<Category>({ method: 'GET', url: `${base}/get?id=${id}`, token, tenantId });
  const page = (query = '', token = admin, tenantId = 1) =>
    t.call<{ list: Category[]; total: number }>({ method: 'GET', url: `${base}/page?pageNo=1&pageSize=10${query}`, token, tenantId });
  const simple = (token = admin, tenantId = 1) => t.call<Record<string, unknown>[]>({ method: 'GET', url: `${base}/simple-list`, token, tenantId });
  const createModel = (payload: object) => t.call<number>({ method: 'POST', url: '/admin-api/bpm/model/create', payload, token: admin });

  it('every tenant starts with 默认 (1) and OA (2), the values the models already name', async () => {
    for (const [token, tenantId] of [[admin, 1], [admin2, 2]] as const) {
      const listed = await page('', token, tenantId);
      expect(listed.code).toBe(0);
      expect(listed.data.list.map((c) => [c.code, c.name, c.status])).toEqual([['1', '默认', 0], ['2', 'OA', 0]]);
    }
    const models = await t.call<{ list: { key: string; category: string; categoryName: string }[] }>({ method: 'GET', url: '/admin-api/bpm/model/page?pageNo=1&pageSize=50', token: admin });
    expect(models.data.list.find((m) => m.key === 'oa_leave')).toMatchObject({ category: '2', categoryName: 'OA' });
  });

  it('creates, reads, pages, updates and deletes, with yudao’s refusals', async () => {
    const created = await create({ name: '人事', code: 'hr', description: '人事流程', status: '0', sort: '5' });
    expect(created.code).toBe(0);
    const id = created.data;
    expect((await get(id)).data).toMatchObject({ id, name: '人事', code: 'hr', description: '人事流程', status: 0, sort: 5 });
    expect(typeof (await get(id)).data.createTime).toBe('number');
    expect(await create({ name: '人事', code: 'hr2', status: 0, sort: 6 })).toMatchObject({ code: 1009012001, msg: '流程分类名字【人事】重复' });
    expect(await create({ name: '人事二', code: 'hr', status: 0, sort: 6 })).toMatchObject({ code: 1009012002, msg: '流程分类编码【hr】重复' });
    expect((await create({ name: '', code: 'x', status: 0, sort: 1 })).code).toBe(400);

    const byName = await page(`&name=${encodeURIComponent('人')}&code=h&status=0`);
    expect(byName.data).toMatchObject({ total: 1, list: [{ id, code: 'hr' }] });
    expect((await page('&status=1')).data.total).toBe(0);

    expect(await update({ id, name: '人事管理', sort: 0 })).toMatchObject({ code: 0 });
    expect((await page()).data.list.map((c) => c.code)).toEqual(['hr', '1', '2']);
    expect(await update({ id, name: '默认' })).toMatchObject({ code: 1009012001, msg: '流程分类名字【默认】重复' });
    expect(await update({ id, code: '2' })).toMatchObject({ code: 1009012002, msg: '流程分类编码【2】重复' });

    expect(await remove(id)).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1009012000, msg: '流程分类不存在' });
    expect(await remove(id)).toMatchObject({ code: 1009012000, msg: '流程分类不存在' });
    // a deleted category's name and code may be used again
    expect((await create({ name: '人事管理', code: 'hr', status: 0, sort: 3 })).code).toBe(0);
  });

  it('simple-list: the enabled categories by sort then id, {id, name, code}, for any signed-in user', async () => {
    const closed = (await create({ name: '已停用', code: 'closed', status: 1, sort: 0 })).data;
    const first = (await create({ name: '财务', code: 'finance', status: 0, sort: 0 })).data;
    const listed = await simple(staff);
    expect(listed.code).toBe(0);
    expect(Object.keys(listed.data[0]).sort()).toEqual(['code', 'id', 'name']);
    expect(listed.data[0]).toEqual({ id: first, name: '财务', code: 'finance' });
    expect(listed.data.map((c) => c.code)).not.toContain('closed');
    expect(listed.data.map((c) => c.code)).toEqual(expect.arrayContaining(['1', '2']));
    expect((await get(closed)).data.status).toBe(1);
  });

  it('a category a model names is neither deleted nor recoded; a model names only its tenant’s categories', async () => {
    const id = (await create({ name: '后勤', code: 'logistics', status: 0, sort: 9 })).data;
    const model = await createModel({ key: 'car_request', name: '用车申请', category: 'logistics' });
    expect(model.code).toBe(0);
    const got = await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${model.data}`, token: admin });
    expect(got.data).toMatchObject({ category: 'logistics', categoryName: '后勤' });
    expect(await remove(id)).toMatchObject({ code: 1009012050, msg: '流程分类已被流程模型使用，不能删除' });
    expect(await update({ id, code: 'logi' })).toMatchObject({ code: 1009012051, msg: '流程分类已被流程模型使用，不能修改编码' });
    expect(await update({ id, name: '后勤保障' })).toMatchObject({ code: 0 });

    expect(await createModel({ key: 'no_category', name: '无此分类', category: 'nowhere' })).toMatchObject({ code: 1009012000, msg: '流程分类不存在' });
    // tenant 2's own category is not tenant 1's
    expect((await create({ name: '区县专用', code: 'district', status: 0, sort: 1 }, admin2, 2)).code).toBe(0);
    expect(await createModel({ key: 'other_tenant', name: '别的租户', category: 'district' })).toMatchObject({ code: 1009012000 });

    // once the model is gone, so is the refusal
    expect(await t.call({ method: 'DELETE', url: `/admin-api/bpm/model/delete?id=${model.data}`, token: admin })).toMatchObject({ code: 0 });
    expect(await remove(id)).toMatchObject({ code: 0, data: true });
  });

  it('keeps each tenant to its own categories, names and codes unique per tenant', async () => {
    const mine = (await create({ name: '仅租户一', code: 'only1', status: 0, sort: 1 })).data;
    expect(await get(mine, admin2, 2)).toMatchObject({ code: 1009012000 });
    expect(await remove(mine, admin2, 2)).toMatchObject({ code: 1009012000 });
    expect(await update({ id: mine, name: '改名' }, admin2, 2)).toMatchObject({ code: 1009012000 });
    expect((await page('', admin2, 2)).data.list.map((c) => c.code)).not.toContain('only1');
    expect((await simple(admin2, 2)).data.map((c) => c.code)).not.toContain('only1');
    // the same name and code in another tenant are that tenant's own
    expect((await create({ name: '仅租户一', code: 'only1', status: 0, sort: 1 }, admin2, 2)).code).toBe(0);
    expect((await get(mine)).data.name).toBe('仅租户一');
  });

  it('refuses the writes and the page to a user without bpm:category permissions', async () => {
    expect((await page('', staff)).code).toBe(403);
    expect((await create({ name: '越权', code: 'nope', status: 0, sort: 1 }, staff)).code).toBe(403);
    const id = (await simple()).data.find((c) => c.code === '1')!.id as number;
    expect((await get(id, staff)).code).toBe(403);
    expect((await update({ id, name: '越权' }, staff)).code).toBe(403);
    expect((await remove(id, staff)).code).toBe(403);
  });

  it('definitions and my processes name the category too', async () => {
    const definitions = await t.call<{ list: { key: string; category: string; categoryName: string }[] }>({
      method: 'GET', url: '/admin-api/bpm/process-definition/page?pageNo=1&pageSize=50', token: admin,
    });
    expect(definitions.data.list.find((d) => d.key === 'oa_leave')).toMatchObject({ category: '2', categoryName: 'OA' });
    const list = await t.call<{ key: string; categoryName: string }[]>({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: staff });
    expect(list.data.find((d) => d.key === 'general_approval')).toMatchObject({ categoryName: '默认' });
    const mine = await t.call<{ list: { category: string; categoryName: string }[] }>({ method: 'GET', url: '/admin-api/bpm/process-instance/my-page?pageNo=1&pageSize=50', token: staff });
    expect(mine.code).toBe(0);
    for (const row of mine.data.list) expect(row.categoryName).toBe(row.category === '2' ? 'OA' : row.category === '1' ? '默认' : null);
  });

  it('a tenant created later starts with 默认 and OA too', async () => {
    const packageId = (await t.db.selectFrom('systemTenantPackage').select('id').where('deleted', '=', false).executeTakeFirstOrThrow()).id;
    const created = await t.call<number>({
      method: 'POST', url: '/admin-api/system/tenant/create', token: admin, payload: {
        name: '分类测试区人大', contactName: '王联系', contactMobile: '13700000001', status: 0, packageId,
        expireTime: Date.now() + 365 * 86_400_000, accountCount: 5, username: 'catboss', password: 'boss123',
      },
    });
    expect(created).toMatchObject({ code: 0 });
    const rows = await t.db.selectFrom('bpmCategory').select(['code', 'name', 'status']).where('tenantId', '=', created.data).where('deleted', '=', false).orderBy('sort').execute();
    expect(rows).toEqual([{ code: '1', name: '默认', status: 0 }, { code: '2', name: 'OA', status: 0 }]);
  });

  // last: it makes the table again without the indexes the table sync adds
  it('migration 0040 gives every tenant of an existing database 默认 and OA', async () => {
    await categoryMigration.down(t.db);
    await categoryMigration.up(t.db);
    const rows = await t.db.selectFrom('bpmCategory').select(['tenantId', 'code', 'name', 'status']).where('tenantId', 'in', [1, 2]).orderBy('tenantId').orderBy('sort').execute();
    expect(rows).toEqual([
      { tenantId: 1, code: '1', name: '默认', status: 0 }, { tenantId: 1, code: '2', name: 'OA', status: 0 },
      { tenantId: 2, code: '1', name: '默认', status: 0 }, { tenantId: 2, code: '2', name: 'OA', status: 0 },
    ]);
    const listed = await page();
    expect(listed.data.list.map((c) => c.code)).toEqual(['1', '2']);
  });
});
