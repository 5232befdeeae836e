import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's collector as `--expose-gc` offers it: `execution: 'async'` collects in a task of its own. */
type Collect = (options: { type: 'major'; execution: 'async' }) => unknown;

/**
 * V8's collector for this thread. The flag is set only while one new context is made, which is then the only one
 * with `gc`: the server's global object does not change, and contexts made later do not get it.
 */
export function exposedCollector(): Collect | null {
  const global = (globalThis as { gc?: Collect }).gc;
  if (typeof global === 'function') return global;
  try {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Collect;
  } catch {
    return null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/** Workbook bytes from which an export counts as large: ~15 000 rows of a typical sheet. */
export const LARGE_EXPORT_BYTES = 1024 * 1024;

/**
 * Gives a large export's memory back when it is over (decision 31). An export of 100k rows leaves ~30 MB of strings
 * and up to ~80 MB of buffers that lived long enough to reach V8's old generation; V8 collects them only when that
 * generation reaches its next limit, so each later export started on top of the last one's garbage and peaked
 * higher (265–300 MB on PostgreSQL against ~225 MB for the first). A full collection shortly after a large export
 * ends (one for several that end together) costs a few tens of milliseconds and keeps every export's peak where the
 * first one's was.
 */
export class MemoryRelief {
  private timer: NodeJS.Timeout | undefined;
  private collect: Collect | null | undefined;

  constructor(private readonly collector: () => Collect | null = exposedCollector, private readonly delayMs = 200) {}

  /** An export of `bytes` is over (complete, failed or abandoned). */
  after(bytes: number): void {
    if (bytes < LARGE_EXPORT_BYTES) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.collect ??= this.collector();
      this.collect?.({ type: 'major', execution: 'async' });
    }, this.delayMs);
    this.timer.unref();
  }
}

/** This thread's (the server's, or the Excel worker's). */
export const memoryRelief = new MemoryRelief();
