/**
 * What the prepared-statement caches of both databases (pglitePrepared.ts, pgPrepared.ts) need to know of a
 * statement's text.
 */

/** Statements whose plan is worth keeping: queries and data changes. Anything else runs as it is. */
export const isPreparable = (text: string): boolean => /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i.test(text);

/** Statements after which a kept plan may describe tables or types that changed, or names that are gone. */
export const changesDefinitions = (text: string): boolean =>
  /^\s*(create|alter|drop|truncate|comment|grant|revoke|discard|deallocate|reindex|cluster|security|import|refresh)\b/i.test(text);

/**
 * A kept statement that cannot run as kept: the session no longer has it (26000), or its result's columns changed
 * under it (0A000, "cached plan must not change result type"). Run afresh, unprepared.
 */
export const isStaleStatement = (error: unknown): boolean => ['26000', '0A000'].includes((error as { code?: string } | null)?.code ?? '');
