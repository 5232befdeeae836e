import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncResourceIndexes } from '../../src/server/crud/indexes.ts';
import type { Resource } from '../../src/shared/manifest/types.ts';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { extendTenantPackage } from '../support/tenantPackage.ts';

/**
 * Indexes declared in the manifest: the table sync creates them, and a unique one makes its rule hold under
 * concurrent writes, answering with the rule's business error and writing nothing.
 */
describe('manifest indexes', () => {
  let t: TestApp;
  let schemaDir: string;
  let admin: string;
  const create = (name: string, token = admin, tenantId?: number) =>
    t.call({ method: 'POST', url: '/admin-api/demo/widget/create', token, tenantId, payload: { name, quantity: 1 } });
  const countNamed = async (name: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from demo_widget where name = ${name} and not deleted`.execute(t.db.withoutPlugins())).rows[0].n;

  beforeAll(async () => {
    schemaDir = makeSchemaCopyWithWidget({
      unique: [{ fields: ['name'], code: 1099000001, message: '已经存在名为【{}】的小部件' }],
      indexes: [{ fields: ['name'], unique: true }, { fields: ['status', 'quantity'] }],
    });
    t = await createTestApp({ schemaDir });
    admin = (await t.login('admin', 'admin123')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(schemaDir, { recursive: true, force: true });
  });

  it('are created by the table sync over live rows, led by the tenant', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'demo_widget' order by indexname`.execute(t.db.withoutPlugins());
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(defs.uq_demo_widget_name).toMatch(/CREATE UNIQUE INDEX uq_demo_widget_name ON .*demo_widget USING btree \(tenant_id, name\) WHERE \(deleted = false\)/);
    expect(defs.idx_demo_widget_status_quantity).toMatch(/\(tenant_id, status, quantity\) WHERE \(deleted = false\)/);
  });

  it('refuse a duplicate with the rule\'s error and write nothing, also for concurrent writes', async () => {
    expect((await create('齿轮')).code).toBe(0);
    expect(await create('齿轮')).toMatchObject({ code: 1099000001, msg: '已经存在名为【齿轮】的小部件' });
    const results = await Promise.all(Array.from({ length: 6 }, () => create('轴承')));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1099000001)).toHaveLength(5);
    expect(await countNamed('轴承')).toBe(1);
  });

  it('hold for updates, ignore deleted rows and other tenants', async () => {
    const id = (await create('螺母')).data as number;
    const clash = await t.call({ method: 'PUT', url: '/admin-api/demo/widget/update', token: admin, payload: { id, name: '齿轮', quantity: 2 } });
    expect(clash).toMatchObject({ code: 1099000001, msg: '已经存在名为【齿轮】的小部件' });
    expect((await t.call({ method: 'GET', url: `/admin-api/demo/widget/get?id=${id}`, token: admin })).data).toMatchObject({ name: '螺母', quantity: 1 });
    expect((await t.call({ method: 'DELETE', url: `/admin-api/demo/widget/delete?id=${id}`, token: admin })).code).toBe(0);
    expect((await create('螺母')).code).toBe(0);
    await extendTenantPackage(t, 2, ['demo:widget:create']); // outside the platform, only the package's menus (issue 14)
    const other = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect((await create('齿轮', other, 2)).code).toBe(0);
  });

  it('stop the start when existing duplicates prevent a unique index, saying what to clean up', async () => {
    const db = t.db.withoutPlugins();
    await sql`create table demo_dupe (id bigint primary key, tenant_id bigint, code varchar(20), deleted boolean not null default false)`.execute(db);
    await sql`insert into demo_dupe values (1, 1, 'A', false), (2, 1, 'A', false)`.execute(db);
    const resource = {
      name: 'dupe', table: 'demo_dupe', tenantScoped: true, unique: [{ fields: ['code'], message: '重复' }], indexes: [{ fields: ['code'], unique: true }],
      jsonSchema: { type: 'object', properties: { code: { type: 'string', maxLength: 20 } } },
    } as unknown as Resource;
    await expect(syncResourceIndexes(t.db, resource)).rejects.toThrow('无法创建唯一索引 uq_demo_dupe_code：表 demo_dupe 中已有重复的 (tenant_id, code)，请先清理重复的数据再启动');
    await sql`update demo_dupe set deleted = true where id = 2`.execute(db);
    expect(await syncResourceIndexes(t.db, resource)).toEqual(['create index uq_demo_dupe_code']);
    expect(await syncResourceIndexes(t.db, resource)).toEqual([]);
  });
});
