/**
 * A chunk of rows read as one text: one line per row (`\n` between rows; JSON escapes any newline inside a value).
 * A line is the row's JSON array of values or, for a row of more than 90 fields (`json_build_array` takes at most
 * 100 arguments), an array of such arrays. `crud/rowChunks.ts` produces it; the Excel writer decodes it a row at a
 * time, as it writes, so a row's values die young instead of a whole chunk's outliving many collections (decision
 * 29). Free of imports, so the worker can use it.
 */
export interface JsonChunk {
  text: string;
  /** How many value arrays make one row (1 unless a row has more than 90 fields). */
  arrays: number;
}

/** The rows of a chunk, decoded one by one as they are asked for, as arrays of values in the fields' order. */
export function* eachRow(chunk: JsonChunk): Generator<unknown[]> {
  const { text, arrays } = chunk;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const row = JSON.parse(text.slice(start, end)) as unknown[];
    yield arrays === 1 ? row : (row as unknown[][]).flat();
    start = end + 1;
  }
}

/** All rows of a chunk at once (see eachRow). */
export function decodeRows(chunk: JsonChunk): unknown[][] {
  return [...eachRow(chunk)];
}

/** The chunk text of rows already in memory, as the database would send it (the tests build chunks with it). */
export function encodeRows(rows: readonly unknown[][]): JsonChunk {
  return { text: rows.map((row) => JSON.stringify(row)).join('\n'), arrays: 1 };
}
