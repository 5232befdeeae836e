import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, MIN_CHUNK_ROWS, nextChunkRows } from '../../../src/server/crud/rowChunks.ts';

describe('nextChunkRows', () => {
  it('takes as many rows as make about CHUNK_BYTES of text', () => {
    const rows = (bytesPerRow: number) => nextChunkRows(100 * bytesPerRow, 100, 2000);
    expect(rows(CHUNK_BYTES / 100)).toBe(100);
    expect(rows(CHUNK_BYTES / 400)).toBe(400);
    expect(rows(10 * 1024)).toBe(51); // a rich-text column of 10 KB a row
    const next = nextChunkRows(37 * 3333, 37, 2000);
    expect(next * 3333).toBeLessThanOrEqual(CHUNK_BYTES);
    expect((next + 1) * 3333).toBeGreaterThan(CHUNK_BYTES);
  });

  it('stays within the caller’s maximum, and above the minimum for very wide rows', () => {
    expect(nextChunkRows(100 * 150, 100, 2000)).toBe(2000); // config rows, ~150 bytes: capped at maxRows
    expect(nextChunkRows(100 * 150, 100, 1000)).toBe(1000);
    expect(nextChunkRows(10 * 500_000, 10, 2000)).toBe(MIN_CHUNK_ROWS); // half a megabyte a row
    expect(nextChunkRows(10 * 500_000, 10, 3)).toBe(3); // a maximum below the minimum wins
  });

  it('keeps the size when the last chunk told nothing of the width (its rows were all deleted meanwhile)', () => {
    expect(nextChunkRows(0, 100, 2000)).toBe(100);
    expect(nextChunkRows(0, 100, 50)).toBe(50);
  });
});
