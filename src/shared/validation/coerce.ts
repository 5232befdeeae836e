import type { AjvErrorLike } from './ajvMessages.ts';

/**
 * The input rules every request part passes before its JSON Schema is checked (decision 37): liberal where a Spring
 * back end is, strict where it matters. Driven by the schema, it
 * - turns canonical text into what the schema says: `"12"`, `"-3"`, `"1.5"` into a number or integer, `"true"` /
 *   `"false"` / `"1"` / `"0"` (and the numbers 0 and 1) into a boolean; never padded, signed, hex or exponent text
 *   (`" 6"`, `"+6"`, `"0x6"`, `"1e3"`, `"06"`), never `""`, and never a boolean, an array or an object into a number,
 *   or anything into a string (credentials are exactly strings);
 * - in a query: drops empty values (`status=` is no filter) and, where the schema wants an array, reads a value as
 *   its comma-separated items (`ids=1,2`, as Spring binds a Collection parameter; repeated `ids=1&ids=2` too), so each
 *   item passes these rules as any value does (an id beyond bigint is refused, not sent to the database);
 * - drops fields an object's schema closes (`additionalProperties: false`): unknown fields are ignored, as Jackson
 *   does, so they are never written or echoed;
 * - refuses, wherever they are and whatever the schema, text with NUL or a lone surrogate (PostgreSQL cannot store
 *   the one, UTF-8 not the other: it would be stored as U+FFFD), numbers that are not finite (`1e400` parses as
 *   Infinity), integers beyond the safe range (ids are bigint; JavaScript is exact up to 2^53 - 1), and values
 *   nested deeper than any form sends (MAX_DEPTH; refused once, as the top-level field that holds them).
 * Objects and arrays are changed in place; the returned value is the one to validate (a root value may be replaced).
 * Refusals come back as ajv-like errors, so they are translated with the schema's own titles.
 */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers';

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
}

const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, 1: true, 0: false };
const NONE: readonly string[] = [];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const MAX_DEPTH = 32;

const typesOf = (schema: SchemaNode | undefined): readonly string[] =>
  schema?.type === undefined ? NONE : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The top-level field of a pointer (`/extra/0/0/…` → `/extra`). */
const topOf = (path: string): string => path.slice(0, (path.indexOf('/', 1) + 1 || path.length + 1) - 1);

const pointer = (path: string, key: string | number): string => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

class Coercion {
  readonly errors: AjvErrorLike[] = [];

  constructor(private readonly textual: boolean) {}

  visit(value: unknown, schema: SchemaNode | undefined, path: string, depth = 0): unknown {
    if (typeof value === 'string') return this.text(value, schema, path);
    if (typeof value === 'number') return this.number(value, schema, path);
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_DEPTH) {
      this.refuse('depth', topOf(path));
      return value;
    }
    if (Array.isArray(value)) {
      const items = typesOf(schema).includes('array') ? schema!.items : undefined;
      for (let i = 0; i < value.length; i++) value[i] = this.visit(value[i], items, pointer(path, i), depth + 1);
      return value;
    }
    return this.object(value as Record<string, unknown>, schema, path, depth);
  }

  private object(value: Record<string, unknown>, schema: SchemaNode | undefined, path: string, depth: number): Record<string, unknown> {
    const properties = schema?.properties;
    const closed = schema?.additionalProperties === false;
    const rest = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    for (const key of Object.keys(value)) {
      const field = properties && Object.hasOwn(properties, key) ? properties[key] : undefined;
      if (!field && closed) {
        delete value[key];
        continue;
      }
      value[key] = this.visit(value[key], field ?? rest, pointer(path, key), depth + 1);
    }
    return value;
  }

  private text(value: string, schema: SchemaNode | undefined, path: string): unknown {
    if (value.includes('\u0000')) {
      this.refuse('nul', path);
      return value;
    }
    if (LONE_SURROGATE.test(value)) {
      this.refuse('unicode', path);
      return value;
    }
    const types = typesOf(schema);
    if (types.length === 0 || types.includes('string')) return value;
    if ((types.includes('integer') || types.includes('number')) && NUMBER_TEXT.test(value)) return this.number(Number(value), schema, path);
    if (types.includes('boolean') && Object.hasOwn(BOOLEAN_TEXT, value)) return BOOLEAN_TEXT[value];
    if (this.textual && types.includes('array')) return [this.visit(value, schema!.items, pointer(path, 0))];
    return value;
  }

  private number(value: number, schema: SchemaNode | undefined, path: string): unknown {
    const types = typesOf(schema);
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value) && !types.includes('number'))) {
      this.refuse('range', path);
      return value;
    }
    if (types.includes('boolean') && !types.includes('number') && !types.includes('integer') && (value === 0 || value === 1)) return value === 1;
    return value;
  }

  private refuse(keyword: 'nul' | 'unicode' | 'range' | 'depth', path: string): void {
    this.errors.push({ keyword, instancePath: path, params: {} });
  }
}

/** Drops empty query values (`status=`, and empty ones among repeated values): an empty filter is no filter. */
function dropEmpty(query: Record<string, unknown>): void {
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === '') delete query[key];
    else if (Array.isArray(value)) {
      const kept = value.filter((v) => v !== '');
      if (kept.length) query[key] = kept;
      else delete query[key];
    }
  }
}

/** A query's list parameters as their comma-separated items (`ids=1,2&ids=3` → ['1', '2', '3']). */
function splitLists(query: Record<string, unknown>, schema: SchemaNode | undefined): void {
  for (const [key, field] of Object.entries(schema?.properties ?? {})) {
    const value = query[key];
    if (!typesOf(field).includes('array') || value === undefined) continue;
    const items = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',').map((item) => item.trim()) : [v])).filter((v) => v !== '');
    if (items.length) query[key] = items;
    else delete query[key];
  }
}

export function coerceInput(data: unknown, schema: object | undefined, part: InputPart): { value: unknown; errors: AjvErrorLike[] } {
  const textual = part !== 'body';
  if (part === 'querystring' && data !== null && typeof data === 'object') {
    dropEmpty(data as Record<string, unknown>);
    splitLists(data as Record<string, unknown>, schema as SchemaNode | undefined);
  }
  const coercion = new Coercion(textual);
  const value = coercion.visit(data, schema as SchemaNode | undefined, '');
  return { value, errors: coercion.errors };
}
