import { sql, type RawBuilder } from 'kysely';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { ServiceError } from '../http/errors.ts';
import { TIME_ZONE_OFFSET as OFFSET } from '../wallClock.ts';

/**
 * Query-string dates are `yyyy-MM-dd HH:mm:ss` in the users' wall-clock time (China Standard Time unless the
 * deployment says otherwise through TIME_ZONE_OFFSET), as yudao's clients send them. A bare date is widened to the
 * whole day: 00:00:00 for a start and 23:59:59 for an end. Epoch numbers (10 digits = seconds) are accepted too.
 */

const EPOCH = /^(\d{10}|\d{13})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A date a list or export may filter by: epoch seconds or milliseconds, or a real calendar date (and time) in years
 * 1 to 9999 — `2024-02-30`, `2024-13-01` and year 0 are refused by validation, before any query or download starts.
 */
export function isQueryDate(text: string): boolean {
  const value = text.trim();
  if (EPOCH.test(value)) return true;
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  if (day > (month === 2 && isLeap(year) ? 29 : DAYS[month - 1])) return false;
  return hour <= 23 && minute <= 59 && second <= 59;
}

export function parseQueryDate(text: string, edge: 'start' | 'end'): Date {
  const value = text.trim();
  if (!isQueryDate(value)) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:无效的时间 ${text}`);
  if (/^\d{10}$/.test(value)) return new Date(Number(value) * 1000);
  if (/^\d{13}$/.test(value)) return new Date(Number(value));
  const [date, time] = value.split(' ');
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : edge === 'start' ? '00:00:00' : '23:59:59';
  return new Date(`${date}T${clock}${edge === 'end' && !time ? '.999' : ''}${OFFSET}`);
}

const [OFFSET_H, OFFSET_M] = OFFSET.slice(1).split(':').map(Number);
const OFFSET_MS = (OFFSET.startsWith('-') ? -1 : 1) * (OFFSET_H * 60 + OFFSET_M) * 60_000;

/** `yyyy-MM-dd HH:mm:ss` in the same wall-clock time, for Excel cells and messages. */
export function formatDateTime(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** The same text computed by the database from a timestamptz column (exports: no Date per cell in Node). */
export const sqlDateTime = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${OFFSET}::interval, 'YYYY-MM-DD HH24:MI:SS')`;
