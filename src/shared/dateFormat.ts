/**
 * Date formatting shared by the client (query strings, tables) and the server (exports, logs).
 * yudao sends dates as epoch milliseconds in JSON and expects `yyyy-MM-dd HH:mm:ss` in query strings.
 * Local time is used on purpose: the user picks dates in their own calendar day.
 */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd HH:mm:ss';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Turns a Date, epoch number or date string into a Date. A ten-digit number is epoch seconds
 * (SPEC §9), anything else numeric is epoch milliseconds. Returns null for empty or invalid input.
 */
export function toDate(value: Date | number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let v: number | string = value;
  if (typeof v === 'string' && /^\d+$/.test(v)) v = Number(v);
  if (typeof v === 'number') {
    const ms = String(Math.trunc(Math.abs(v))).length === 10 ? v * 1000 : v;
    const d = new Date(ms);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  // Safari cannot parse `yyyy-MM-dd HH:mm:ss`; the slash form is understood everywhere as local time.
  const normalised = /^\d{4}-\d{1,2}-\d{1,2}( |$)/.test(v) ? v.replace(/-/g, '/') : v;
  const d = new Date(normalised);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Formats with the tokens yyyy, MM, dd, HH, mm, ss, SSS. Returns '' for empty or invalid input. */
export function formatDate(
  value: Date | number | string | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  const d = toDate(value);
  if (!d) return '';
  const tokens: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
    SSS: pad(d.getMilliseconds(), 3),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss|SSS/g, (t) => tokens[t]);
}
