// Static permission check, server side (issue 4 item 6): every /admin-api route of the whole server declares its
// access, and a permission code there is one a seeded role can grant. Routes are collected by an onRoute hook
// added to the Fastify instance buildApp creates (the app itself offers no list of route configs).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantableCodes } from '../support/permissionCatalogue.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const seen = vi.hoisted(() => [] as Array<{ method: string; url: string; access: unknown }>);

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((...args: unknown[]) => {
    const app = (mod.default as unknown as (...a: unknown[]) => import('fastify').FastifyInstance)(...args);
    app.addHook('onRoute', (route: { method: string | string[]; url: string; config?: { access?: unknown } }) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) seen.push({ method, url: route.url, access: route.config?.access });
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create, fastify: create };
});

describe('static permission catalogue of the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the routes (the hook saw the whole app)', () => {
    const api = seen.filter((r) => r.url.startsWith('/admin-api/'));
    expect(api.length).toBeGreaterThan(50);
    expect(api.some((r) => r.url === '/admin-api/infra/config/page' && r.access === 'infra:config:query')).toBe(true);
  });

  it('every /admin-api route declares public, login or a code a seeded role can grant', () => {
    const grantable = grantableCodes();
    const bad = seen
      .filter((r) => r.url.startsWith('/admin-api/') && r.method !== 'HEAD')
      .filter((r) => typeof r.access !== 'string' || (r.access !== 'public' && r.access !== 'login' && !grantable.has(r.access)))
      .map((r) => `${r.method} ${r.url} → ${String(r.access)}`);
    expect(bad).toEqual([]);
  });
});
