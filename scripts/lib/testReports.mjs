// Reads the test runners' JSON reports: the counts for the summary line, and the names of the tests that failed with
// the first line of their error. CI keeps only the tail of a run's output, so the summary must say *which* tests
// failed, not only how many.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{passed: number, failed: number, skipped: number}} Counts */
/** @typedef {{name: string, error: string}} Failure */

const OUTSIDE_TESTS = 'failed outside its tests (a beforeAll/afterAll hook, or the file would not load): see the output above';

/** Vitest's JSON reporter (Jest-compatible shape). @returns {{counts: Counts, failures: Failure[]} | null} */
export function vitestReport(file) {
  const json = readJson(file);
  if (!json) return null;
  const failures = [];
  let filesFailedOutsideTests = 0;
  for (const suite of json.testResults ?? []) {
    const where = relative(suite.name);
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) failures.push({ name: `${where} › ${t.fullName ?? t.title}`, error: gist(t.failureMessages?.[0]) });
    // A file that fails to load has no test of its own, only the suite's message.
    // Vitest's report leaves a hook's error out (a beforeAll that timed out): say where to look instead.
    if (suite.status === 'failed' && tests.length === 0) {
      filesFailedOutsideTests += 1;
      failures.push({ name: where, error: gist(suite.message) || OUTSIDE_TESTS });
    }
  }
  return {
    counts: {
      passed: json.numPassedTests ?? 0,
      // A file that fails outside its tests has no failed test: count it anyway. (numFailedTestSuites is no help:
      // it counts describe blocks too, so one failed test inside a describe read as "2 failed".)
      failed: (json.numFailedTests ?? 0) + filesFailedOutsideTests,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    },
    failures,
  };
}

/** Playwright's JSON reporter: stats.expected / unexpected / flaky / skipped. @returns {{counts: Counts, failures: Failure[]} | null} */
export function playwrightReport(file) {
  const json = readJson(file);
  const stats = json?.stats;
  if (!stats) return null;
  const failures = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const bad = (spec.tests ?? []).find((t) => t.status === 'unexpected');
      if (!bad) continue;
      const result = (bad.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
      const error = result?.error?.message ?? result?.errors?.[0]?.message ?? result?.status;
      failures.push({ name: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`, error: gist(error) });
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  // Errors outside any test (a global setup, a server that would not start).
  for (const e of json.errors ?? []) failures.push({ name: 'outside the tests', error: gist(e.message) });
  return {
    counts: { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 },
    failures,
  };
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

function relative(file = '') {
  const at = file.indexOf('/tests/');
  return at >= 0 ? file.slice(at + 1) : file;
}

// The first three lines that say something (an assertion's name, then what was expected and received), without the
// terminal's colour codes, at most 300 characters.
function gist(text = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 3).join(' · ');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
