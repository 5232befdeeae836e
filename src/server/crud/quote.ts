/** A quoted SQL identifier. Identifiers come from a validated manifest, and are quoted anyway. */
export const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;
