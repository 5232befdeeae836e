const DAY_MS = 86_400_000;

/**
 * Days of an OA leave, the same on the create form and the server: every begun day counts (09:00–18:00 of one day
 * is 1, Monday 09:00 to Wednesday 18:00 is 3). yudao counts whole 24-hour periods, which makes a one-day leave 0 and
 * refuses it; the refusal (请假天数必须>=1) stays for an end not after the start.
 */
export function leaveDays(startTime: number, endTime: number): number {
  return Math.ceil((endTime - startTime) / DAY_MS);
}
