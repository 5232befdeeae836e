import { GlobalErrors } from '../../shared/errorCodes.ts';
import { ServiceError } from '../http/errors.ts';

/**
 * Query-string dates are `yyyy-MM-dd HH:mm:ss` in the users' wall-clock time (China Standard Time unless the
 * deployment says otherwise through TIME_ZONE_OFFSET), as yudao's clients send them. A bare date is widened to the
 * whole day: 00:00:00 for a start and 23:59:59 for an end. Epoch numbers (10 digits = seconds) are accepted too.
 */
const OFFSET = process.env.TIME_ZONE_OFFSET || '+08:00';

export function parseQueryDate(text: string, edge: 'start' | 'end'): Date {
  const value = text.trim();
  if (/^\d{10}$/.test(value)) return new Date(Number(value) * 1000);
  if (/^\d{13}$/.test(value)) return new Date(Number(value));
  const [date, time] = value.split(' ');
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : edge === 'start' ? '00:00:00' : '23:59:59';
  const parsed = new Date(`${date}T${clock}${edge === 'end' && !time ? '.999' : ''}${OFFSET}`);
  if (Number.isNaN(parsed.getTime())) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:无效的时间 ${text}`);
  return parsed;
}

/** `yyyy-MM-dd HH:mm:ss` in the same wall-clock time, for Excel cells and messages. */
export function formatDateTime(date: Date): string {
  const sign = OFFSET.startsWith('-') ? -1 : 1;
  const [h, m] = OFFSET.slice(1).split(':').map(Number);
  const shifted = new Date(date.getTime() + sign * (h * 60 + m) * 60_000);
  return shifted.toISOString().replace('T', ' ').slice(0, 19);
}
