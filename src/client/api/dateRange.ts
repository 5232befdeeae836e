import { formatDate } from '../../shared/dateFormat.ts';

/**
 * Date-range filters (SPEC §7, API-CONTRACT §1.5). A range picked as days is widened to whole days:
 * begin at 00:00:00 and end at 23:59:59. Values that already carry a time are left as they are.
 */
export type DateLike = Date | string | number | null | undefined;
export type DateRange = readonly [DateLike, DateLike] | readonly DateLike[] | null | undefined;

function edge(value: DateLike, time: '00:00:00' | '23:59:59'): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /\d{1,2}:\d{2}/.test(value)) return value;
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value, 'yyyy-MM-dd');
  return day ? `${day} ${time}` : undefined;
}

/**
 * The v1.6.3+ style: `params[propName] = [begin, end]`, which the GET flattening sends as
 * `propName[0]=…&propName[1]=…`. Returns a new object; an empty range leaves the params untouched.
 */
export function addDateRange<T extends Record<string, unknown>>(
  params: T,
  range: DateRange,
  propName = 'createTime',
): T & Record<string, unknown> {
  const begin = edge(range?.[0], '00:00:00');
  const end = edge(range?.[1], '23:59:59');
  if (!begin && !end) return { ...params };
  return { ...params, [propName]: [begin ?? '', end ?? ''] };
}

/**
 * The v1.6.2 style (`addBeginAndEndTime`): `beginX` / `endX` with X the capitalised property name,
 * default `Time` (→ `beginTime` / `endTime`).
 */
export function addBeginAndEndTime<T extends Record<string, unknown>>(
  params: T,
  range: DateRange,
  propName = 'Time',
): T & Record<string, unknown> {
  const suffix = propName.charAt(0).toUpperCase() + propName.slice(1);
  const out: Record<string, unknown> = { ...params };
  const begin = edge(range?.[0], '00:00:00');
  const end = edge(range?.[1], '23:59:59');
  if (begin) out[`begin${suffix}`] = begin;
  if (end) out[`end${suffix}`] = end;
  return out as T & Record<string, unknown>;
}
