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
  const value = (c: FieldColumn) => (c.select ? c.select : !isTimestamp(c.schema) ? sql.ref(c.column)
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

/**
 * How many bytes of text a chunk may hold (decision 31). Rows are read 2 000 at a time, which keeps the number of
 * statements low (smaller chunks measured ~20 % slower on PostgreSQL: a statement, a round trip and a socket write
 * each); but 2 000 rows of a resource with long texts (a survey's description, a rich-text remark) would be
 * megabytes in one string. The next chunk's rows follow the width of the last chunk's, so a chunk of any resource
 * stays near this size (config rows: ~300 KB for 2 000 rows; rows of 10 KB: ~50 rows a chunk).
 */
export const CHUNK_BYTES = 512 * 1024;
/** The first chunk's rows, before the width of a row is known (small, so the first bytes go out at once). */
export const FIRST_CHUNK_ROWS = 100;
/** Rows of a chunk however wide they are, so very wide rows do not turn an export into a statement per row. */
export const MIN_CHUNK_ROWS = 10;

/**
 * The rows of the next chunk, from the UTF-8 size of the text the last chunk's `rows` rows made: ~CHUNK_BYTES,
 * within the bounds. A chunk whose rows were all deleted meanwhile tells nothing of their width: the size stays.
 */
export function nextChunkRows(textBytes: number, rows: number, maxRows: number): number {
  const fitting = textBytes > 0 ? Math.floor((CHUNK_BYTES * rows) / textBytes) : rows;
  return Math.max(Math.min(MIN_CHUNK_ROWS, maxRows), Math.min(maxRows, fitting));
}
