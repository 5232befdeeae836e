import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take far longer than the others run first. On a fresh clone vitest has no timings cached and
 * starts the largest files first, which put the two-minute fuzz run last: one worker idle for most of a minute at
 * the end of each database's pass. Starting the long files first lets the short ones fill the other worker.
 */
const SLOW_FIRST = [
  'tests/api/harness/fuzz.test.ts',
  // real server processes on PGlite (104 s in CI's run): started at 511 s of a 725 s pass, it ran on alone at the end
  'tests/api/dataDirLock.test.ts',
  'tests/api/persistence.test.ts',
  'tests/api/harness/permissionMatrix.test.ts',
  'tests/api/operations.test.ts',
  'tests/api/bpmRuntime.test.ts',
  'tests/api/harness/crash.test.ts',
  'tests/api/database.test.ts',
  'tests/api/backup.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
