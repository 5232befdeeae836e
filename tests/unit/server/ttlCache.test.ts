import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../../../src/server/http/ttlCache.ts';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once while fresh, shares a load under way, and loads again after the time-to-live', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear() and never remembers a failed load', async () => {
    const cache = new TtlCache<string>(60_000);
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
    await expect(cache.get('x', async () => { throw new Error('db down'); })).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });

  it('caches nothing with a time-to-live of 0, and drops the oldest entry beyond its size', async () => {
    const off = new TtlCache<number>(0);
    let n = 0;
    await off.get('k', async () => ++n);
    expect(await off.get('k', async () => ++n)).toBe(2);
    const small = new TtlCache<string>(60_000, 2);
    await small.get('a', async () => 'a1');
    await small.get('b', async () => 'b1');
    await small.get('c', async () => 'c1');
    expect(await small.get('a', async () => 'a2')).toBe('a2');
    expect(await small.get('c', async () => 'c2')).toBe('c1');
  });
});
