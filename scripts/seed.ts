/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, else the PGlite in DATA_DIR) and inserts whatever
 * demo data is missing. Idempotent: rows an administrator changed are left as they are.
 */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  const report = await seedDatabase(database.db, { proposals: config.demoProposals });
  console.log(`已补充演示数据（${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}）：`, report);
} finally {
  await database.close();
}
