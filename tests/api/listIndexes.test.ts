import fs from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncResourceIndexes } from '../../src/server/crud/indexes.ts';
import { ResourceRepository } from '../../src/server/crud/repository.ts';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Issue 21: a resource added by the manifest alone gets the indexes its list implies — a characters-and-pairs (grams) index for a `like`
 * filter, b-trees for equality and range filters and the default sort — created once by the table sync, which drops
 * only indexes it made; a like-filtered page is answered from the grams index; deep pages keep order and totals.
 */
describe('indexes the list implies', () => {
  let t: TestApp;
  let schemaDir: string;
  let admin: string;
  const ROWS = 20_000;
  const raw = () => t.db.withoutPlugins();
  const widget = () => t.registry.get('widget');
  const indexDefs = async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'demo_widget'`.execute(raw());
    return Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
  };

  beforeAll(async () => {
    schemaDir = makeSchemaCopyWithWidget({
      list: {
        columns: ['id', 'name', 'quantity', 'status', 'createTime'],
        filters: [{ field: 'name', op: 'like' }, { field: 'status', op: 'eq' }, { field: 'quantity', op: 'ge' }, { field: 'createTime', op: 'dateRange' }],
        defaultSort: { field: 'id', order: 'desc' },
      },
    });
    t = await createTestApp({ schemaDir });
    admin = (await t.login('admin', 'admin123')).accessToken;
    // Names like 零件-00042-甲: a search for one number finds a handful of rows among 20 000.
    await sql`insert into demo_widget (tenant_id, name, quantity, status, create_time)
      select 1 + (g % 10 = 0)::int, '零件-' || lpad(g::text, 5, '0') || '-' || (array['甲','乙','丙'])[1 + g % 3], g % 500, g % 2,
        timestamptz '2026-01-01' + g * interval '1 minute'
      from generate_series(1, ${ROWS}) g`.execute(raw());
    await sql`analyze demo_widget`.execute(raw());
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(schemaDir, { recursive: true, force: true });
  });

  it('are created by the table sync: grams for like, b-trees for equality, ranges and the default sort', async () => {
    const defs = await indexDefs();
    expect(defs.auto_demo_widget_name_search).toMatch(/USING gin \(search_grams\(\(name\)::text\)\)$/);
    // equality filters carry the default sort: a filtered page reads its rows in order
    expect(defs.auto_demo_widget_status_id).toMatch(/USING btree \(tenant_id, status, id\) WHERE \(deleted = false\)/);
    expect(defs.auto_demo_widget_quantity).toMatch(/USING btree \(tenant_id, quantity\) WHERE \(deleted = false\)/);
    expect(defs.auto_demo_widget_create_time).toMatch(/USING btree \(tenant_id, create_time\) WHERE \(deleted = false\)/);
    expect(defs.auto_demo_widget_id).toMatch(/USING btree \(tenant_id, id\) WHERE \(deleted = false\)/);
  });

  it('are created once: a second sync changes nothing', async () => {
    const before = await indexDefs();
    expect(await syncResourceIndexes(t.db, widget())).toEqual([]);
    expect(await indexDefs()).toEqual(before);
  });

  it('drop nothing the sync did not make, and an index of its own the list no longer implies', async () => {
    await sql`create index widget_by_hand on demo_widget (quantity, status)`.execute(raw());
    await sql`create index auto_demo_widget_quantity_status on demo_widget (quantity, status) where deleted = false`.execute(raw());
    expect(await syncResourceIndexes(t.db, widget())).toEqual(['drop index auto_demo_widget_quantity_status']);
    const defs = await indexDefs();
    expect(defs.widget_by_hand).toBeDefined();
    expect(defs.auto_demo_widget_quantity_status).toBeUndefined();
    expect(defs.uq_demo_widget_name ?? defs.auto_demo_widget_name_search).toBeDefined();
  });

  it('a text search\'s new index has its statistics at once: the sync analyzes the table (decision 105)', async () => {
    await sql`drop index auto_demo_widget_name_search`.execute(raw());
    expect(await syncResourceIndexes(t.db, widget())).toEqual(['create index auto_demo_widget_name_search', 'analyze demo_widget']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stats where tablename = 'auto_demo_widget_name_search'`.execute(raw());
    expect(rows[0].n).toBe(1);
  });

  it('a like-filtered page is answered from the grams index', async () => {
    const repo = new ResourceRepository(t.db, widget(), { userId: 1, tenantId: 1 });
    const compiled = repo.pageStatement({ name: '0042-', pageNo: 1, pageSize: 20 }).compile(raw());
    const { rows } = await raw().executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    const plan = rows.map((r) => Object.values(r as object)[0]).join('\n');
    expect(plan).toContain('auto_demo_widget_name_search');
    const page = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?name=${encodeURIComponent('0042-')}&pageSize=20`, token: admin });
    // 00042 and 10042, both in tenant 1 (every tenth row is tenant 2's)
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((r: { name: string }) => r.name)).toEqual(['零件-10042-乙', '零件-00042-甲']);
  });

  it('a deep page has the rows and total of the plain query, in order, for every sort', async () => {
    const sorts = [['', 'id desc'], ['&sortField=quantity&sortOrder=asc', 'quantity asc, id asc'], ['&sortField=createTime&sortOrder=desc', 'create_time desc, id desc']] as const;
    for (const [param, order] of sorts) {
      const page = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?pageNo=300&pageSize=25&status=1${param}`, token: admin });
      const expected = await sql<{ id: number; create_time: Date }>`select id, create_time from demo_widget where tenant_id = 1 and status = 1 and not deleted
        order by ${sql.raw(order)} limit 25 offset ${299 * 25}`.execute(raw());
      const total = await sql<{ n: number }>`select count(*)::int as n from demo_widget where tenant_id = 1 and status = 1 and not deleted`.execute(raw());
      expect(page.code).toBe(0);
      expect(page.data.total).toBe(total.rows[0].n);
      expect(page.data.list.map((r: { id: number }) => r.id)).toEqual(expected.rows.map((r) => r.id));
      expect(page.data.list[0].createTime).toBe(expected.rows[0].create_time.getTime());
    }
    const beyond = await t.call({ method: 'GET', url: '/admin-api/demo/widget/page?pageNo=100000&pageSize=10&name=x', token: admin });
    expect(beyond.data).toEqual({ list: [], total: 0 });
  });
});
