import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { replacingFiles } from './tests/support/replacingFiles.ts';
import { SlowFirstSequencer } from './tests/support/slowFirstSequencer.ts';

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
const REPLACING = replacingFiles(['tests/unit', 'src']);
const UNIT: TestProjectInlineConfiguration['test'] = {
  include: UNIT_FILES,
  // Node by default; a file that needs a DOM starts with `// @vitest-environment happy-dom` (or jsdom).
  environment: 'node',
  setupFiles: ['tests/unit/setup.ts'],
  // vitest's default is one worker fewer than the cores: one, on CI's two (the files' imports, ~100 s of the
  // step, then ran one after another).
  maxWorkers: 2,
  // A limit for a hung test, not a measure of speed: a DOM render or a streamed workbook took over vitest's
  // 5 s default on a loaded machine (two cases in a fresh-clone run beside other work), passing in 0.5 s alone.
  testTimeout: 20_000,
  // Projects with different maxWorkers must not share a group (vitest 4 refuses otherwise).
  sequence: { groupOrder: 0 },
};

// Vitest lives in its own config file: Vite 8's defineConfig type has no `test` key (TOOLCHAIN gotcha 17).
// Unit and API projects, selected with `vitest run --project 'unit*'|api` (scripts/test.mjs runs them as separate steps).
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      // Two projects of unit tests, run together (`--project 'unit*'`): most files share their worker's modules, as the
      // API files do (each file's imports were most of the step's time); the files that replace a module or a global
      // get a module graph of their own (tests/support/replacingFiles.ts).
      {
        test: {
          ...UNIT,
          name: 'unit',
          isolate: false,
          exclude: [...configDefaults.exclude, ...REPLACING],
        },
      },
      {
        test: { ...UNIT, name: 'unit-isolated', include: REPLACING.length ? REPLACING : ['no-such-file'] },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each API file builds the Fastify app on a fresh PGlite (or a PostgreSQL database when
          // TEST_DATABASE_URL is set). Forks keep PGlite's WASM memory per process and free it on exit.
          pool: 'forks',
          isolate: false,
          // The database each file copies: migrated and seeded once per run (docs/testing.md).
          globalSetup: ['tests/support/templateDatabase.ts'],
          // PGlite initdb takes ~4 s and ~0.7 GB; the machine has 2 cores, so at most 2 files at once.
          maxWorkers: 2,
          // Limits for a hung test, not measures of speed. In CI the PostgreSQL pass runs beside this one
          // (scripts/test.mjs): four files at once on two cores, so a test that starts servers (two at once on a fresh
          // database) gets about twice the time it has alone.
          testTimeout: process.env.CI ? 120_000 : 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
