import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSchemas } from '../../../scripts/lib/generateSchemas.ts';
import { fileManifestSource } from '../../../src/server/crud/manifestSource.ts';
import { ManifestError, validateManifest } from '../../../src/shared/manifest/validateManifest.ts';

const schemaDir = path.resolve(import.meta.dirname, '../../../schemas');

describe('schemas/', () => {
  it('has generated JSON Schemas that match the TypeScript declarations (run npm run schemas)', () => {
    for (const { name, json } of generateSchemas(schemaDir)) {
      const file = path.join(schemaDir, 'generated', `${name}.schema.json`);
      expect(fs.existsSync(file), `schemas/generated/${name}.schema.json is missing`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `schemas/generated/${name}.schema.json is stale`).toBe(json);
    }
    // One TypeScript program over 44 declarations: about 2 s on two quiet cores, several times that on a loaded
    // machine (a program per file took ten times as long).
  }, 300_000);

  it('has a manifest that validates against its schemas', async () => {
    const { entries, schemas } = await fileManifestSource(schemaDir).load();
    expect(() => validateManifest(entries, schemas)).not.toThrow();
  });
});

describe('manifest validation', () => {
  const schemas = { thing: { type: 'object' as const, properties: { id: { type: 'integer' }, name: { type: 'string', title: '名称' } } } };
  const entry = {
    name: 'thing', title: '东西', schema: 'thing', table: 'demo_thing', tenantScoped: true,
    endpoints: { page: 'GET /demo/thing/page', create: 'POST /demo/thing/create' },
    permissions: { page: 'demo:thing:query', create: 'demo:thing:create' },
    list: { columns: ['id', 'name'], filters: [{ field: 'name', op: 'like' }], defaultSort: { field: 'id', order: 'desc' } },
  };

  it('accepts a well-formed entry', () => {
    expect(validateManifest([entry], schemas)).toHaveLength(1);
  });

  it('names the entry and the field of each mistake', () => {
    const bad = {
      ...entry,
      table: 'Demo Thing',
      endpoints: { ...entry.endpoints, delete: 'REMOVE /demo/thing' },
      permissions: { page: 'demo:thing' },
      list: { columns: ['id', 'colour'], filters: [{ field: 'name', op: 'regex' }], defaultSort: { field: 'nope', order: 'up' } },
    };
    try {
      validateManifest([bad], schemas);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ManifestError);
      const problems = (error as ManifestError).problems;
      expect(problems).toContain('resources[0]（thing）.table: 表名 "Demo Thing" 只能含小写字母、数字和下划线，且以字母开头');
      expect(problems).toContain('resources[0]（thing）.endpoints.delete: 格式应为 "GET /path"，当前为 "REMOVE /demo/thing"');
      expect(problems).toContain('resources[0]（thing）.permissions.page: 权限标识 "demo:thing" 格式应为 模块:资源:操作');
      expect(problems).toContain('resources[0]（thing）.permissions.create: 操作 create 有路由但没有权限标识');
      expect(problems).toContain('resources[0]（thing）.list.columns[1]: 字段 "colour" 不在 schema thing 中');
      expect(problems).toContain('resources[0]（thing）.list.filters[0].op: "regex" 不是可用的筛选方式（eq、ge、like、in、dateRange、subtree）');
      expect(problems).toContain('resources[0]（thing）.list.defaultSort.field: 字段 "nope" 不在 schema thing 中');
    }
  });

  it('checks declared indexes: stored fields, and a unique rule behind a unique index', () => {
    const withNote = { ...schemas, thing: { ...schemas.thing, properties: { ...schemas.thing.properties, note: { type: 'string', virtual: true } } } };
    const good = { ...entry, unique: [{ fields: ['name'], message: '名称【{}】已存在' }], indexes: [{ fields: ['name'], unique: true }] };
    expect(validateManifest([good], withNote)).toHaveLength(1);
    const bad = { ...entry, indexes: [{ fields: ['name'], unique: true }, { fields: ['colour'] }, { fields: ['note'] }, { fields: [] }] };
    try {
      validateManifest([bad], withNote);
      expect.unreachable();
    } catch (error) {
      expect((error as ManifestError).problems).toEqual([
        'resources[0]（thing）.indexes[0].unique: 唯一索引 (name) 需要字段相同的 unique 规则（提供错误码与提示）',
        'resources[0]（thing）.indexes[1].fields: 字段 "colour" 不在 schema 中',
        'resources[0]（thing）.indexes[2].fields: 字段 "note" 是虚拟字段，不存储，不能建索引',
        'resources[0]（thing）.indexes[3].fields: 索引至少需要一个字段',
      ]);
    }
  });

  it('reports a missing schema and duplicate names', () => {
    expect(() => validateManifest([{ ...entry, schema: 'ghost' }], schemas)).toThrow(/找不到 schemas\/generated\/ghost.schema.json/);
    expect(() => validateManifest([entry, { ...entry, endpoints: {}, permissions: {} }], schemas)).toThrow(/资源名 "thing" 重复/);
  });
});
