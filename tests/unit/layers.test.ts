import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The relative imports of every .ts/.tsx file under a folder, resolved to paths from the repository root. */
function importsUnder(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      found.push({ file: path.relative(root, file), target: path.relative(root, path.resolve(path.dirname(file), spec)) });
    }
  }
  return found;
}

// Layers that others build on must not reach up into what builds on them (docs/architecture.md): a circle or an
// upward import makes a low layer impossible to test or reuse alone.
describe('layering', () => {
  it('the server\'s HTTP layer imports no module (tokens, tenants and permissions are handed to it)', () => {
    const upward = importsUnder('src/server/http').filter(({ target }) => target.startsWith('src/server/modules'));
    expect(upward).toEqual([]);
  });

  it('the client\'s route registry imports no page (features register their pages themselves)', () => {
    const upward = importsUnder('src/client/routes').filter(({ target }) => target.startsWith('src/client/pages'));
    expect(upward).toEqual([]);
  });
});
