/**
 * A query parameter that lists ids (yudao's `Collection<Long>`): `ids=1,2` and `ids=1&ids=2` alike, split by the
 * input layer (shared/validation/coerce.ts), so each id is checked as any integer is: an id beyond bigint or not a
 * number is refused with the list's title and the item's position, never sent to the database.
 */
export const idListSchema = (title: string, maxItems: number) => ({
  type: 'array', title, maxItems, items: { type: 'integer', minimum: 1 },
}) as const;

/** The ids once, in the order first given. */
export const distinctIds = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];
