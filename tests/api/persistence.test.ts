import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, currentTemplate, onPostgres } from '../support/testDatabase.ts';
import { createTestApp } from '../support/testApp.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

/**
 * A restart on the same data directory (or the same PostgreSQL database) keeps users, data and sessions. The directory
 * starts as a copy of the run's seeded template (what a first start makes is `npm run seed`'s test below and
 * database.test.ts's): the restart is what is tested here.
 */
describe('restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-persist-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users, their changes and signed-in sessions across a restart', async () => {
    const database = await createTestDatabase(onPostgres() ? 'memory://' : path.join(dataDir, 'db'), currentTemplate());
    const first = await createTestApp({}, database);
    const session = await first.login('deputy1', 'deputy123');
    await first.db.updateTable('systemUsers').set({ nickname: '改过的名字' }).where('username', '=', 'deputy1').execute();
    const usersBefore = await first.db.selectFrom('systemUsers').select('username').orderBy('id').execute();
    await first.app.close();
    await database.handle.close();

    const reopened = { ...database, handle: await database.reopen() };
    const second = await createTestApp({}, reopened);
    try {
      const info = await second.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken });
      expect(info.code).toBe(0);
      expect(info.data.user.nickname).toBe('改过的名字');
      const refreshed = await second.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${session.refreshToken}` });
      expect(refreshed.code).toBe(0);
      // the seed ran once: no user was added twice by the second start
      const usersAfter = await second.db.selectFrom('systemUsers').select('username').orderBy('id').execute();
      expect(usersAfter).toEqual(usersBefore);
      const log = await second.db.selectFrom('systemLoginLog').select('username').where('username', '=', 'deputy1').execute();
      expect(log.length).toBeGreaterThan(0);
    } finally {
      await second.app.close();
      await reopened.drop();
    }
  });
});

/** A server that opened its database closes it last: the log rows still queued when it stops are written first. */
describe('stop', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-stop-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the queued API access rows before closing the database', async () => {
    const database = await createTestDatabase(onPostgres() ? 'memory://' : path.join(dataDir, 'db'), currentTemplate());
    // the server opens the database itself, from its configuration, as main.ts does
    await database.handle.close();
    const config = { ...loadConfig({}), ...database.location, staticDir: '/nonexistent', seedDemo: false, captchaEnabled: false, logLevel: 'silent' };
    const { app } = await buildApp(config, { logger: false });
    const answer = await app.inject({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name?name=%E4%B8%8D%E5%AD%98%E5%9C%A8' });
    expect(answer.statusCode).toBe(200);
    // closed at once, well before the writer's half-second batch is due
    await app.close();

    const reopened = await database.reopen();
    try {
      const rows = await reopened.db.selectFrom('infraApiAccessLog').select('requestUrl').execute();
      expect(rows.map((r) => r.requestUrl)).toContain('/admin-api/system/tenant/get-id-by-name');
    } finally {
      await database.drop();
    }
  });
});

/** `npm run seed` on an empty database: the schema as the server makes it (resource tables too), then the demo data. */
describe('npm run seed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-seed-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const seed = (env: Record<string, string>) =>
    new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { env: { ...process.env, DATABASE_URL: '', DEMO_PROPOSALS: '2', ...env } }, (error, out, err) =>
        error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out),
      ),
    );

  it('prepares and seeds an empty database, and a second run adds nothing', async () => {
    const database = await createTestDatabase(onPostgres() ? 'memory://' : path.join(dataDir, 'db'));
    await database.handle.close();
    const env: Record<string, string> = database.location.databaseUrl ? { DATABASE_URL: database.location.databaseUrl } : { DATA_DIR: database.location.dataDir };
    try {
      expect(await seed(env)).toContain('已补充演示数据');
      const again = await seed(env);
      expect(again).toMatch(/users: 0/);
      const reopened = await database.reopen();
      // a resource table (created by the table sync, not a migration) holds the seeded departments
      const depts = await reopened.db.selectFrom('systemDept').select('id').execute();
      expect(depts.length).toBeGreaterThan(0);
      await reopened.close();
    } finally {
      await database.drop();
    }
  }, 120_000);
});
