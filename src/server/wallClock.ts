/**
 * The users' wall-clock time: China Standard Time unless the deployment says otherwise through TIME_ZONE_OFFSET
 * (`+08:00` form). Query dates, cron expressions and daily limits are in it, never in the server process's own
 * zone, so a server in a UTC container counts days and runs jobs where the deputies are.
 */
export const TIME_ZONE_OFFSET = process.env.TIME_ZONE_OFFSET || '+08:00';

/** `+08:00` → 480. */
function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(offset.trim());
  if (!m) throw new Error(`环境变量 TIME_ZONE_OFFSET 应为 +08:00 的形式，当前值为 "${offset}"`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export const UTC_OFFSET_MINUTES = offsetMinutes(TIME_ZONE_OFFSET);

/** The instant the users' current day began (their midnight), as a Date. */
export function startOfWallClockDay(now: Date = new Date(), offsetMinutesValue = UTC_OFFSET_MINUTES): Date {
  const dayMs = 86_400_000;
  const shifted = now.getTime() + offsetMinutesValue * 60_000;
  return new Date(shifted - (((shifted % dayMs) + dayMs) % dayMs) - offsetMinutesValue * 60_000);
}

/** The users' calendar date of an instant, `2026-03-31`: how a message says by when. */
export function wallClockDate(at: Date, offsetMinutesValue = UTC_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutesValue * 60_000).toISOString().slice(0, 10);
}

/** The users' date and time of an instant to the minute, `2026-03-31 09:30`. */
export function wallClockMinute(at: Date, offsetMinutesValue = UTC_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutesValue * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
