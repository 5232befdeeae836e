import { describe, expect, it } from 'vitest';
import { defaultReportYear } from '../../../../src/client/pages/report/reportYear.ts';

// Issue 38 point 14: in November a deputy reports on the year that is ending, not on last year.
describe('the year a new annual report defaults to', () => {
  it('is the year just ended until the end of September', () => {
    expect(defaultReportYear(new Date(2026, 0, 1))).toBe('2025');
    expect(defaultReportYear(new Date(2026, 8, 30, 23, 59))).toBe('2025');
  });

  it('is the current year from October on', () => {
    expect(defaultReportYear(new Date(2026, 9, 1))).toBe('2026');
    expect(defaultReportYear(new Date(2026, 10, 28))).toBe('2026');
    expect(defaultReportYear(new Date(2026, 11, 31, 23, 59))).toBe('2026');
  });
});
