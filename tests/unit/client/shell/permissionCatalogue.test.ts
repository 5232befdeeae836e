// Static permission check, client side (issue 4 item 6): every button guard, menu and route of the client has a
// permission code, and each code is one a seeded role can grant. (The server's routes: tests/api/permissionCatalogue.)
import { describe, expect, it } from 'vitest';
import { constantRoutes } from '../../../../src/client/routes/index.ts';
import { menus } from '../../../../src/server/seed/demo/index.ts';
import { clientGuards, grantableCodes, manifestCodes, menuPath } from '../../../support/permissionCatalogue.ts';

const grantable = grantableCodes();

describe('static permission catalogue of the client', () => {
  it('finds the guards (the scan itself works)', () => {
    expect(clientGuards().length).toBeGreaterThan(5);
  });

  it('every button guard lists literal codes a seeded role can grant', () => {
    const guards = clientGuards();
    // A guard fed from a variable is checked where the variable comes from (the manifest, below).
    const literal = guards.filter((g) => g.codes !== null);
    expect(literal.filter((g) => g.codes!.length === 0)).toEqual([]);
    const unknown = literal.flatMap((g) => g.codes!.filter((c) => !grantable.has(c)).map((c) => `${g.file}: ${c}`));
    expect(unknown).toEqual([]);
  });

  it('every operation of a generated screen has a code a seeded role can grant (or is open to any signed-in user)', () => {
    const bad = manifestCodes().filter(({ code }) => !code || (code !== 'login' && !grantable.has(code)));
    expect(bad).toEqual([]);
  });

  it('every menu page and button carries a grantable code', () => {
    const bad = menus.filter((m) => m.type !== 1 && (!m.permission || !grantable.has(m.permission))).map((m) => `${m.id} ${m.name}`);
    expect(bad).toEqual([]);
  });

  it('every fixed client route is a seeded menu page with a grantable code', () => {
    const pages = new Map(menus.filter((m) => m.type === 2).map((m) => [menuPath(m.id), m]));
    const bad = constantRoutes.filter((r) => {
      const page = pages.get(r.path);
      return !page?.permission || !grantable.has(page.permission);
    });
    expect(bad.map((r) => r.path)).toEqual([]);
  });
});
