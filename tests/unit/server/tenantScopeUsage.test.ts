import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '../../../src/server/db/schema.ts';

/**
 * Tenant isolation is structural: tenant tables are reached only through TenantScope. This test reads the server's
 * source and fails when a tenant table is opened on the raw database anywhere else.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../src/server');
// The scope itself, and the token lookups that run before the tenant is known (they key on a secret token digest).
const ALLOWED = new Set(['db/tenantScope.ts', 'modules/system/auth/tokenService.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('tenant scope', () => {
  it('is the only way server code opens a tenant-scoped table', () => {
    const offenders: string[] = [];
    const pattern = new RegExp(`\\b(?:db|tx|trx|database)\\s*\\.\\s*(?:selectFrom|insertInto|updateTable|deleteFrom)\\(\\s*['"\`](?:${TENANT_TABLES.join('|')})\\b`);
    for (const file of sources(ROOT)) {
      const rel = path.relative(ROOT, file);
      if (ALLOWED.has(rel)) continue;
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('would catch an unscoped query', () => {
    const pattern = new RegExp(`\\b(?:db|tx|trx|database)\\s*\\.\\s*(?:selectFrom|insertInto|updateTable|deleteFrom)\\(\\s*['"\`](?:${TENANT_TABLES.join('|')})\\b`);
    expect(pattern.test(`await db.selectFrom('systemUsers').selectAll()`)).toBe(true);
    expect(pattern.test(`await scope.selectFrom('systemUsers').selectAll()`)).toBe(false);
  });
});
