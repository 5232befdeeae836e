import { describe, expect, it } from 'vitest';
import { buildQuery, withQuery } from '../../../src/client/api/index.ts';

describe('GET parameter flattening (API-CONTRACT §1.5)', () => {
  it('skips null and undefined, keeps empty strings', () => {
    expect(buildQuery({ a: 1, b: null, c: undefined, d: '', e: 'x' })).toBe('a=1&d=&e=x');
  });

  it('flattens objects and arrays one level as key[sub], URL-encoded', () => {
    const q = buildQuery({ createTime: ['2023-01-01 00:00:00', '2023-01-31 23:59:59'], page: { no: 2, size: null } });
    expect(q).toBe(
      'createTime%5B0%5D=2023-01-01%2000%3A00%3A00&createTime%5B1%5D=2023-01-31%2023%3A59%3A59&page%5Bno%5D=2',
    );
    expect(decodeURIComponent(q)).toContain('createTime[0]=2023-01-01 00:00:00');
  });

  it('keeps empty strings inside objects and skips their null members', () => {
    expect(decodeURIComponent(buildQuery({ f: { a: '', b: null, c: 0 } }))).toBe('f[a]=&f[c]=0');
  });

  it('sends booleans and numbers as text, and dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(buildQuery({ ok: false, n: 0 })).toBe('ok=false&n=0');
    expect(decodeURIComponent(buildQuery({ at: new Date(2024, 0, 2, 3, 4, 5) }))).toBe('at=2024-01-02 03:04:05');
  });

  it('encodes Chinese and reserved characters', () => {
    expect(buildQuery({ name: '市人大常委会&x' })).toBe(`name=${encodeURIComponent('市人大常委会&x')}`);
  });

  it('appends to URLs with or without an existing query', () => {
    expect(withQuery('/a', { x: 1 })).toBe('/a?x=1');
    expect(withQuery('/a?y=2', { x: 1 })).toBe('/a?y=2&x=1');
    expect(withQuery('/a', { x: null })).toBe('/a');
  });
});
