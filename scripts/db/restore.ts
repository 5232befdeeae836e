/**
 * `npm run db:restore -- FILE [--force]`: a backup of db:backup into the configured database (DATABASE_URL, else
 * the embedded one in DATA_DIR), which must be empty unless --force; migrated afterwards when the backup is older
 * than this build. docs/scaling.md, "Backups".
 */
import path from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { Refusal, parseArgs, runCommand } from './lib/cli.ts';
import { restoreBackup } from './lib/restore.ts';

await runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2), { values: [], switches: ['force'] });
  if (positional.length !== 1) throw new Refusal('用法：npm run db:restore -- <备份文件.sql.gz> [--force]');
  const file = path.resolve(positional[0]);
  const config = loadConfig();
  console.log(`正在把 ${file} 恢复到${config.databaseUrl ? ' PostgreSQL 数据库' : `嵌入式数据库 ${config.dataDir}`}`);
  const result = await restoreBackup(file, config, flags.has('force'));
  if (result.keptAside) console.log(`原数据目录已改名保留：${result.keptAside}`);
  if (result.migrated.length) console.log(`备份来自较早的版本，已迁移：${result.migrated.join('、')}`);
  console.log(`恢复完成：${result.statements} 条语句，备份时间 ${result.header.created}`);
});
