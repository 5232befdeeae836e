import { formatDate } from '../../api/index.ts';

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
