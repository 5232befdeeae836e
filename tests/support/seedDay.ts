const DAY_MS = 24 * 60 * 60 * 1000;
const CST_MS = 8 * 60 * 60 * 1000;

/**
 * Whether a database seeded at `seededAt` holds what a seed at `now` would: the seed places its demo leave requests
 * from today in China Standard Time and files its proposals under the current year (and the machine's own date
 * reaches some of it too), so a copy made on another day, in either reckoning, differs. Used by the API tests'
 * template and the browser tests' seeded copy.
 */
export function sameSeedDay(seededAt: number, now = Date.now()): boolean {
  const chinaDay = (t: number) => Math.floor((t + CST_MS) / DAY_MS);
  return chinaDay(now) === chinaDay(seededAt) && new Date(now).toDateString() === new Date(seededAt).toDateString();
}
