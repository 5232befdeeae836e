/**
 * Turns ajv errors into the Chinese messages users read, naming the field. A schema property may carry
 * `errorMessage` (a string, or an object keyed by ajv keyword) for the exact texts of the spec; otherwise a message
 * is composed from the field's name: its `title` (its Chinese name), an array's item as 「<array>第 N 项」, and a
 * value the schema does not describe (inside an open object) by its nearest titled ancestor. A key or a path
 * (`type`, `ids.0`) is never shown: it is the client's word, not the user's. Every refusal text of the input layer is
 * composed here, so a translation (src/shared/i18n) has one set of templates to follow.
 * Shared by the server (request validation) and the client (forms), so both say the same thing.
 */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  message?: string;
  parentSchema?: Record<string, any>;
}

export interface FieldMessage {
  field: string;
  message: string;
}

type SchemaLike = { properties?: Record<string, any>; items?: any; title?: string; errorMessage?: unknown } | undefined;

/** Who a field is when no title says it: the request as a whole. */
export const UNNAMED_FIELD = '请求参数';

/** An array's item by its position, counted from 1 as people count. */
export const itemName = (array: string, index: number): string => `${array}第 ${index + 1} 项`;

/**
 * The schema of the value at `pointer` (undefined where the schema says nothing of it) and the name a person knows
 * it by: the nearest title on the way; an item by its position in the nearest named array, and a titled field inside
 * one as that item's field (「字段定义第 2 项的字段名」).
 */
function fieldAt(root: SchemaLike, pointer: string[]): { schema: SchemaLike; name: string | undefined } {
  let node: SchemaLike = root;
  let name: string | undefined;
  let inItem = false;
  for (const part of pointer) {
    if (/^\d+$/.test(part) && node?.items) {
      node = node.items;
      name = name !== undefined ? itemName(name, Number(part)) : node?.title;
      inItem = name !== undefined;
      continue;
    }
    node = node?.properties?.[part];
    if (!node?.title) continue;
    name = inItem ? `${name}的${node.title}` : node.title;
    inItem = false;
  }
  return { schema: node, name };
}

function custom(schema: SchemaLike, keyword: string): string | undefined {
  const em = schema?.errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object') return (em as Record<string, string>)[keyword];
  return undefined;
}

function describe(keyword: string, params: Record<string, any>, name: string): string {
  switch (keyword) {
    case 'required':
      return `${name}不能为空`;
    case 'type':
      return `${name}的类型不正确，应为${typeName(params.type)}`;
    case 'minLength':
      return params.limit === 1 ? `${name}不能为空` : `${name}长度不能少于 ${params.limit} 个字符`;
    case 'maxLength':
      return `${name}长度不能超过 ${params.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name}不能小于${keyword === 'exclusiveMinimum' ? '或等于' : ''} ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name}不能大于${keyword === 'exclusiveMaximum' ? '或等于' : ''} ${params.limit}`;
    case 'pattern':
      return `${name}格式不正确`;
    case 'format':
      return params.format === 'timestamp' ? `${name}不是有效的时间（年份应在 1 到 9999 之间）` : `${name}格式不正确（应为 ${params.format}）`;
    case 'enum':
      return `${name}必须是以下值之一：${(params.allowedValues ?? []).join('、')}`;
    case 'const':
      return `${name}必须为 ${params.allowedValue}`;
    case 'minItems':
      return `${name}至少需要 ${params.limit} 项`;
    case 'maxItems':
      return `${name}最多 ${params.limit} 项`;
    case 'uniqueItems':
      return `${name}不能有重复项`;
    case 'additionalProperties':
      return '包含不支持的字段';
    // A list's query names a field of the resource that it cannot filter by (crud/listQuery.ts).
    case 'not':
      return `不支持按${name}查询`;
    // Our input rules (coerce.ts) and keywords (the server's dictionary check)
    case 'nul':
      return `${name}不能包含空字符（U+0000）`;
    case 'range':
      return `${name}超出允许的数值范围`;
    case 'unicode':
      return `${name}包含无效的 Unicode 字符`;
    case 'depth':
      return `${name}嵌套层级过深`;
    case 'dict':
      return `${name}不是可选的值`;
    default:
      return `${name}不正确`;
  }
}

function typeName(type: string | string[]): string {
  const names: Record<string, string> = {
    string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', array: '数组', object: '对象', null: '空值',
  };
  return (Array.isArray(type) ? type : [type]).map((t) => names[t] ?? t).join('或');
}

export function translateAjvErrors(errors: readonly AjvErrorLike[], rootSchema?: SchemaLike): FieldMessage[] {
  const seen = new Set<string>();
  const said = new Set<string>();
  const out: FieldMessage[] = [];
  // A dictionary check says least: a field's own rule (type, length, range) speaks first.
  const ordered = [...errors.filter((e) => e.keyword !== 'dict'), ...errors.filter((e) => e.keyword === 'dict')];
  for (const error of ordered) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    const field = path.join('.');
    if (seen.has(field)) continue; // one message per field is enough for a person to act on
    seen.add(field);
    const { schema, name: title } = fieldAt(rootSchema, path);
    const name = title ?? UNNAMED_FIELD;
    // The whole body is not what the route reads (`[1]`, `"x"`, nothing at all): say so rather than "请求的类型不正确".
    const message = field === '' && error.keyword === 'type' && error.params.type === 'object'
      ? '请求体应为 JSON 对象'
      : (custom(schema, error.keyword) ?? describe(error.keyword, error.params, name));
    // Values the schema does not describe share their ancestor's name: one message for them is enough too.
    if (!said.has(message)) out.push({ field, message });
    said.add(message);
  }
  return out;
}
