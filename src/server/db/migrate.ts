import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as core from './migrations/0001_core.ts';
import * as groupUser from './migrations/0002_renda_group_user.ts';
import * as answerItem from './migrations/0003_renda_answer_item.ts';
import * as menuActiveMenu from './migrations/0004_menu_active_menu.ts';

/** Versioned migrations, listed in code so the bundle needs no directory scan. Append; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_renda_group_user': groupUser,
  '0003_renda_answer_item': answerItem,
  '0004_menu_active_menu': menuActiveMenu,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'kysely_migration', migrationLockTableName: 'kysely_migration_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
