/**
 * A small seeded generator (mulberry32): the fuzz must give the same cases for the same seed on every machine, so a
 * failure found in CI can be replayed with FUZZ_SEED. Math.random cannot be seeded.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Up to `count` items in a random order (Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }
}

/** A stable 32-bit hash of a text (FNV-1a): each route gets its own stream from the run's seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The seed CI and `npm test` use: a fixed one, so a run fails only when the code changed, never by the draw (a seed
 * drawn afresh each run would make CI fail at random on a finding the change did not cause).
 */
export const DEFAULT_SEED = 20261123;

/** FUZZ_SEED when given (a number to replay a run, `random` to explore), else DEFAULT_SEED; the test prints it. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED;
  if (given === 'random') return Math.floor(Math.random() * 0xffffffff);
  if (given !== undefined && given !== '') {
    const n = Number(given);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Error(`FUZZ_SEED must be an integer 0..4294967295, got "${given}"`);
    return n;
  }
  return DEFAULT_SEED;
}
