import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupName, filesArchiveOf, pruneBackups, type BackupHeader } from './backupFile.ts';
import { dumpPglite, dumpPostgres } from './dump.ts';
import { openExisting } from './embedded.ts';
import { archiveFiles } from './files.ts';

export interface BackupOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Directory of the backups (made if missing). */
  dir: string;
  /** Backups older than this many days are removed after a successful one; 0 keeps all. */
  keepDays: number;
  /**
   * The embedded database already open in this process (the server's, for its scheduled backup job): dumped as it
   * is, the directory neither checked nor opened a second time. The caller keeps other statements off its session.
   */
  pglite?: PGlite;
  now?: Date;
}

export interface BackupResult {
  file: string;
  filesArchive: string | null;
  header: BackupHeader;
  removed: string[];
}

/**
 * One backup: the dump (written as `.partial` and renamed when complete, so a failed run leaves no file that looks
 * like a backup), the uploaded files beside it, then the old backups past their days removed.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  fs.mkdirSync(options.dir, { recursive: true });
  const name = backupName(options.now ?? new Date());
  const file = path.join(options.dir, `${name}.sql.gz`);
  const partial = `${file}.partial`;
  let header: BackupHeader;
  try {
    if (options.databaseUrl) header = await dumpPostgres(options.databaseUrl, partial);
    else if (options.pglite) {
      try {
        header = await dumpPglite(options.pglite, partial);
      } finally {
        // pg_dump leaves its session as a separate process would never see it again: inside its read-only
        // transaction, with its settings. The server's session goes on, so both are undone.
        await options.pglite.exec('rollback; reset all');
      }
    }
    else {
      const embedded = await openExisting(options.dataDir, '备份命令 npm run db:backup');
      try {
        header = await dumpPglite(embedded.pglite, partial);
      } finally {
        await embedded.close();
      }
    }
    const archive = filesArchiveOf(file);
    const filesArchive = (await archiveFiles(options.dataDir, `${archive}.partial`)) ? archive : null;
    if (filesArchive) fs.renameSync(`${archive}.partial`, archive);
    fs.renameSync(partial, file);
    return { file, filesArchive, header, removed: pruneBackups(options.dir, options.keepDays, options.now) };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${filesArchiveOf(file)}.partial`, { force: true });
  }
}
