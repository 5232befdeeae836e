import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/database.ts';
import { createTestDatabase, currentTemplate, onPostgres } from '../testDatabase.ts';
import { pgliteStore, type ServerStore } from './serverProcess.ts';

/**
 * A copy of the run's template database where a child server finds it: a PostgreSQL database, or a PGlite directory
 * (`dir`/data). The server then starts as on any later start (migrations find nothing to do, the seed finds its
 * tenants) instead of running initdb, the migrations and the seed: tests of a crash or a restart, not of a first
 * start. Without a template (a file run outside the API project, or on another day) the database starts empty.
 */
export async function templateStore(dir: string): Promise<ServerStore> {
  const template = currentTemplate();
  if (onPostgres()) {
    const copy = await createTestDatabase('memory://', template);
    return { env: { DATABASE_URL: copy.location.databaseUrl! }, drop: () => copy.drop() };
  }
  const dataDir = path.join(dir, 'data');
  if (template?.kind === 'pglite') await (await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(template.file)]) })).close();
  return pgliteStore(dataDir);
}
