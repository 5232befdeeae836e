/**
 * What the prepared-statement caches of both databases (pglitePrepared.ts, pgPrepared.ts) need to know of a
 * statement's text.
 */

/**
 * Statements whose plan is worth keeping: queries and data changes. Anything else runs as it is, and so does a text
 * search (db/like.ts): its best plan depends on the text — a common one walks the page's order, a rare one reads its
 * few matches (decision 105) — and a kept plan becomes, after five runs, a generic one planned for no text at all
 * (the picker's 建国, nine deputies, then took 32 ms instead of 4). Planning it afresh costs about a millisecond.
 */
export const isPreparable = (text: string): boolean =>
  /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i.test(text) && !text.includes('search_pattern_grams(');

/** Statements after which a kept plan may describe tables or types that changed, or names that are gone. */
export const changesDefinitions = (text: string): boolean =>
  /^\s*(create|alter|drop|truncate|comment|grant|revoke|discard|deallocate|reindex|cluster|security|import|refresh)\b/i.test(text);

/**
 * A kept statement that cannot run as kept: the session no longer has it (26000), or its result's columns changed
 * under it (0A000, "cached plan must not change result type"). Run afresh, unprepared.
 */
export const isStaleStatement = (error: unknown): boolean => ['26000', '0A000'].includes((error as { code?: string } | null)?.code ?? '');

/**
 * The statement texts seen once, so a cache prepares a statement the second time it is seen (as PgJDBC's
 * prepareThreshold): a statement run once is not worth a name. Forgets everything past `capacity` texts.
 */
export class Sightings {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** True when `text` was seen before (and forgets it: it is being prepared); else remembers it and says false. */
  seenBefore(text: string): boolean {
    if (this.seen.delete(text)) return true;
    this.remember(text);
    return false;
  }

  /** Remembers `text` as seen once (also: to try it again later). */
  remember(text: string): void {
    if (this.seen.size >= this.capacity) this.seen.clear();
    this.seen.add(text);
  }

  clear(): void {
    this.seen.clear();
  }
}

/** A prefix for a cache's statement names, its own should another ever prepare statements on the same session. */
export const statementNamePrefix = (): string => `deputy_${Math.random().toString(36).slice(2, 8)}_`;
