// One seeded database per run of the browser tests, copied for each server instead of seeded again: a first start
// (initdb, migrations, demo seed) takes 20-40 s on a busy machine, a start on a seeded copy a few seconds. The copy
// is a database no test has touched, made in this run by the server under test, so every server still starts on a
// fresh, equal database.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sameSeedDay } from '../../support/seedDay.ts';

const TEMPLATE = 'E2E_SEEDED_DATA_DIR';
/** A database `npm test` seeded beside the API tests (scripts/test.mjs), with `<dir>.json` saying by what and when. */
const PRESEEDED = 'E2E_PRESEEDED_DATA_DIR';

export interface SeedStamp {
  entry: string;
  seededAt: number;
}

/** Settings that change what a server's first start seeds (or where): a server given one seeds its own database. */
const SEED_SETTINGS = ['DATA_DIR', 'DATABASE_URL', 'SCHEMA_DIR', 'SEED_DEMO', 'DEMO_PROPOSALS'];

/**
 * Seeds `dir` by starting the server `entry` on it once (in a child process: Playwright reads its config
 * synchronously) and stopping it; later servers of the run, in the runner and in its workers, copy it.
 */
export function seedTemplate(dir: string, entry: string): void {
  const early = preseeded(entry);
  if (early) {
    process.env[TEMPLATE] = early;
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'seedTemplate.ts'), dir, entry], { stdio: 'inherit' });
  process.env[TEMPLATE] = dir;
}

/**
 * The database seeded earlier in this run when it is what seeding now would make: by the same server build, on the
 * same day (the seed dates its demo data from today). Else null, and the browser tests seed their own.
 */
function preseeded(entry: string): string | null {
  const dir = process.env[PRESEEDED];
  if (!dir || !existsSync(`${dir}.json`)) return null;
  const stamp = JSON.parse(readFileSync(`${dir}.json`, 'utf8')) as SeedStamp;
  return path.resolve(stamp.entry) === path.resolve(entry) && sameSeedDay(stamp.seededAt) ? dir : null;
}

/** Copies the run's seeded database to `dataDir` when the server's `env` seeds as the template did; else leaves it. */
export function copySeededData(dataDir: string, env: Record<string, string>): void {
  const template = process.env[TEMPLATE];
  if (!template || SEED_SETTINGS.some((name) => name in env)) return;
  cpSync(template, dataDir, { recursive: true });
}
