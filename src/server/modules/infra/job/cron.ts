import { Cron } from 'croner';
import { UTC_OFFSET_MINUTES } from '../../../wallClock.ts';

/**
 * yudao's cron expressions are Quartz's: six fields with seconds (`0 0 2 * * ?`), an optional seventh for the year,
 * `?` for "no specific day", weekdays 1 (SUN) to 7 (SAT), `L`, `W`, `#` and steps like `0/5`. croner reads them with
 * these options. The times are the users' wall-clock time — TIME_ZONE_OFFSET (China Standard Time unless the
 * deployment says otherwise), as query dates and exports are (crud/queryDates.ts) — not the server process's zone, so
 * `0 0 2 * * ?` runs at two in the morning where the deputies are, wherever the server runs.
 */
const QUARTZ = { mode: '6-or-7-parts', alternativeWeekdays: true, sloppyRanges: true, utcOffset: UTC_OFFSET_MINUTES } as const;

/** The expression as croner reads it, or null when it is not a valid Quartz expression. */
export function parseCron(expression: string): Cron | null {
  try {
    return new Cron(expression.trim(), QUARTZ);
  } catch {
    return null;
  }
}

export const isValidCron = (expression: string): boolean => parseCron(expression) !== null;

/** The next `count` fire times strictly after `after` (none for an invalid expression, or one whose years have passed). */
export function nextFireTimes(expression: string, count: number, after: Date = new Date()): Date[] {
  return parseCron(expression)?.nextRuns(count, after) ?? [];
}

/** The first fire time after `after`, or null when there is none. */
export const nextFireTime = (expression: string, after: Date = new Date()): Date | null => nextFireTimes(expression, 1, after)[0] ?? null;
