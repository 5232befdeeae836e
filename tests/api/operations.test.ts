import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/testDatabase.ts';

const config = (): ServerConfig => ({ ...loadConfig({}), staticDir: '/nonexistent', captchaEnabled: false, logLevel: 'silent' });

/** Two servers starting at once on one empty PostgreSQL: migrations, table sync and seed take turns under a lock. */
describe.skipIf(!onPostgres())('start-up on a shared PostgreSQL', () => {
  let database: TestDatabase;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await database.drop();
  });

  it('lets two servers start together on a fresh database; both see the seeded data once', async () => {
    const second = await database.reopen();
    const started = await Promise.all([
      buildApp(config(), { database: database.handle, logger: false }),
      buildApp(config(), { database: second, logger: false }),
    ]);
    apps.push(...started);
    for (const { app } of started) {
      await app.ready();
      const res = await app.inject({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': '1' }, payload: { username: 'admin', password: 'admin123' } });
      expect(res.json().code).toBe(0);
    }
    const admins = await database.handle.db.selectFrom('systemUsers').select('id').where('username', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await sql`select 1`.execute(t.db); // the database is back for the next test
  });
  afterAll(() => t.close());

  const health = () => t.call({ method: 'GET', url: '/admin-api/system/health', tenantId: null });

  it('answers 200 UP while the database answers', async () => {
    const res = await health();
    expect(res).toMatchObject({ status: 200, code: 0, data: { status: 'UP' } });
  });

  it('answers HTTP 503 with the envelope when the database does not answer in time', async () => {
    // Every connection held (PGlite has one, the PostgreSQL pool ten): the probe's own query waits in the queue.
    const connections = onPostgres() ? 10 : 1;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const holders = Array.from({ length: connections }, () => t.db.connection().execute(async () => {
      held++;
      await gate;
    }));
    await vi.waitFor(() => expect(held).toBe(connections));
    const started = Date.now();
    const res = await health();
    expect(Date.now() - started).toBeLessThan(4000);
    release();
    await Promise.all(holders);
    expect(res).toMatchObject({ status: 503, code: 503, data: null, msg: '数据库不可用' });
  });
});

describe('health without a database', () => {
  it('answers HTTP 503 with the envelope when the database is closed under the app', async () => {
    const t = await createTestApp();
    try {
      await t.database.handle.close();
      const res = await t.call({ method: 'GET', url: '/admin-api/system/health', tenantId: null });
      expect(res).toMatchObject({ status: 503, code: 503, data: null, msg: '数据库不可用' });
    } finally {
      await t.app.close();
      await t.database.drop();
    }
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a CSP without inline scripts, nosniff, frame and referrer policies on every answer, refusals included', async () => {
    for (const url of ['/admin-api/system/health', '/admin-api/system/auth/list-menus', '/admin-api/nope']) {
      const { raw } = await t.call({ method: 'GET', url, tenantId: url.includes('health') ? null : 1 });
      expect(raw.headers['x-content-type-options']).toBe('nosniff');
      expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(raw.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(raw.headers['content-security-policy']);
      const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.has('upgrade-insecure-requests')).toBe(false); // intranet deployments over plain HTTP
      expect(raw.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
