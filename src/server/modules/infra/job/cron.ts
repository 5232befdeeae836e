import { Cron } from 'croner';

/**
 * yudao's cron expressions are Quartz's: six fields with seconds (`0 0 2 * * ?`), an optional seventh for the year,
 * `?` for "no specific day", weekdays 1 (SUN) to 7 (SAT), `L`, `W`, `#` and steps like `0/5`. croner reads them with
 * these options; the server (validation, fire times) and the form's preview of the next runs share them, so both
 * agree on every time. Times are the server's local time, as Quartz's are.
 */
const QUARTZ = { mode: '6-or-7-parts', alternativeWeekdays: true, sloppyRanges: true } as const;

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
