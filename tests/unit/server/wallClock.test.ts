import { describe, expect, it } from 'vitest';
import { startOfWallClockDay } from '../../../src/server/wallClock.ts';

describe('startOfWallClockDay', () => {
  it('is the users’ midnight, not UTC’s or the server process’s', () => {
    // 01:00 on 24 November in Beijing is still 23 November in UTC: the day began at 16:00 UTC on the 23rd.
    expect(startOfWallClockDay(new Date('2026-11-23T17:00:00Z'), 480).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    // One second before Beijing's midnight the day is the 23rd, which began at 16:00 UTC on the 22nd.
    expect(startOfWallClockDay(new Date('2026-11-23T15:59:59Z'), 480).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    // Exactly at midnight the new day starts.
    expect(startOfWallClockDay(new Date('2026-11-23T16:00:00Z'), 480).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('works west of Greenwich too', () => {
    expect(startOfWallClockDay(new Date('2026-11-24T03:00:00Z'), -300).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});
