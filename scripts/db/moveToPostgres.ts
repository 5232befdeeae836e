/**
 * `npm run db:move-to-postgres -- DATABASE_URL [--force]`: the embedded database in DATA_DIR (server stopped) into
 * an empty PostgreSQL, after which `DATABASE_URL=… npm start` continues where it stopped. docs/scaling.md, "Backups".
 */
import { loadConfig } from '../../src/server/config.ts';
import { Refusal, parseArgs, runCommand } from './lib/cli.ts';
import { moveToPostgres } from './lib/move.ts';

await runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2), { values: [], switches: ['force'] });
  const url = positional[0] ?? '';
  if (positional.length !== 1 || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Refusal('用法：npm run db:move-to-postgres -- postgres://用户:密码@主机:5432/数据库 [--force]');
  }
  const { dataDir } = loadConfig({ ...process.env, DATABASE_URL: '' });
  console.log(`正在把嵌入式数据库 ${dataDir} 迁移到 PostgreSQL`);
  const result = await moveToPostgres(dataDir, url, flags.has('force'));
  console.log(`迁移完成：${result.tables} 张表，${result.rows} 行，行数逐表核对一致`);
  if (result.migrated.length) console.log(`已按本程序的版本迁移：${result.migrated.join("、")}`);
  console.log('以后请这样启动（上传的文件仍在 DATA_DIR/files，请保持 DATA_DIR 不变）：DATABASE_URL=<同一地址> npm start');
});
