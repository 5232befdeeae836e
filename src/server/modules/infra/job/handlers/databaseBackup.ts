import path from 'node:path';
import { takeBackup } from '../../../../db/backup/backup.ts';
import { checkDays, daysParam, type JobHandler } from './registry.ts';

/**
 * `npm run db:backup` as a job (issue 23): the same dump, named by time, into BACKUP_DIR, with the uploaded files
 * beside it, and the backups older than the kept days (the parameter, else BACKUP_KEEP_DAYS) removed. On the embedded
 * database the server's own PGlite is dumped while this job holds its session, so no other statement runs in the
 * middle (requests wait for the dump, as they do for any long transaction); on PostgreSQL pg_dump takes a snapshot.
 */
export const databaseBackupJob: JobHandler = {
  name: 'databaseBackupJob',
  title: '备份数据库（与 npm run db:backup 相同）',
  param: '备份保留天数（默认取 BACKUP_KEEP_DAYS，0 表示全部保留）',
  checkParam: checkDays,
  async run({ database, config, param }) {
    const keepDays = daysParam(param, config.backupKeepDays);
    const options = { databaseUrl: database.url, dataDir: config.dataDir, dir: config.backupDir, keepDays };
    const result = database.pglite
      ? await database.db.connection().execute(() => takeBackup({ ...options, pglite: database.pglite }))
      : await takeBackup(options);
    const removed = result.removed.length ? `，删除超过 ${keepDays} 天的备份 ${result.removed.length} 个` : '';
    const files = result.filesArchive ? `，上传的文件 ${path.basename(result.filesArchive)}` : '';
    return `备份完成：${result.file}${files}${removed}`;
  },
};
