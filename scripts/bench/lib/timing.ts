import { performance } from 'node:perf_hooks';
import { percentile } from './http.ts';

/** The 50th and 95th percentiles of a run's times, in milliseconds. */
export interface Percentiles { p50: number; p95: number }

/**
 * Times `run` `runs` times one after another, after `warmUps` untimed runs (plans cached, pages in memory): the
 * benchmarks' one timing loop.
 */
export async function sample(run: () => Promise<unknown>, runs: number, warmUps = 5): Promise<Percentiles> {
  for (let i = 0; i < warmUps; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
