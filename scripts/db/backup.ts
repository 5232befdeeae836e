/**
 * `npm run db:backup [-- --dir DIR] [--keep-days N]`: a gzip-compressed SQL dump of the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR) named by time, with the uploaded files beside it;
 * backups older than the kept days are removed. docs/scaling.md, "Backups".
 */
import path from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { takeBackup } from '../../src/server/db/backup/backup.ts';
import { Refusal, parseArgs, runCommand } from './lib/cli.ts';

await runCommand(async () => {
  // --force is still accepted, and changes nothing: it once overruled a dead server's mark on the data directory,
  // which is now taken over without it (a live server's lock is never overruled)
  const { flags } = parseArgs(process.argv.slice(2), { values: ['dir', 'keep-days'], switches: ['force'] });
  const config = loadConfig();
  const keepText = String(flags.get('keep-days') ?? process.env.BACKUP_KEEP_DAYS ?? '30');
  const keepDays = Number(keepText);
  if (!Number.isInteger(keepDays) || keepDays < 0) throw new Refusal(`保留天数必须是非负整数，当前值为 "${keepText}"`);
  const dir = path.resolve(String(flags.get('dir') ?? process.env.BACKUP_DIR ?? './backups'));
  console.log(`正在备份${config.databaseUrl ? ' PostgreSQL 数据库' : `嵌入式数据库 ${config.dataDir}`} 到 ${dir}`);
  const result = await takeBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, dir, keepDays });
  console.log(`备份完成：${result.file}（数据库结构 ${result.header.migrations.at(-1)}）`);
  if (result.filesArchive) console.log(`上传的文件：${result.filesArchive}`);
  for (const name of result.removed) console.log(`已删除超过 ${keepDays} 天的备份：${name}`);
});
