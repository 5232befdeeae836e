// Types of testReports.mjs (plain JavaScript, run by scripts/test.mjs, tested by tests/unit/testReports.test.ts).
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface Failure {
  name: string;
  error: string;
}
export interface TestReport {
  counts: Counts;
  failures: Failure[];
}
export function vitestReport(file: string): TestReport | null;
export function playwrightReport(file: string): TestReport | null;
