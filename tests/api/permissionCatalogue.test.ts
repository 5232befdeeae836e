// Static permission check, server side (issue 4 item 6): every /admin-api route of the whole server declares its
// access, and a permission code there is one a seeded role can grant. The routes are the app's own table of them
// (`app.routeTable`, filled as each route is added; a route without an access stops the start before that).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantableCodes } from '../support/permissionCatalogue.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

describe('static permission catalogue of the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the routes (the table saw the whole app)', () => {
    const api = t.app.routeTable;
    expect(api.length).toBeGreaterThan(50);
    expect(api.some((r) => r.url === '/admin-api/infra/config/page' && r.access === 'infra:config:query')).toBe(true);
  });

  it('every /admin-api route declares public, login or a code a seeded role can grant', () => {
    const grantable = grantableCodes();
    const bad = t.app.routeTable
      .filter((r) => r.access !== 'public' && r.access !== 'login' && !grantable.has(r.access))
      .map((r) => `${r.method} ${r.url} → ${r.access}`);
    expect(bad).toEqual([]);
  });
});
