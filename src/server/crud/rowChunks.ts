import { sql, type AliasedRawBuilder } from 'kysely';
import { isTimestamp, type FieldColumn } from './columns.ts';
import { sqlDateTime } from './queryDates.ts';

export { decodeRows, type JsonChunk } from '../db/jsonRow.ts';

// json_build_array takes at most 100 arguments (FUNC_MAX_ARGS); wider rows are sent as several arrays.
const PER_ARRAY = 90;

/**
 * Each row as JSON arrays of the fields' values, selected as `j0`, `j1`… (timestamps as epoch milliseconds, as the
 * API sends them, or as `yyyy-MM-dd HH:mm:ss` text when `formattedDates`). Reading rows is mostly the driver
 * decoding fields: PGlite copies and UTF-8-decodes every field on its own, so JSON that JSON.parse reads natively
 * reads 100k rows about twice as fast there, and is cheaper for node-postgres too.
 */
export function rowJson(fields: readonly FieldColumn[], formattedDates = false): AliasedRawBuilder<string, string>[] {
  const value = (c: FieldColumn) => (!isTimestamp(c.schema) ? sql.ref(c.column)
    : formattedDates ? sqlDateTime(c.column) : sql`floor(extract(epoch from ${sql.ref(c.column)}) * 1000)::int8`);
  const arrays: AliasedRawBuilder<string, string>[] = [];
  for (let i = 0; i < fields.length || i === 0; i += PER_ARRAY) {
    arrays.push(sql<string>`json_build_array(${sql.join(fields.slice(i, i + PER_ARRAY).map(value))})`.as(`j${arrays.length}`));
  }
  return arrays;
}

/**
 * Yields what `read` returns until it returns null, starting the next read before handing out the current result:
 * on PostgreSQL (another process) the database prepares the next chunk while the caller writes this one.
 */
export async function* readAhead<T>(read: () => Promise<T | null>): AsyncGenerator<T> {
  let pending = read();
  try {
    for (;;) {
      const value = await pending;
      if (value === null) return;
      pending = read();
      pending.catch(() => undefined); // awaited on the next turn; a caller that stops early must not leave it unhandled
      // One turn of the event loop lets the read reach the database (pool checkout, socket write) before the caller's
      // synchronous work on `value` starts; without it the query was sent only after that work and nothing overlapped.
      await new Promise<void>((resolve) => setImmediate(resolve));
      yield value;
    }
  } finally {
    await pending.catch(() => undefined); // a read still running finishes before the caller goes on (its next query)
  }
}
