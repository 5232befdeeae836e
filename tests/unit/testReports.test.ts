import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightReport, vitestReport } from '../../scripts/lib/testReports.mjs';

// CI keeps the tail of a run's output: the summary must name the failed tests and what they expected.
const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
const write = (name: string, json: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
};

describe('test reports', () => {
  it('names a failed browser test with its file, line, describe blocks and the assertion', () => {
    const file = write('pw.json', {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'profile.spec.ts',
          specs: [{ title: 'passes', file: 'profile.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: '消息设置',
              specs: [
                {
                  title: 'fits a phone',
                  file: 'profile.spec.ts',
                  line: 127,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ status: 'failed', error: { message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 375\nReceived: 418\n  at x' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [],
    });
    expect(playwrightReport(file)).toEqual({
      counts: { passed: 4, failed: 1, skipped: 2 },
      failures: [
        { name: 'profile.spec.ts:127 › 消息设置 › fits a phone', error: 'Error: expect(received).toBe(expected) · Expected: 375 · Received: 418' },
      ],
    });
  });

  it('names failed vitest tests and a file that would not load', () => {
    const file = write('vitest.json', {
      numPassedTests: 5,
      numFailedTests: 1,
      numFailedTestSuites: 4, // files and describe blocks: not a count of failures
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/tests/api/a.test.ts',
          status: 'failed',
          assertionResults: [{ status: 'failed', fullName: 'a refuses', failureMessages: ['AssertionError: expected 500 to be 400'] }],
        },
        { name: '/repo/tests/api/b.test.ts', status: 'failed', message: 'SyntaxError: bad import', assertionResults: [] },
        // a beforeAll that timed out: its tests are skipped and the report has no message
        { name: '/repo/tests/api/c.test.ts', status: 'failed', message: '', assertionResults: [{ status: 'skipped', fullName: 'c', failureMessages: [] }] },
      ],
    });
    expect(vitestReport(file)).toEqual({
      counts: { passed: 5, failed: 3, skipped: 1 },
      failures: [
        { name: 'tests/api/a.test.ts › a refuses', error: 'AssertionError: expected 500 to be 400' },
        { name: 'tests/api/b.test.ts', error: 'SyntaxError: bad import' },
        { name: 'tests/api/c.test.ts', error: expect.stringContaining('failed outside its tests') },
      ],
    });
  });

  it('has nothing to say of a report that is missing', () => {
    expect(vitestReport(path.join(dir, 'none.json'))).toBeNull();
    expect(playwrightReport(path.join(dir, 'none.json'))).toBeNull();
  });
});
