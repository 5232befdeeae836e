// Run by seededData.ts: the server `entry` seeds the directory `dir` on its first start, then stops. Jobs stay off so
// that nothing but the seed is written before the copies are made. With `--stamp` (scripts/test.mjs, seeding beside
// the API tests) it also writes `<dir>.json`, what made the database and when, once the seed has ended on the day it
// began: seededData.ts takes the database only then.
import { rmSync, writeFileSync } from 'node:fs';
import { sameSeedDay } from '../../support/seedDay.ts';
import type { SeedStamp } from './seededData.ts';
import { startExtraServer } from './server.ts';

const [dir, entry, flag] = process.argv.slice(2);
const stamp = `${dir}.json`;
rmSync(stamp, { force: true });
rmSync(dir!, { recursive: true, force: true });
const seededAt = Date.now();
const server = await startExtraServer({ DATA_DIR: dir!, JOB_ENABLED: 'false' }, { timeoutMs: 300_000, entry: entry! });
await server.stop();
if (flag === '--stamp' && sameSeedDay(seededAt)) writeFileSync(stamp, JSON.stringify({ entry: entry!, seededAt } satisfies SeedStamp));
