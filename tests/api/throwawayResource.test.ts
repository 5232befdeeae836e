import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchemas } from '../../scripts/lib/generateSchemas.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The low-code promise: one interface and one manifest entry, in a temporary copy of schemas/, and the resource has
 * a table, validated routes, permissions and tenant scoping with no other change.
 */
const WIDGET_TS = `
/**
 * @title 小部件
 */
export interface Widget {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 名称
   * @minLength 2
   * @maxLength 20
   */
  name: string;
  /**
   * @title 数量
   * @asType integer
   * @minimum 0
   */
  quantity: number;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   */
  status?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
`;

const WIDGET_ENTRY = {
  name: 'widget', title: '小部件', schema: 'widget', table: 'demo_widget', tenantScoped: true,
  endpoints: { page: 'GET /demo/widget/page', get: 'GET /demo/widget/get', create: 'POST /demo/widget/create', update: 'PUT /demo/widget/update', delete: 'DELETE /demo/widget/delete' },
  permissions: { page: 'demo:widget:query', get: 'demo:widget:query', create: 'demo:widget:create', update: 'demo:widget:update', delete: 'demo:widget:delete' },
  list: { columns: ['id', 'name', 'quantity', 'status', 'createTime'], filters: [{ field: 'name', op: 'like' }, { field: 'status', op: 'eq' }], defaultSort: { field: 'id', order: 'desc' } },
  menu: 'demo/widget/index',
};

export function makeSchemaCopyWithWidget(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-schemas-'));
  const source = path.resolve(import.meta.dirname, '../../schemas');
  fs.cpSync(source, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'widget.ts'), WIDGET_TS);
  for (const { name, json } of generateSchemas(dir, ['widget'])) fs.writeFileSync(path.join(dir, 'generated', `${name}.schema.json`), json);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  manifest.resources.push(WIDGET_ENTRY);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

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
