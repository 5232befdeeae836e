import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coerceInput, MAX_DEPTH } from '../../../src/shared/validation/coerce.ts';
import { isQueryDate } from '../../../src/server/crud/queryDates.ts';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    price: { type: 'number' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    parentId: { type: ['integer', 'null'] },
    status: { type: 'array', items: { type: 'integer' } },
    options: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { value: { type: 'integer' } } } },
  },
};

const body = (data: Record<string, unknown>) => coerceInput(data, schema, 'body');
const query = (data: Record<string, unknown>) => coerceInput(data, schema, 'querystring');

describe('input coercion', () => {
  it('turns canonical numeric and boolean text into what the schema says', () => {
    expect(body({ id: '12', price: '-3', enabled: 'true', parentId: '7' }).value).toEqual({ id: 12, price: -3, enabled: true, parentId: 7 });
    expect(body({ price: '1.5', enabled: 'false' }).value).toEqual({ price: 1.5, enabled: false });
    expect(body({ enabled: '1' }).value).toEqual({ enabled: true });
    expect(body({ enabled: '0' }).value).toEqual({ enabled: false });
    expect(body({ enabled: 1 }).value).toEqual({ enabled: true });
    expect(body({ enabled: 0 }).value).toEqual({ enabled: false });
    expect(body({ id: 0 }).value).toEqual({ id: 0 });
  });

  it('never turns padded, signed, hex, exponent or empty text, booleans, arrays or objects into a number', () => {
    for (const id of [' 6', '6 ', '+6', '06', '0x6', '1e3', '', 'NaN', 'Infinity', '1_000', true, false, [6], ['6'], { 0: 6 }]) {
      const { value, errors } = body({ id });
      expect((value as { id: unknown }).id).toEqual(id);
      expect(errors).toEqual([]);
    }
    for (const enabled of ['yes', 'TRUE', ' true', 2, -1, ['true'], '']) expect((body({ enabled }).value as { enabled: unknown }).enabled).toEqual(enabled);
  });

  it('never turns anything into a string: credentials are exactly strings', () => {
    for (const name of [['admin'], 12, true, { 0: 'admin' }]) expect((body({ name }).value as { name: unknown }).name).toEqual(name);
  });

  it('drops the fields a closed object does not declare, at every depth', () => {
    expect(body({ id: 1, isAdmin: true, options: [{ value: '2', label: 'x' }] }).value).toEqual({ id: 1, options: [{ value: 2 }] });
    // An open object keeps them (its route reads what it declares).
    expect(coerceInput({ id: '1', extra: 'x' }, { type: 'object', properties: { id: { type: 'integer' } } }, 'body').value).toEqual({ id: 1, extra: 'x' });
  });

  it('refuses NUL anywhere, infinite numbers and integers beyond the safe range', () => {
    expect(body({ name: 'a\u0000b' }).errors).toEqual([{ keyword: 'nul', instancePath: '/name', params: {} }]);
    expect(coerceInput({ deep: [{ x: '\u0000' }] }, { type: 'object' }, 'body').errors).toEqual([{ keyword: 'nul', instancePath: '/deep/0/x', params: {} }]);
    expect(body({ price: Infinity }).errors).toEqual([{ keyword: 'range', instancePath: '/price', params: {} }]);
    expect(body({ id: 2 ** 53 }).errors).toEqual([{ keyword: 'range', instancePath: '/id', params: {} }]);
    expect(body({ id: '99999999999999999999' }).errors).toEqual([{ keyword: 'range', instancePath: '/id', params: {} }]);
    expect(body({ id: Number.MAX_SAFE_INTEGER }).errors).toEqual([]);
    expect(body({ id: -Number.MAX_SAFE_INTEGER }).errors).toEqual([]);
    // A number column holds big values; only an integer must stay exact.
    expect(body({ price: 1e20 }).errors).toEqual([]);
    expect(coerceInput('\u0000', { type: 'string' }, 'params').errors).toHaveLength(1);
    expect(coerceInput({ 'a/b': '\u0000' }, undefined, 'headers').errors[0].instancePath).toBe('/a~1b');
  });

  it('refuses lone surrogates (not storable as UTF-8) and nesting deeper than any form sends', () => {
    expect(body({ name: '\ud800x' }).errors).toEqual([{ keyword: 'unicode', instancePath: '/name', params: {} }]);
    expect(body({ name: 'x\udfff' }).errors).toEqual([{ keyword: 'unicode', instancePath: '/name', params: {} }]);
    expect(body({ name: '😀 表情' }).errors).toEqual([]);
    const deep = JSON.parse(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    // refused once, as the top-level field that holds it
    expect(coerceInput(deep, { type: 'object' }, 'body').errors).toEqual([{ keyword: 'depth', instancePath: '/a', params: {} }]);
    const fine = JSON.parse(`{"a":${'['.repeat(MAX_DEPTH - 1)}${']'.repeat(MAX_DEPTH - 1)}}`);
    expect(coerceInput(fine, { type: 'object' }, 'body').errors).toEqual([]);
  });

  it('in a query: drops empty values and makes a single value a one-element list where a list is wanted', () => {
    expect(query({ id: '', name: '', status: '' }).value).toEqual({});
    expect(query({ status: '1' }).value).toEqual({ status: [1] });
    expect(query({ status: ['1', '', '2'] }).value).toEqual({ status: [1, 2] });
    expect(query({ status: ['', ''] }).value).toEqual({});
    expect(query({ id: '5', unknown: 'x' }).value).toEqual({ id: 5 });
    // a list as its comma-separated items (Spring's Collection binding), each checked as any value is
    expect(query({ status: '1, 2,' }).value).toEqual({ status: [1, 2] });
    expect(query({ status: ['1,2', '3'] }).value).toEqual({ status: [1, 2, 3] });
    expect(query({ status: '1,99999999999999999999' }).errors).toEqual([{ keyword: 'range', instancePath: '/status/1', params: {} }]);
    // A body is not a query: an empty string stays (and the schema refuses it), a scalar is not wrapped.
    expect(body({ status: '1', name: '' }).value).toEqual({ status: '1', name: '' });
  });

  it('leaves a root value it cannot change to the validator', () => {
    expect(coerceInput(null, schema, 'body').value).toBeNull();
    expect(coerceInput([1], schema, 'body').value).toEqual([1]);
  });
});

describe('query dates', () => {
  it('accepts real calendar dates in years 1 to 9999 and epoch numbers', () => {
    for (const text of ['2024-02-29', '2024-02-29 23:59', '2024-02-29 23:59:59', '0001-01-01', '9999-12-31 23:59:59', '1700000000', '1700000000000', ' 2024-01-01 ']) {
      expect(isQueryDate(text), text).toBe(true);
    }
    for (const text of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '0000-01-01', '10000-01-01', '2024-01-01 24:00:00', '2024-01-01 12:60', '2024-1-1', 'yesterday', '', '170000000']) {
      expect(isQueryDate(text), text).toBe(false);
    }
  });
});

