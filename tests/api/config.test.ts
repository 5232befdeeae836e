import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { formatDateTime } from '../../src/server/crud/queryDates.ts';

/** The config resource through the generic routes: what an administrator's client sees. */
describe('config resource', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
  });
  afterAll(() => t.close());

  const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/admin-api/infra/config/create', payload, token });
  const count = async () => Number((await t.db.selectFrom('infraConfig').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('creates, reads, updates and deletes a parameter', async () => {
    const created = await create({ category: 'biz', name: '测试参数', key: 'test.key', value: 'v1', visible: true, remark: '备注' });
    expect(created.code).toBe(0);
    const id = created.data;
    expect(typeof id).toBe('number');

    const got = await t.call({ method: 'GET', url: `/admin-api/infra/config/get?id=${id}`, token: admin });
    expect(got.data).toMatchObject({ id, category: 'biz', name: '测试参数', key: 'test.key', value: 'v1', visible: true, type: 2 });
    expect(typeof got.data.createTime).toBe('number');

    // the client echoes the whole row back; read-only and create-only fields are ignored
    const updated = await t.call({ method: 'PUT', url: '/admin-api/infra/config/update', token: admin, payload: { ...got.data, value: 'v2', key: 'changed.key', type: 1 } });
    expect(updated).toMatchObject({ code: 0, data: true });
    const after = await t.call({ method: 'GET', url: `/admin-api/infra/config/get?id=${id}`, token: admin });
    expect(after.data).toMatchObject({ value: 'v2', key: 'test.key', type: 2 });

    const byKey = await t.call({ method: 'GET', url: '/admin-api/infra/config/get-value-by-key?key=test.key', token: staff });
    expect(byKey.data).toBe('v2');

    const deleted = await t.call({ method: 'DELETE', url: `/admin-api/infra/config/delete?id=${id}`, token: admin });
    expect(deleted).toMatchObject({ code: 0, data: true });
    const gone = await t.call({ method: 'GET', url: `/admin-api/infra/config/get?id=${id}`, token: admin });
    expect(gone).toMatchObject({ code: 1003000000, msg: '参数配置不存在' });
    // soft delete: the row is kept for audit
    const row = await t.db.selectFrom('infraConfig').select('deleted').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted).toBe(true);
  });

  it('lists each invalid field in Chinese and writes nothing', async () => {
    const before = await count();
    const res = await create({ category: '', name: 'x'.repeat(101), key: 'bad key!', visible: 'yes' });
    expect(res.code).toBe(400);
    const fields = Object.fromEntries(res.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      category: '参数分类不能为空',
      name: '参数名称长度不能超过 100 个字符',
      key: '参数键名只能包含字母、数字、点、下划线和中划线',
      value: '参数键值不能为空',
      visible: '是否可见的类型不正确，应为布尔值',
    });
    // An unknown field is ignored, as Spring does (decision 37): only what is wrong is named.
    const unknown = await create({ category: '', name: 'b', key: 'c', value: 'd', visible: true, hacker: 1 });
    expect(unknown.data.errors.map((e: { field: string }) => e.field)).toEqual(['category']);
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate key and deleting a built-in parameter', async () => {
    await create({ category: 'biz', name: '甲', key: 'dup.key', value: '1', visible: true });
    const dup = await create({ category: 'biz', name: '乙', key: 'dup.key', value: '2', visible: true });
    expect(dup).toMatchObject({ code: 1003000001, msg: '参数配置 key 重复' });
    const builtIn = await t.db.selectFrom('infraConfig').select('id').where('type', '=', 1).executeTakeFirstOrThrow();
    const res = await t.call({ method: 'DELETE', url: `/admin-api/infra/config/delete?id=${builtIn.id}`, token: admin });
    expect(res).toMatchObject({ code: 1001000003, msg: '不能删除类型为系统内置的参数配置' });
  });

  it('pages with filters in both date-range styles', async () => {
    for (let i = 0; i < 3; i++) await create({ category: 'page', name: `分页参数${i}`, key: `page.key${i}`, value: String(i), visible: true });
    const old = await create({ category: 'page', name: '分页参数旧', key: 'page.old', value: 'o', visible: true });
    await t.db.updateTable('infraConfig').set({ createTime: new Date('2020-01-15T12:00:00+08:00') }).where('id', '=', old.data).execute();

    const like = await t.call({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=1&pageSize=2&name=${encodeURIComponent('分页参数')}`, token: admin });
    expect(like.data.total).toBe(4);
    expect(like.data.list).toHaveLength(2);

    const yudaoNew = await t.call({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=1&pageSize=10&name=${encodeURIComponent('分页参数')}&${encodeURIComponent('createTime[0]')}=${encodeURIComponent('2020-01-15 00:00:00')}&${encodeURIComponent('createTime[1]')}=${encodeURIComponent('2020-01-15 23:59:59')}`, token: admin });
    expect(yudaoNew.data.list.map((r: { key: string }) => r.key)).toEqual(['page.old']);

    const yudaoOld = await t.call({ method: 'GET', url: `/admin-api/infra/config/page?pageNo=1&pageSize=10&name=${encodeURIComponent('分页参数')}&beginCreateTime=2020-01-16&endCreateTime=2099-01-01`, token: admin });
    expect(yudaoOld.data.total).toBe(3);

    const sorted = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?pageNo=1&pageSize=10&key=page.&sortField=key&sortOrder=asc', token: admin });
    expect(sorted.data.list.map((r: { key: string }) => r.key)).toEqual(['page.key0', 'page.key1', 'page.key2', 'page.old']);
  });

  it('refuses an unknown filter or sort field with a clear message', async () => {
    // A field of the resource that is not a filter is refused; other unknown parameters are ignored (decision 37).
    const filter = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?pageNo=1&pageSize=10&value=x', token: admin });
    expect(filter).toMatchObject({ code: 400 });
    expect(filter.msg).toContain('不支持按参数键值查询');
    const sort = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?pageNo=1&pageSize=10&sortField=value;drop table x', token: admin });
    expect(sort.code).toBe(400);
    expect(sort.msg).toContain('排序字段必须是以下值之一');
    const badDate = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?beginCreateTime=yesterday', token: admin });
    expect(badDate.msg).toContain('时间格式应为 yyyy-MM-dd HH:mm:ss');
    const pageSize = await t.call({ method: 'GET', url: '/admin-api/infra/config/page?pageSize=5000', token: admin });
    expect(pageSize.msg).toContain('每页条数不能大于 200');
  });

  it('denies a user without the permission code', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/config/page', token: staff });
    expect(page).toMatchObject({ code: 403, msg: '没有该操作权限' });
    const before = await count();
    const res = await create({ category: 'a', name: 'b', key: 'staff.key', value: 'd', visible: true }, staff);
    expect(res.code).toBe(403);
    expect(await count()).toBe(before);
  });

  it('exports the filtered rows to an Excel file with Chinese headers and labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/infra/config/export?key=page.`, headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('参数配置.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['参数编号', '参数分类', '参数名称', '参数键名', '参数键值', '参数类型', '是否可见', '备注', '创建时间']);
    expect(sheet.rowCount).toBe(5);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[5]).toBe('自定义');
    expect(String(first[8])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports more rows than one read chunk, in the order and with the dates the page shows', async () => {
    // Names repeat, so the sort by name needs the id as its tie-breaker to match the page row for row.
    await sql`insert into infra_config (category, type, name, config_key, value, visible, remark, create_time)
      select 'bulk', 2, '批量' || (g % 7), 'bulk.' || g, md5(g::text), g % 2 = 0, '备注' || g || case when g = 1 then e'\\n"第二行"' else '' end,
        now() - g * interval '1 second'
      from generate_series(1, 2500) g`.execute(t.db);
    const filter = 'key=bulk.&sortField=name&sortOrder=desc';
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/infra/config/export?${filter}`, headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const page = await t.call({ method: 'GET', url: `/admin-api/infra/config/page?${filter}&pageNo=2&pageSize=200`, token: admin });
    expect(page.data.total).toBe(2500);
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    page.data.list.forEach((row: { id: number; key: string; visible: boolean; createTime: number }, i: number) => {
      expect(cells(202 + i)).toEqual([row.id, 'bulk', expect.any(String), row.key, expect.any(String), '自定义', row.visible ? '是' : '否', expect.any(String), formatDateTime(new Date(row.createTime))]);
    });
    const last = cells(2501);
    expect(last[3]).toBe('bulk.7'); // the smallest name (批量0), and the smallest id among those (desc order)
    // Rows travel from the database one per line: a line break (and quotes) inside a value stay in the cell.
    const withBreak = Array.from({ length: 2500 }, (_, i) => cells(i + 2)).find((row) => row[3] === 'bulk.1');
    expect(withBreak?.[7]).toBe('备注1\n"第二行"');
  });
});
