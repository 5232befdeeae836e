import { sql, type RawBuilder } from 'kysely';

/**
 * An `ilike` pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally: typing
 * "100%" searches for "100%", not for everything that starts with "100".
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A `like` pattern for values that start with `text` (literal as above): a `text_pattern_ops` index answers it. */
export const prefixPattern = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows whose `column` contains `text` (case-insensitive, `%` `_` `\` literal): the `ilike` of containsPattern, preceded
 * by the condition an index over `search_grams(column)` answers (migration 0049, decision 100): the row's characters
 * and character pairs hold the text's pairs (its character, for one). The index finds the candidates for a text of
 * any length, one or two Chinese characters included; the `ilike` keeps exactly the rows a scan would. Use it only on
 * a column that has such an index (every `like` filter of a manifest list gets one): without it the extra condition
 * costs a function call a row.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(search_grams(${ref}) @> search_pattern_grams(${text}) and ${ref} ilike ${containsPattern(text)})`;
}
