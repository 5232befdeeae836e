/**
 * A chunk of rows read as one JSON text: an array with one entry per row, which is the row's array of values or,
 * for a row of more than 90 fields (`json_build_array` takes at most 100 arguments), an array of such arrays.
 * `crud/rowChunks.ts` produces it; the Excel worker decodes it with one JSON.parse. Free of imports, so the
 * worker can use it.
 */
export interface JsonChunk {
  text: string;
  /** How many value arrays make one row (1 unless a row has more than 90 fields). */
  arrays: number;
}

/** The rows of a chunk as arrays of values, in the fields' order. */
export function decodeRows(chunk: JsonChunk): unknown[][] {
  const rows = JSON.parse(chunk.text) as unknown[][];
  return chunk.arrays === 1 ? rows : rows.map((parts) => (parts as unknown[][]).flat());
}
