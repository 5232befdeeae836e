import { sql, type RawBuilder } from 'kysely';

/**
 * An `ilike` pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally: typing
 * "100%" searches for "100%", not for everything that starts with "100".
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A `like` pattern for values that start with `text` (literal as above): a `text_pattern_ops` index answers it. */
export const prefixPattern = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows whose `column` contains `text` (case-insensitive, `%` `_` `\` literal): the condition an index over
 * `search_grams(column)` answers (migration 0049, decision 100) — the row's characters and character pairs hold the
 * text's pairs (its character, for one) — and beside it `strpos(lower(column), lower(text)) <> 0`, which keeps exactly
 * the rows a scan would: on a UTF-8 database ILIKE is a match of `lower()` of both sides, and a pattern without
 * wildcards is a containment. Not the `ilike` itself, for the planner's sake (decision 105): it would multiply the
 * grams' estimate (from the index's statistics, right) by its own for the `ilike` (from the column's histogram) as if
 * they were independent, and take a common text for a rare one — a page of 10 % of a million rows then sorted all
 * 100 000 matches instead of walking its order's index. `<> 0` is estimated as nearly every row, so the grams' figure
 * stands; and being cheaper than `search_grams`, it is tested first on a row an index walk reads. Use it only on a
 * column that has such an index (every `like` filter of a manifest list gets one): without it the grams cost a
 * function call a row.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(search_grams(${ref}) @> search_pattern_grams(${text}) and strpos(lower(${ref}), lower(${text})) <> 0)`;
}
