import { resolveReferences } from './references.ts';
import { FILTER_OPS, OPERATIONS, parseEndpoint, type Resource, type ResourceManifest, type ResourceSchema } from './types.ts';

/**
 * Checks manifest entries against their schemas and says exactly what is wrong, naming the entry and the field:
 * a manifest mistake must stop the server at start-up, not surface as a broken screen or an SQL error later.
 */
export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(`资源清单（schemas/manifest.json）有误：\n- ${problems.join('\n- ')}`);
  }
}

const PERMISSION = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){2}$/;
const IDENT = /^[a-z][a-z0-9_]*$/;
const AUDIT_FIELDS = new Set(['id', 'creator', 'createTime', 'updater', 'updateTime']);

export function validateManifest(entries: unknown, schemas: Record<string, ResourceSchema | undefined>): Resource[] {
  const problems: string[] = [];
  if (!Array.isArray(entries)) throw new ManifestError(['resources 必须是数组']);
  const names = new Set<string>();
  const routes = new Set<string>();
  const resources: Resource[] = [];

  entries.forEach((raw, index) => {
    const entry = raw as ResourceManifest;
    const where = `resources[${index}]${entry && typeof entry.name === 'string' ? `（${entry.name}）` : ''}`;
    const problem = (field: string, text: string) => problems.push(`${where}.${field}: ${text}`);
    if (!entry || typeof entry !== 'object') return void problems.push(`${where}: 必须是对象`);

    for (const key of ['name', 'title', 'schema', 'table'] as const) {
      if (typeof entry[key] !== 'string' || !entry[key]) problem(key, '必填，且为字符串');
    }
    if (typeof entry.name === 'string') {
      if (names.has(entry.name)) problem('name', `资源名 "${entry.name}" 重复`);
      names.add(entry.name);
    }
    if (typeof entry.table === 'string' && !IDENT.test(entry.table)) problem('table', `表名 "${entry.table}" 只能含小写字母、数字和下划线，且以字母开头`);
    if (typeof entry.tenantScoped !== 'boolean') problem('tenantScoped', '必填，true 或 false');
    if (entry.platformOnly !== undefined && typeof entry.platformOnly !== 'boolean') problem('platformOnly', '只能是 true 或 false');

    const schema = typeof entry.schema === 'string' ? schemas[entry.schema] : undefined;
    if (typeof entry.schema === 'string' && !schema) problem('schema', `找不到 schemas/generated/${entry.schema}.schema.json（先运行 npm run schemas）`);
    const fields = new Set(Object.keys(schema?.properties ?? {}));
    const hasField = (field: string) => fields.has(field) || AUDIT_FIELDS.has(field);
    for (const field of fields) {
      if (!/^[a-z][A-Za-z0-9]*$/.test(field)) problem(`schema.properties.${field}`, '字段名须为小驼峰（camelCase）');
    }
    if (schema && !fields.has('id')) problem('schema', `schema ${entry.schema} 缺少 id 字段`);

    const endpoints = entry.endpoints ?? {};
    if (typeof endpoints !== 'object') problem('endpoints', '必须是对象');
    for (const [op, endpoint] of Object.entries(endpoints)) {
      if (!(OPERATIONS as readonly string[]).includes(op)) { problem(`endpoints.${op}`, `未知操作，可选：${OPERATIONS.join('、')}`); continue; }
      if (typeof endpoint !== 'string' || !/^(GET|POST|PUT|DELETE) \/\S+$/.test(endpoint)) { problem(`endpoints.${op}`, `格式应为 "GET /path"，当前为 ${JSON.stringify(endpoint)}`); continue; }
      const { method, path, pathParams } = parseEndpoint(endpoint);
      const key = `${method} ${path.replace(/\{\w+\}/g, '{}')}`;
      if (routes.has(key)) problem(`endpoints.${op}`, `路由 ${endpoint} 与其他资源重复`);
      routes.add(key);
      for (const param of pathParams) if (!hasField(param) && param !== 'id') problem(`endpoints.${op}`, `路径参数 {${param}} 不是 schema 的字段`);
      const permission = entry.permissions?.[op as keyof typeof entry.permissions];
      if (!permission) problem(`permissions.${op}`, `操作 ${op} 有路由但没有权限标识`);
      else if (permission !== 'login' && !PERMISSION.test(permission)) problem(`permissions.${op}`, `权限标识 "${permission}" 格式应为 模块:资源:操作`);
    }

    const list = entry.list;
    if (!list || typeof list !== 'object') problem('list', '必填');
    else {
      (list.columns ?? []).forEach((c, i) => { if (!hasField(c)) problem(`list.columns[${i}]`, `字段 "${c}" 不在 schema ${entry.schema} 中`); });
      const isVirtual = (field: string) => Boolean(schema?.properties[field]?.virtual);
      (list.filters ?? []).forEach((f, i) => {
        if (!f || !hasField(f.field)) problem(`list.filters[${i}].field`, `字段 "${f?.field}" 不在 schema ${entry.schema} 中`);
        else if (isVirtual(f.field)) problem(`list.filters[${i}].field`, `字段 "${f.field}" 是派生字段（virtual），不能筛选`);
        if (!f || !(FILTER_OPS as readonly string[]).includes(f.op)) problem(`list.filters[${i}].op`, `"${f?.op}" 不是可用的筛选方式（${FILTER_OPS.join('、')}）`);
        if (f?.op === 'subtree' && !(typeof f.tree === 'string' && IDENT.test(f.tree))) problem(`list.filters[${i}].tree`, 'subtree 筛选须用 tree 指明树形表（含 id、parent_id）');
      });
      if (!list.defaultSort || !hasField(list.defaultSort.field)) problem('list.defaultSort.field', `字段 "${list.defaultSort?.field}" 不在 schema ${entry.schema} 中`);
      else if (isVirtual(list.defaultSort.field)) problem('list.defaultSort.field', `字段 "${list.defaultSort.field}" 是派生字段（virtual），不能排序`);
      else if (!['asc', 'desc'].includes(list.defaultSort.order)) problem('list.defaultSort.order', '只能是 asc 或 desc');
    }
    (entry.simpleFields ?? []).forEach((f, i) => { if (!hasField(f)) problem(`simpleFields[${i}]`, `字段 "${f}" 不在 schema 中`); });
    (entry.unique ?? []).forEach((u, i) => {
      u.fields.forEach((f) => { if (!hasField(f)) problem(`unique[${i}].fields`, `字段 "${f}" 不在 schema 中`); });
      if (u.code !== undefined && !(Number.isInteger(u.code) && u.code > 0)) problem(`unique[${i}].code`, '错误码必须是正整数');
    });
    (entry.indexes ?? []).forEach((ix, i) => {
      if (!ix.fields?.length) problem(`indexes[${i}].fields`, '索引至少需要一个字段');
      (ix.fields ?? []).forEach((f) => {
        if (!hasField(f)) problem(`indexes[${i}].fields`, `字段 "${f}" 不在 schema 中`);
        else if (schema?.properties[f]?.virtual) problem(`indexes[${i}].fields`, `字段 "${f}" 是虚拟字段，不存储，不能建索引`);
      });
      const sameFields = (u: { fields: string[] }) => u.fields.length === ix.fields.length && u.fields.every((f) => ix.fields.includes(f));
      if (ix.unique && !(entry.unique ?? []).some(sameFields)) problem(`indexes[${i}].unique`, `唯一索引 (${ix.fields.join(', ')}) 需要字段相同的 unique 规则（提供错误码与提示）`);
    });
    (entry.export?.columns ?? []).forEach((c, i) => { if (!hasField(c)) problem(`export.columns[${i}]`, `字段 "${c}" 不在 schema 中`); });
    if (entry.dataScope !== undefined) {
      for (const key of ['dept', 'owner'] as const) {
        const field = entry.dataScope?.[key];
        if (key === 'owner' && field === undefined) continue;
        if (typeof field !== 'string' || !hasField(field) || schema?.properties[field]?.virtual) problem(`dataScope.${key}`, `字段 "${field}" 须是 schema 中存储的字段`);
      }
    }
    for (const [field, p] of Object.entries(schema?.properties ?? {})) {
      if (p.lookup && !(p.virtual && IDENT.test(p.lookup.table) && fields.has(p.lookup.key) && /^[a-z][A-Za-z0-9]*$/.test(p.lookup.field))) {
        problem(`schema.properties.${field}.lookup`, 'lookup 须在 virtual 字段上，table 为表名，key 为本资源的字段，field 为对方字段');
      }
    }

    (entry.screensOmit ?? []).forEach((op, i) => { if (!(OPERATIONS as readonly string[]).includes(op)) problem(`screensOmit[${i}]`, `未知操作 "${op}"`); });

    // A copy: references add derived fields to it, and the same schema files may be loaded again (tests, run time).
    if (schema) resources.push({ ...entry, jsonSchema: structuredClone(schema) });
  });

  if (!problems.length) resolveReferences(resources, (where, text) => problems.push(`${where}: ${text}`));
  if (problems.length) throw new ManifestError(problems);
  return resources;
}
