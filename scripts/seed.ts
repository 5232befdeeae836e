/**
 * `npm run seed`: migrates the configured database, creates its resource tables (DATABASE_URL, else the PGlite in DATA_DIR) and inserts whatever
 * demo data is missing. Idempotent: rows an administrator changed are left as they are.
 */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { prepareDatabase } from '../src/server/app.ts';
import { fileManifestSource } from '../src/server/crud/manifestSource.ts';
import { ResourceRegistry } from '../src/server/crud/registry.ts';
import { seedDatabase } from '../src/server/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  // The server's own preparation first: the seed writes into resource tables the table sync creates.
  const registry = await ResourceRegistry.load([fileManifestSource(config.schemaDir)]);
  let report: unknown;
  await prepareDatabase(database, registry, async () => {
    report = await seedDatabase(database.db, { proposals: config.demoProposals });
  });
  console.log(`已补充演示数据（${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}）：`, report);
} finally {
  await database.close();
}
