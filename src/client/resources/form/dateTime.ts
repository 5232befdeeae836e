import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '../../api/index.ts';

/**
 * Values of the date pickers (MUI X with the dayjs adapter) ↔ what the forms and filters hold. The wire format stays
 * what it was with the browser's inputs: epoch ms for a timestamp field, `yyyy-MM-dd` day strings for a date-range
 * filter (the dataProvider widens them to 00:00:00 / 23:59:59, src/client/api/dateRange.ts).
 */
const DAY = 'YYYY-MM-DD';

/** Epoch ms (or anything empty) → the picker's value; null when empty or not a date. */
export function toPickerTime(value: unknown): Dayjs | null {
  if (value === undefined || value === null || value === '') return null;
  const d = dayjs(value as number);
  return d.isValid() ? d : null;
}

/** The picker's value → epoch ms, seconds kept; undefined when cleared or half typed. */
export function fromPickerTime(value: Dayjs | null): number | undefined {
  return value?.isValid() ? value.valueOf() : undefined;
}

/** A `yyyy-MM-dd` day string → the picker's value; null when empty. */
export function toPickerDay(text: string | undefined): Dayjs | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const d = dayjs(text);
  return d.isValid() ? d : null;
}

/** The picker's value → a `yyyy-MM-dd` day string; '' when cleared or half typed (the filter leaves it out). */
export function fromPickerDay(value: Dayjs | null): string {
  return value?.isValid() ? value.format(DAY) : '';
}

/** SPEC §9: a range's start picker opens 90 days back, its end picker today. */
export const RANGE_START_DAYS_BACK = 90;
export const rangeReferenceDays = (now: Dayjs = dayjs()): [Dayjs, Dayjs] => [
  now.subtract(RANGE_START_DAYS_BACK, 'day').startOf('day'),
  now.endOf('day'),
];

/** Epoch ms → the value of `<input type="datetime-local">` (local time, seconds included); '' when empty. */
export function toLocalInput(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return formatDate(value as number, 'yyyy-MM-dd HH:mm:ss').replace(' ', 'T');
}

/** The input's value → epoch ms; undefined when cleared or invalid. */
export function fromLocalInput(text: string): number | undefined {
  if (!text) return undefined;
  const [date, time = '00:00:00'] = text.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  const ms = new Date(y, m - 1, d, hh, mm, ss).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}
