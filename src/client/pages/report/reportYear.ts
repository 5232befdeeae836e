/**
 * The year a new annual report is about: from October on, the year that is ending (deputies write their report in
 * its last quarter, when the year's work is mostly done); before October, the year just ended.
 */
export function defaultReportYear(now: Date = new Date()): string {
  const OCTOBER = 9; // Date months count from 0
  return String(now.getMonth() >= OCTOBER ? now.getFullYear() : now.getFullYear() - 1);
}
