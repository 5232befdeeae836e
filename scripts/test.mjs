// `npm test`: everything CI checks, enough on its own on a fresh clone.
//   install what is missing (npm ci; Debian's chromium in the background) → engines (installs on Node 20.19 and 22)
//   → lint → unit → typecheck (tsc runs from the start of lint to here, beside them) → API on PGlite, with the API on a
//   throw-away PostgreSQL beside it (and beside them the client build and the browser tests' seeded database) →
//   browser tests
// Each step prints a header and its duration; the run stops at the first failure with a non-zero
// exit code, prints a summary table and ends with the plain line `N passed, N failed` (a run of checks alone that
// passed, such as `--only=lint`, ends with `no tests ran; lint (eslint) passed` instead).
//
// Developers can pick steps: `npm test -- --only=unit,api` (keys: engines, lint, typecheck, unit, api, pg,
// build, e2e; e2e implies build). Dependencies are always checked.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildClient } from './lib/build.mjs';
import { ensureServerBuild, serverEntry } from './lib/serverBuild.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { engineWarnings, ensureNode22, nodeVersion } from './lib/supportedNodes.mjs';
import { bin, forwardSignals, isCI, repoRoot, run, say, warn } from './lib/proc.mjs';
import { playwrightReport, vitestReport } from './lib/testReports.mjs';

const ALL_KEYS = ['engines', 'lint', 'typecheck', 'unit', 'api', 'pg', 'build', 'e2e'];
const only = parseOnly(process.argv.slice(2));

