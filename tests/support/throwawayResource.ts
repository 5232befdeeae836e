import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSchemas } from '../../scripts/lib/generateSchemas.ts';

/**
 * A throw-away resource for the tests that prove the low-code promise: one interface and one manifest entry, added
 * to a temporary copy of schemas/, and nothing else.
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
  /*FIELDS*/
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

/**
 * `extra` adds to (or replaces parts of) the widget's manifest entry, e.g. unique rules and indexes; `fields` adds
 * properties (TypeScript with their JSDoc) to the interface.
 */
export function makeSchemaCopyWithWidget(extra: Record<string, unknown> = {}, fields = ''): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-schemas-'));
  const source = path.resolve(import.meta.dirname, '../../schemas');
  fs.cpSync(source, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'widget.ts'), WIDGET_TS.replace('/*FIELDS*/', fields));
  for (const { name, json } of generateSchemas(dir, ['widget'])) fs.writeFileSync(path.join(dir, 'generated', `${name}.schema.json`), json);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  manifest.resources.push({ ...WIDGET_ENTRY, ...extra });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

