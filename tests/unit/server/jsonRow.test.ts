// The text a chunk of exported rows travels in: one JSON array per line, decoded a row at a time.
import { describe, expect, it } from 'vitest';
import { decodeRows, eachRow, encodeRows } from '../../../src/server/db/jsonRow.ts';

describe('chunk text of rows', () => {
  it('round-trips values, newlines inside values included', () => {
    const rows = [[1, '第一行\n第二行', null, true], [2, 'a"b\\c', 1.5, false]];
    const chunk = encodeRows(rows);
    expect(chunk.text.split('\n')).toHaveLength(2); // JSON escapes the newline inside the value
    expect(decodeRows(chunk)).toEqual(rows);
  });

  it('joins the arrays of a wide row into one row', () => {
    expect(decodeRows({ text: '[[1,2],[3]]\n[[4,5],[6]]', arrays: 2 })).toEqual([[1, 2, 3], [4, 5, 6]]);
  });

  it('has no rows when the text is empty', () => {
    expect(decodeRows({ text: '', arrays: 1 })).toEqual([]);
  });

  it('decodes a row only when it is asked for', () => {
    const rows = eachRow({ text: '[1]\nnot json', arrays: 1 });
    expect(rows.next().value).toEqual([1]); // the broken second line is not read yet
    expect(() => rows.next()).toThrow(SyntaxError);
  });
});
