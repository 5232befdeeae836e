import { cpSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PROJECT_REPOSITORY_URL } from './tests/e2e/support/projectRepository.ts';
import { seedTemplate } from './tests/e2e/support/seededData.ts';

// Browser tests run against the *built* app served by the real server, in Debian's chromium
// (never a downloaded browser: the machine reaches only the npm registry and the Debian archive).
// `npm test` builds dist/ and dist-server/ first; when running `npx playwright test` by hand, run `npm run build` first.

// E2E_PORT lets two checkouts run their browser tests side by side; E2E_STATIC_DIR and E2E_SERVER_ENTRY (built with
// SERVER_DIST_DIR) let them test builds of their own from one tree.
const PORT = Number(process.env.E2E_PORT ?? 48190);

// Two workers, each with a server and a database of its own (ports PORT and PORT + 1): a worker's files run one after
// another against its server as they did against the single one, so no file sees another worker's writes. Playwright
// evaluates this file again in each worker with TEST_PARALLEL_INDEX set (0 or 1, kept when a worker is replaced), so
// `baseURL` is that worker's server. `npm test` sets E2E_WORKERS=2; a run by hand of a spec or two keeps one server.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const serverURL = (index: number) => `http://127.0.0.1:${PORT + index}`;
const baseURL = serverURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

// A fresh database for every run. Playwright evaluates this file in the runner *and* in each
// worker; only the first evaluation (the runner) may wipe the directory, because by the time a
// worker loads the config the server is already using it. The env var marks "done" and is
// inherited by the workers (so is the seeded template's place, for the extra servers).
// Seeded once and copied (tests/e2e/support/seededData.ts): Playwright starts the webServers before globalSetup,
// so the template is made here, before them.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'dist-server/main.mjs';
const dataRoot = path.resolve('.tmp', 'e2e');
const dataDir = (index: number) => path.join(dataRoot, `data-${PORT + index}`);
if (!process.env.E2E_DATA_DIR_READY) {
  mkdirSync(dataRoot, { recursive: true });
  seedTemplate(path.join(dataRoot, `seeded-${PORT}`), serverEntry);
  for (let i = 0; i < WORKERS; i++) {
    rmSync(dataDir(i), { recursive: true, force: true });
    cpSync(process.env.E2E_SEEDED_DATA_DIR!, dataDir(i), { recursive: true });
  }
  process.env.E2E_DATA_DIR_READY = '1';
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox', // CI runs as root
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // No network but loopback here: without these Chromium keeps dialling Google's hosts.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu-compositing',
  '--disable-software-rasterizer',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0, // a flaky test is a bug to fix, in CI too
  forbidOnly: !!process.env.CI,
  // A whole user journey takes 20–50 s on a quiet 2-core machine and twice that while it is loaded; speed is measured
  // by the benchmarks (scripts/bench/), not here, so CI gives every test room rather than failing a slow minute.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // scripts/test.mjs reads this file to sum up the test counts.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.tmp/reports/playwright.json' }],
  ],
  use: {
    baseURL,
    // A click or a page load that cannot happen fails naming its step instead of waiting out the test's two minutes
    // (stop 47's permission.spec ran out its timeout and CI printed no more than that)
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // A trace records every test as it runs (a screencast, DOM snapshots) to keep the failed ones: seconds of CPU per
    // test on a 2-core machine. CI keeps only the printed output, so it records none; E2E_TRACE=retain-on-failure
    // (or on) turns them on in a CI-like run by hand.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    // The bundled server, as `npm start` runs it (`npm run build` makes it; `npm test` builds it before these tests).
    // One process (no npx/npm wrapper), so Playwright's stop really stops the server (gotcha 15).
    command: `node --enable-source-maps ${serverEntry}`,
    url: `${serverURL(index)}/admin-api/system/health`,
    reuseExistingServer: false, // always a fresh database
    // SIGTERM to the server's process group first, so PGlite can close; SIGKILL after 10 s.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    timeout: 120_000, // a copy of the seeded database: migrations find nothing to do, the seed finds its rows
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(PORT + index),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(index),
      // E2E_STATIC_DIR lets a second checkout or helper test its own build while dist/ is being rebuilt.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PROJECT_REPOSITORY_URL: E2E_PROJECT_REPOSITORY_URL,
    },
  })),
});
