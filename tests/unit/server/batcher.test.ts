import { describe, expect, it } from 'vitest';
import { Batcher } from '../../../src/server/db/batcher.ts';

describe('Batcher', () => {
  it('runs calls made together as one batch, answering each in order', async () => {
    const batches: number[][] = [];
    const square = new Batcher<number, number>(async (xs) => (batches.push([...xs]), xs.map((x) => x * x)));
    expect(await Promise.all([1, 2, 3].map((x) => square.run(x)))).toEqual([1, 4, 9]);
    expect(await square.run(4)).toBe(16);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails only the input whose result is an Error, and the whole batch when the batch throws', async () => {
    const check = new Batcher<number, string>(async (xs) => xs.map((x) => (x < 0 ? new Error(`负数 ${x}`) : `ok ${x}`)));
    const results = await Promise.allSettled([check.run(1), check.run(-2), check.run(3)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['ok 1', '负数 -2', 'ok 3']);
    const broken = new Batcher<number, number>(async () => { throw new Error('数据库不可用'); });
    const both = await Promise.allSettled([broken.run(1), broken.run(2)]);
    expect(both.every((r) => r.status === 'rejected' && (r.reason as Error).message === '数据库不可用')).toBe(true);
  });

  it('splits a large batch at its maximum size', async () => {
    const sizes: number[] = [];
    const echo = new Batcher<number, number>(async (xs) => (sizes.push(xs.length), xs), 2);
    await Promise.all([1, 2, 3, 4, 5].map((x) => echo.run(x)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
