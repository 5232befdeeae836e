import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/database.ts';
import type { ResourceRegistry } from '../../src/server/crud/registry.ts';
import { DATABASE_SETTINGS, testConfig } from './testConfig.ts';
import { createTestDatabase, currentTemplate, type TestDatabase } from './testDatabase.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The manifest resources the app serves (their JSON Schemas validate the generic create/update bodies). */
  registry: ResourceRegistry;
  db: Db;
  config: ServerConfig;
  database: TestDatabase;
  /** inject() with the tenant header of tenant 1 unless given, parsing the envelope. */
  call<T = any>(options: InjectOptions & { token?: string; tenantId?: number | null }): Promise<Envelope<T>>;
  /** Signs in (captcha off or read from the database) and returns the token pair. */
  login(username?: string, password?: string, tenantId?: number): Promise<{ accessToken: string; refreshToken: string; userId: number }>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  status: number;
  code: number;
  data: T;
  msg: string;
  raw: LightMyRequestResponse;
}

/**
 * Starts the server on `database`, or on a database of its own: a copy of the run's template (seconds) unless the
 * overrides change what a database is seeded with (then migrated and seeded here, as a first start does).
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, database?: TestDatabase): Promise<TestApp> {
  const config = testConfig(overrides);
  const ownSeed = DATABASE_SETTINGS.some((key) => key in overrides);
  const testDb = database ?? (await createTestDatabase('memory://', ownSeed ? null : currentTemplate()));
  const { app, registry } = await buildApp(config, { database: testDb.handle, logger: false });
  await app.ready();

  const call: TestApp['call'] = async ({ token, tenantId = 1, headers, ...options }) => {
    const raw = await app.inject({
      ...options,
      headers: {
        ...(tenantId !== null ? { 'tenant-id': String(tenantId) } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    const body = raw.headers['content-type']?.toString().includes('json') ? raw.json() : {};
    return { status: raw.statusCode, code: body.code, data: body.data, msg: body.msg, raw };
  };

  const login: TestApp['login'] = async (username = 'admin', password = 'admin123', tenantId = 1) => {
    let captcha = {};
    if (config.captchaEnabled) {
      const image = await call<{ uuid: string }>({ method: 'GET', url: '/admin-api/system/captcha/get-image', tenantId: null });
      const row = await testDb.handle.db.selectFrom('systemCaptcha').select('code').where('uuid', '=', image.data.uuid).executeTakeFirstOrThrow();
      captcha = { uuid: image.data.uuid, code: row.code };
    }
    const res = await call({ method: 'POST', url: '/admin-api/system/auth/login', tenantId, payload: { username, password, ...captcha } });
    if (res.code !== 0) throw new Error(`login ${username} failed: ${res.code} ${res.msg}`);
    return res.data;
  };

  return {
    app, registry, db: testDb.handle.db, config, database: testDb, call, login,
    close: async () => {
      await app.close();
      if (!database) await testDb.drop();
    },
  };
}
