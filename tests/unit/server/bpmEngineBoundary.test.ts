import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** bpmn-engine stays behind the runtime port: swapping the engine touches one folder (docs/bpm-runtime.md). */
const ROOT = path.resolve(import.meta.dirname, '../../../src');
const RUNTIME = path.join('server', 'modules', 'bpm', 'runtime');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the workflow runtime port', () => {
  it('is the only place that imports bpmn-engine or its parts', () => {
    const pattern = /from\s+['"](bpmn-engine|bpmn-elements|moddle-context-serializer)['"]/;
    const offenders = sources(ROOT)
      .map((file) => path.relative(ROOT, file))
      .filter((rel) => !rel.startsWith(RUNTIME) && pattern.test(fs.readFileSync(path.join(ROOT, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