// Machine-readable results of the test runners, summed for the final line.
const reportDir = path.join(repoRoot, '.tmp', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const report = (name) => path.join(reportDir, name);

let postgres = null; // the throw-away server, stopped whatever happens
const stopPostgres = () => {
  postgres?.stop();
  postgres = null;
};
forwardSignals([stopPostgres]);

let chromiumReady = false;
// Installing chromium (apt-get on a fresh machine: a minute or more of download and unpacking, little CPU) runs
// beside the steps before the browser tests, its output in a log file; the browser tests wait for it.
let chromiumInstall = null;
const chromiumLog = path.join(repoRoot, '.tmp', 'chromium-install.log');
// The type check (one CPU, ~1.5 min) runs beside eslint (one CPU) on the machine's second core.
let typecheckRun = null;
let node22 = null; // a Node 22 binary (scripts/lib/supportedNodes.mjs): the PostgreSQL pass runs on it
// The client build (`vite build`, ~10 s, mostly one core) starts with the API tests on PGlite, its output in a log
// file: that pass leaves a core idle for minutes (vitest collecting files, one slow file running alone). The build step
// waits for it. Its inputs (src/client, src/shared, schemas) do not change during the run.
let clientBuild = null;
const clientBuildLog = path.join(repoRoot, '.tmp', 'client-build.log');
const startClientBuild = () => {
  rmSync(clientBuildLog, { force: true });
  clientBuild = buildClient(undefined, { logFile: clientBuildLog }).then(() => null, (error) => error);
};

// The browser tests' seeded database (a first start of the server: initdb, migrations, the demo seed; half a minute
// on a busy machine) is made beside the API tests too, once the server is built, its output in a log file; the
// browser tests take it when it was made by the same build on the same day (tests/e2e/support/seededData.ts), and
// seed their own otherwise.
let e2eSeed = null;
const e2eSeedLog = path.join(repoRoot, '.tmp', 'e2e-seed.log');
const e2eSeedDir = path.join(repoRoot, '.tmp', 'e2e', 'preseeded');
const startE2eSeed = () => {
  rmSync(e2eSeedLog, { force: true });
  const entry = process.env.E2E_SERVER_ENTRY ?? serverEntry;
  e2eSeed = ensureServerBuild()
    .then(() => run(process.execPath, ['--import', 'tsx', 'tests/e2e/support/seedTemplate.ts', e2eSeedDir, entry, '--stamp'], { logFile: e2eSeedLog }))
    .then((code) => code === 0, (error) => (appendFileSync(e2eSeedLog, `\n[scripts] ERROR: ${error.message}\n`), false));
};

// The API tests on PostgreSQL run beside those on PGlite, their output in a log file printed by their own step. Each
// pass alone leaves a core idle for minutes (vitest collecting files and building its template database at the start,
// one long file running alone at the end), and the PostgreSQL pass's time is half PostgreSQL's own processes: together
// they fill both cores (docs/testing.md, "CI time: the two database passes side by side").
let postgresPass = null;
const postgresLog = path.join(repoRoot, '.tmp', 'api-postgres.log');
const startPostgresPass = () => {
  rmSync(postgresLog, { force: true });
  postgresPass = postgresTests({ logFile: postgresLog }).catch((error) => {
    appendFileSync(postgresLog, `\n[scripts] ERROR: ${error.message}\n`);
    return failed();
  });
};

/** @type {{key: string, title: string, action: () => Promise<StepResult>}[]} */
const steps = [
  { key: 'setup', title: 'install dependencies', action: async () => (await ensureDependencies(), ok()) },
  {
    key: 'setup',
    title: 'install chromium (in the background, beside the steps up to the browser tests)',
    when: () => wanted('e2e'),
    action: async () => {
      rmSync(chromiumLog, { force: true });
      // throws under CI when it cannot be had: kept as a settled value until the browser tests ask for it
      chromiumInstall = ensureChromium({ logFile: chromiumLog }).then((ready) => ({ ready }), (error) => ({ error }));
      return ok();
    },
  },
  {
    key: 'engines',
    title: 'supported Node.js versions (no engine warning on install)',
    action: async () => {
      node22 = ensureNode22();
      const nodes = [process.execPath, node22].filter(Boolean);
      let clean = true;
      for (const node of new Set(nodes)) {
        const packages = engineWarnings(node);
        say(`Node.js ${nodeVersion(node)}: ${packages.length ? `EBADENGINE for ${packages.join(', ')}` : 'no engine warning'}`);
        if (packages.length) clean = false;
      }
      return clean ? ok() : failed();
    },
  },
  {
    key: 'lint',
    title: 'lint (eslint; the type check starts beside it)',
    action: () => {
      if (wanted('typecheck')) typecheckRun = typecheck();
      return tool(bin('eslint'), ['.']);
    },
  },
  {
    key: 'unit',
    title: 'unit tests (vitest; beside the type check)',
    // tsc (one core) outlasts eslint by half a minute: the unit tests start on the other core rather than wait for it.
    action: () => {
      if (wanted('typecheck')) typecheckRun ??= typecheck();
      return vitest('unit*', 'vitest-unit.json'); // both unit projects (vitest.config.ts)
    },
  },
  { key: 'typecheck', title: 'typecheck (tsc; its end)', action: () => typecheckRun ?? typecheck() },
  {
    key: 'api',
    title: 'API tests on PGlite (the PostgreSQL pass beside it)',
    // An inherited TEST_DATABASE_URL would turn this pass into a second PostgreSQL pass.
    action: () => {
      if (wanted('build')) startClientBuild();
      if (wanted('e2e')) startE2eSeed();
      const pglite = vitest('api', 'vitest-api-pglite.json', { TEST_DATABASE_URL: undefined });
      // after the PGlite pass has started: the throw-away server's initdb blocks this process for seconds
      if (wanted('pg')) startPostgresPass();
      return pglite;
    },
  },
  {
    key: 'pg',
    title: 'API tests on PostgreSQL',
    action: async () => {
      if (!postgresPass) return postgresTests(); // `--only=pg`: on its own, its output as it comes
      say(`the PostgreSQL pass started beside the API tests on PGlite (output in ${path.relative(repoRoot, postgresLog)})`);
      const result = await postgresPass;
      postgresPass = null;
      console.log(readFileSync(postgresLog, 'utf8')); // CI keeps only the printed output
      return result;
    },
  },
  {
    key: 'build',
    title: 'build (vite, esbuild)',
    action: async () => {
      // The browser tests must run against the current sources: the client is always built (beside the API tests when
      // they ran, see clientBuild), the server whenever its sources' hash differs from its build's (dataDirLock.test.ts
      // builds it during the API tests: built again, it would be the same bundle).
      try {
        if (clientBuild) {
          say(`the client build started beside the API tests on PGlite (output in ${path.relative(repoRoot, clientBuildLog)})`);
          const error = await clientBuild;
          if (error) {
            console.log(readFileSync(clientBuildLog, 'utf8')); // CI keeps only the printed output
            throw error;
          }
        } else {
          await buildClient();
        }
        await ensureServerBuild();
        return ok();
      } catch (err) {
        say(err.message);
        return failed();
      }
    },
  },
  {
    key: 'e2e',
    title: 'browser tests (playwright)',
    action: async () => {
      const install = await chromiumInstall;
      if (install?.error) throw new Error(`${install.error.message} (apt-get's output: ${path.relative(repoRoot, chromiumLog)})`);
      chromiumReady = Boolean(install?.ready);
      if (!chromiumReady) {
        warn('chromium is not available: the browser tests are SKIPPED (they are required in CI)');
        return skipped('no chromium');
      }
      const file = report('playwright.json');
      // Two workers with a server each (playwright.config.ts): the browser tests are the longest step.
      const env = { PLAYWRIGHT_JSON_OUTPUT_FILE: file, E2E_WORKERS: process.env.E2E_WORKERS ?? '2' };
      if (e2eSeed) {
        if (await e2eSeed) {
          say(`the browser tests' database was seeded beside the API tests (output in ${path.relative(repoRoot, e2eSeedLog)})`);
          env.E2E_PRESEEDED_DATA_DIR = e2eSeedDir;
        } else {
          console.log(readFileSync(e2eSeedLog, 'utf8')); // CI keeps only the printed output
          say('seeding beside the API tests failed (above): the browser tests seed their own');
        }
      }
      const code = await run(bin('playwright'), ['test'], { env });
      return withReport(code, playwrightReport(file));
    },
  },
];

// ---------------------------------------------------------------------------------------------

const results = [];
let failedStep = null;
const selected = steps.filter((s) => (s.key === 'setup' || wanted(s.key)) && (!s.when || s.when()));

for (const [i, step] of selected.entries()) {
  if (failedStep) {
    results.push({ step, status: 'not run', ms: 0 });
    continue;
  }
  header(`[${i + 1}/${selected.length}] ${step.title}`);
  const t0 = Date.now();
  let result;
  try {
    result = await step.action();
  } catch (err) {
    say(`ERROR: ${err.message}`);
    result = failed();
  }
  const ms = Date.now() - t0;
  results.push({ step, ms, ...result });
  say(`${step.title}: ${result.status} in ${seconds(ms)}`);
  if (result.status === 'failed') failedStep = step;
}
// A PostgreSQL pass still running beside a step that failed is let finish (it started with the PGlite pass and ends
// about when it does), and its output printed: stopping its server under it would only add failures of our making.
if (postgresPass) {
  await postgresPass;
  header('API tests on PostgreSQL (ran beside the step that failed)');
  console.log(readFileSync(postgresLog, 'utf8'));
}
stopPostgres();
// An install still under way (the run stopped early) is let finish: cutting dpkg short would break the machine's packages.
await chromiumInstall;
await clientBuild; // a build started beside the API tests ends before we do (its output is in its log file)
await e2eSeed; // so does the browser tests' seed
await typecheckRun; // so does a type check started beside lint
printSummary();
process.exit(failedStep ? 1 : 0);

// ---------------------------------------------------------------------------------------------

/** @typedef {{status: 'passed'|'failed'|'skipped', note?: string, counts?: {passed: number, failed: number, skipped: number}, failures?: {name: string, error: string}[]}} StepResult */
function ok() {
  return { status: 'passed' };
}
function failed() {
  return { status: 'failed' };
}
function skipped(note) {
  return { status: 'skipped', note };
}
function withReport(code, report) {
  const counts = report?.counts;
  const failures = report?.failures ?? [];
  if (code === 0) return { status: 'passed', counts };
  // Red without a failed test: e.g. vitest's "unhandled errors", or the runner could not start.
  const note = !counts || counts.failed === 0 ? `exit code ${code}, errors outside the tests: see above` : undefined;
  return { status: 'failed', counts, note, failures };
}

function typecheck() {
  return tool(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
}

async function tool(command, args, env) {
  return (await run(command, args, { env })) === 0 ? ok() : failed();
}

async function vitest(project, reportName, env = {}, options = {}) {
  const file = report(reportName);
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { env, ...options },
  );
  return withReport(code, vitestReport(file));
}

/** The API tests on a throw-away PostgreSQL, stopped when they end. `options`: run()'s (a log file). */
async function postgresTests(options = {}) {
  postgres = await startThrowawayPostgres(); // throws under CI when there is none
  if (!postgres) return skipped('no PostgreSQL');
  // On Node 22 (when it can be had): the same tests then pass on both supported lines, at no extra time.
  node22 ??= ensureNode22();
  const onNode22 = node22 ? { PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}` } : {};
  if (node22) say(`the PostgreSQL pass runs on Node.js ${nodeVersion(node22)}`);
  try {
    return await vitest('api', 'vitest-api-postgres.json', { TEST_DATABASE_URL: postgres.url, ...onNode22 }, options);
  } finally {
    stopPostgres();
  }
}

function printSummary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const rows = results.map(({ step, status, ms, counts, note }) => {
    if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
    // A failed step without test counts (lint, build, a crash) still counts as one failure,
    // so the closing line never reads "0 failed" for a red run.
    if (status === 'failed' && !(counts && counts.failed > 0)) totals.failed += 1;
    const tests = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
    return [step.title, note ? `${status} (${note})` : status, ms ? seconds(ms) : '', tests];
  });
  const head = ['step', 'result', 'time', 'tests'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells) => cells.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd();
  header('summary');
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log('');
  if (failedStep) {
    console.log(`FAILED at: ${failedStep.title}`);
    // Which tests, one line each (CI keeps only the tail of the output): at most ten, then how many more.
    const failures = results.find((r) => r.step === failedStep)?.failures ?? [];
    for (const f of failures.slice(0, 10)) console.log(`  ✘ ${f.name}${f.error ? `\n      ${f.error}` : ''}`);
    if (failures.length > 10) console.log(`  … and ${failures.length - 10} more (see above)`);
  }
  if (results.some((r) => r.status === 'skipped')) {
    console.log(`NOTE: some steps were skipped${isCI ? '' : ' (they run in CI)'}`);
  }
  // The count line is for runs that ran tests (CI reads it) or failed; a green run of checks alone (`--only=lint`)
  // says what passed instead of claiming "0 passed".
  if (!results.some((r) => r.counts) && !totals.failed) {
    const checks = results.filter((r) => r.status === 'passed').map((r) => r.step.title);
    console.log(`no tests ran; ${checks.length ? `${checks.join(', ')} passed` : 'nothing was checked'}`);
    return;
  }
  const skippedPart = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skippedPart}`);
}

function header(title) {
  console.log(`\n${'='.repeat(100)}\n== ${title}\n${'='.repeat(100)}`);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function parseOnly(argv) {
  const arg = argv.find((a) => a.startsWith('--only='));
  if (!arg) return null;
  const keys = new Set(arg.slice('--only='.length).split(',').map((s) => s.trim()).filter(Boolean));
  for (const key of keys) {
    if (!ALL_KEYS.includes(key)) {
      console.error(`unknown step "${key}"; choose from ${ALL_KEYS.join(', ')}`);
      process.exit(2);
    }
  }
  if (keys.has('e2e')) keys.add('build'); // the browser tests need a current dist/
  return keys;
}

function wanted(key) {
  return !only || only.has(key);
}
