/**
 * An `ilike` pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally: typing
 * "100%" searches for "100%", not for everything that starts with "100".
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A `like` pattern for values that start with `text` (literal as above): a `text_pattern_ops` index answers it. */
export const prefixPattern = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
