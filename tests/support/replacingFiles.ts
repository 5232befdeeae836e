import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The unit test files that replace a module or a global (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, or the
 * resource tests' `setViewportWidth`, which stubs `matchMedia`). In a worker whose files share one module graph such
 * a replacement would reach the files after it, or miss a module a file before it had loaded: these files run
 * isolated (vitest.config.ts). Found by reading the files, so a new file that mocks is isolated without a list.
 */
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\bsetViewportWidth\(/;

/** The test files (`*.test.ts(x)`) under `roots` that replace a module or a global, as paths from the project. */
export function replacingFiles(roots: string[]): string[] {
  return roots
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => path.join(root, name)))
    .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES.test(readFileSync(file, 'utf8')))
    .sort();
}
