import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { extendTenantPackage } from '../support/tenantPackage.ts';

/**
 * The low-code promise: one interface and one manifest entry, in a temporary copy of schemas/, and the resource has
 * a table, validated routes, permissions and tenant scoping with no other change.
 */
describe('a resource added by declaration only', () => {
  let t: TestApp;
  let schemaDir: string;
  let admin: string;
  beforeAll(async () => {
    schemaDir = makeSchemaCopyWithWidget();
    t = await createTestApp({ schemaDir });
    admin = (await t.login('admin', 'admin123')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(schemaDir, { recursive: true, force: true });
  });

  it('has its table, with tenant_id and audit columns', async () => {
    const { rows } = await (await import('kysely')).sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'demo_widget' order by ordinal_position`.execute(t.db.withoutPlugins());
    expect(rows.map((r) => r.column_name)).toEqual(['id', 'tenant_id', 'name', 'quantity', 'status', 'creator', 'create_time', 'updater', 'update_time', 'deleted']);
  });

  it('has validated CRUD routes', async () => {
    const bad = await t.call({ method: 'POST', url: '/admin-api/demo/widget/create', token: admin, payload: { name: 'x', quantity: -1 } });
    expect(bad.code).toBe(400);
    expect(bad.data.errors).toEqual([
      { field: 'name', message: '名称长度不能少于 2 个字符' },
      { field: 'quantity', message: '数量不能小于 0' },
    ]);
    const created = await t.call({ method: 'POST', url: '/admin-api/demo/widget/create', token: admin, payload: { name: '齿轮', quantity: 3, status: 0 } });
    expect(created.code).toBe(0);
    await t.call({ method: 'PUT', url: '/admin-api/demo/widget/update', token: admin, payload: { id: created.data, name: '大齿轮', quantity: 4 } });
    const page = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?name=${encodeURIComponent('齿轮')}`, token: admin });
    expect(page.data).toMatchObject({ total: 1, list: [{ id: created.data, name: '大齿轮', quantity: 4, status: 0 }] });
    const manifest = await t.call({ method: 'GET', url: '/admin-api/system/manifest/resources', token: admin });
    expect(manifest.data.find((r: { name: string }) => r.name === 'widget')).toMatchObject({ title: '小部件', menu: 'demo/widget/index' });
  });

  it('guards every operation with its permission and keeps tenants apart', async () => {
    const staff = (await t.login('staff', 'staff123')).accessToken;
    const denied = await t.call({ method: 'GET', url: '/admin-api/demo/widget/page', token: staff });
    expect(denied.code).toBe(403);
    await extendTenantPackage(t, 2, ['demo:widget:query']); // outside the platform, only the package's menus (issue 14)
    const other = (await t.login('admin2', 'admin123', 2)).accessToken;
    const otherPage = await t.call({ method: 'GET', url: '/admin-api/demo/widget/page', token: other, tenantId: 2 });
    expect(otherPage.data.total).toBe(0);
  });

  it('refuses a broken manifest entry at start-up, naming it', async () => {
    const broken = schemaDir;
    const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'manifest.json'), 'utf8'));
    manifest.resources.at(-1).list.filters.push({ field: 'colour', op: 'eq' });
    fs.writeFileSync(path.join(broken, 'manifest.json'), JSON.stringify(manifest));
    await expect(createTestApp({ schemaDir: broken })).rejects.toThrow('resources[' + (manifest.resources.length - 1) + ']（widget）.list.filters[2].field: 字段 "colour" 不在 schema widget 中');
  });
});
