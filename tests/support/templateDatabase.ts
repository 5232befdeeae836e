import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { testConfig } from './testConfig.ts';

/**
 * The API project's global setup (docs/testing.md, "The template database"): one database migrated and seeded as
 * createTestApp would, built once before the first file, that each file copies instead of running initdb, 27
 * migrations and the demo seed (with its proposals driven through the workflow) on its own: ~20 s of a loaded
 * machine per file before, ~5 s after. On PostgreSQL it is a database that `create database … template` copies; on
 * PGlite a tarball of the data directory (dumpDataDir) that a file's PGlite opens with loadDataDir. Dropped (or
 * deleted) after the run.
 */
export type DatabaseTemplate =
  | { kind: 'postgres'; name: string; createdAt: number }
  | { kind: 'pglite'; file: string; createdAt: number };

declare module 'vitest' {
  export interface ProvidedContext {
    /** null when switched off (API_TEST_TEMPLATE=off): every file builds its own database, as before. */
    databaseTemplate: DatabaseTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.API_TEST_TEMPLATE === 'off') {
    project.provide('databaseTemplate', null);
    return async () => undefined;
  }
  const createdAt = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_template_${createdAt}_${randomBytes(4).toString('hex')}`;
    await admin(adminUrl, `create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await prepare(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }));
      // Nobody may connect to a database while it is copied: closed to connections, it cannot be by accident.
      await admin(adminUrl, `alter database ${name} with allow_connections false`);
    } catch (error) {
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
      throw error;
    }
    project.provide('databaseTemplate', { kind: 'postgres', name, createdAt });
    return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-template-'));
  const file = path.join(dir, 'pglite.tar');
  try {
    const handle = await openDatabase({ dataDir: 'memory://' });
    // Uncompressed: gzip would save 40 MB of a temporary file and cost each file a second to unpack.
    const tarball = await prepare(handle, () => handle.pglite!.dumpDataDir('none'));
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('databaseTemplate', { kind: 'pglite', file, createdAt });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the app on the database once, exactly as createTestApp does (same config, so the same migrations, resource
 * tables, error codes and demo seed), and closes it again; `whileOpen` runs before the database closes.
 */
async function prepare<T>(handle: DatabaseHandle, whileOpen: () => Promise<T> = async () => undefined as T): Promise<T> {
  try {
    const { app } = await buildApp(testConfig(), { database: handle, logger: false });
    await app.ready();
    await app.close();
    return await whileOpen();
  } finally {
    await handle.close();
  }
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
