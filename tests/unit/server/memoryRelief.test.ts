// A large export gives its memory back when it is over: one full collection shortly after, however many end together.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkbookDownload } from '../../../src/server/excel/index.ts';
import { exposedCollector, LARGE_EXPORT_BYTES, MemoryRelief, memoryRelief } from '../../../src/server/excel/memoryRelief.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeCollector() {
  const collect = vi.fn();
  return { collect, relief: new MemoryRelief(() => collect, 200) };
}

describe('MemoryRelief', () => {
  it('collects once, a moment after a large export is over', () => {
    vi.useFakeTimers();
    const { collect, relief } = fakeCollector();
    relief.after(LARGE_EXPORT_BYTES);
    expect(collect).not.toHaveBeenCalled(); // not while the response may still be flushing
    vi.advanceTimersByTime(200);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: 'major', execution: 'async' });
  });

  it('collects once for several large exports that end together', () => {
    vi.useFakeTimers();
    const { collect, relief } = fakeCollector();
    relief.after(LARGE_EXPORT_BYTES * 7);
    vi.advanceTimersByTime(100);
    relief.after(LARGE_EXPORT_BYTES * 2);
    vi.advanceTimersByTime(199);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('leaves small exports to V8', () => {
    vi.useFakeTimers();
    const { collect, relief } = fakeCollector();
    relief.after(LARGE_EXPORT_BYTES - 1);
    relief.after(0);
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('goes on without collecting when the collector cannot be had', () => {
    vi.useFakeTimers();
    const relief = new MemoryRelief(() => null, 200);
    relief.after(LARGE_EXPORT_BYTES);
    expect(() => vi.advanceTimersByTime(200)).not.toThrow();
  });
});

describe('exposedCollector', () => {
  it('is V8’s full collection: garbage is gone after it', async () => {
    const collect = exposedCollector();
    expect(collect).toBeTypeOf('function');
    let garbage: unknown[] | null = Array.from({ length: 300_000 }, (_, i) => ({ i, text: `行${i}` }));
    const withGarbage = v8.getHeapStatistics().used_heap_size;
    expect(garbage.length).toBe(300_000);
    garbage = null;
    await collect!({ type: 'major', execution: 'async' });
    expect(withGarbage - v8.getHeapStatistics().used_heap_size).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('does not give `gc` to the server’s global object or to contexts made later', () => {
    exposedCollector();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('an export’s download', () => {
  it('reports its bytes when it is over, so a large one is collected after', async () => {
    const after = vi.spyOn(memoryRelief, 'after');
    const book = new WorkbookDownload();
    const read = (async (stream: Readable) => { let n = 0; for await (const part of stream) n += (part as Buffer).length; return n; })(book.stream);
    const sheet = book.addSheet('调研', [{ header: '内容', width: 40 }]);
    // Random text does not compress: ~1.5 MB of workbook.
    expect(await book.write(sheet, Array.from({ length: 1000 }, () => [randomBytes(1500).toString('base64')]))).toBe(true);
    sheet.commit();
    await book.close();
    const bytes = await read;
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(bytes).toBeGreaterThan(LARGE_EXPORT_BYTES);
    expect(after).toHaveBeenCalledWith(bytes);
  });
});