describe('resource schemas', () => {
  const dir = path.join(import.meta.dirname, '../../../schemas/generated');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

  it('give every writable text field a maxLength (or an enum or format that bounds it)', () => {
    const unbounded: string[] = [];
    const walk = (node: Record<string, any>, at: string) => {
      const types = [node.type].flat();
      if (types.includes('string') && !node.readOnly && node.maxLength === undefined && !node.enum && !node.format) unbounded.push(at);
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child as Record<string, any>, `${at}.${key}`);
      if (node.items) walk(node.items, `${at}[]`);
    };
    for (const file of files) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file);
    expect(unbounded).toEqual([]);
  });

  it('describe a field only in Chinese: a description is the form\'s help under the field (notes for developers are // comments)', () => {
    const notHelp: string[] = [];
    const walk = (node: Record<string, any>, at: string) => {
      for (const [key, child] of Object.entries(node.properties ?? {}) as [string, Record<string, any>][]) {
        // a sentence of English words is a note for developers that a JSDoc text turned into the field's help
        if (typeof child.description === 'string' && (!/\p{Script=Han}/u.test(child.description) || /[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/.test(child.description))) {
          notHelp.push(`${at}.${key}: ${child.description.slice(0, 60)}`);
        }
        walk(child, `${at}.${key}`);
      }
    };
    for (const file of files) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file);
    expect(notHelp).toEqual([]);
  });
});
