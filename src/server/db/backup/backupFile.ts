import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { Refusal } from './report.ts';

/**
 * A backup is `deputy-backup-<UTC time>.sql.gz`: a plain SQL dump in pg_dump's INSERT form (no COPY, no psql
 * meta-commands), so one executor restores it into PGlite or PostgreSQL, gzip-compressed, whose first line names
 * where it came from and its schema version (the migrations applied). Uploaded files stored on disk go beside it as
 * `<same name>.files.tar.gz`.
 */
export interface BackupHeader {
  format: 1;
  /** The database it was taken from. */
  source: 'pglite' | 'postgresql';
  /** ISO time of the backup. */
  created: string;
  /** Names of the migrations the database had applied (kysely_migration), oldest first. */
  migrations: string[];
}

const HEADER_PREFIX = '-- deputy-backup: ';
const NAME = /^deputy-backup-(\d{8}T\d{6}Z)\.sql\.gz$/;

export const headerLine = (header: BackupHeader): string => `${HEADER_PREFIX}${JSON.stringify(header)}\n`;

/** `deputy-backup-20261123T153000Z` for a time (UTC, sortable, no characters a file system minds). */
export function backupName(time: Date): string {
  return `deputy-backup-${time.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
}

export const filesArchiveOf = (sqlFile: string): string => sqlFile.replace(/\.sql\.gz$/, '.files.tar.gz');

/** The time a backup's file name carries, or null for any other file. */
export function backupTime(fileName: string): Date | null {
  const match = NAME.exec(fileName);
  if (!match) return null;
  const s = match[1];
  return new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
}

/** Reads the header line of a backup, refusing a file that is not one of ours. */
export async function readHeader(file: string): Promise<BackupHeader> {
  if (!fs.existsSync(file)) throw new Refusal(`找不到备份文件 ${file}`);
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let first: string | undefined;
  try {
    for await (const line of lines) {
      first = line;
      break;
    }
  } catch {
    throw new Refusal(`${file} 不是 gzip 压缩的备份文件`);
  } finally {
    lines.close();
    input.destroy();
  }
  if (!first?.startsWith(HEADER_PREFIX)) throw new Refusal(`${file} 不是本平台 npm run db:backup 生成的备份文件`);
  let header: BackupHeader;
  try {
    header = JSON.parse(first.slice(HEADER_PREFIX.length)) as BackupHeader;
  } catch {
    throw new Refusal(`${file} 的首行已损坏，无法识别这个备份`);
  }
  if (header.format !== 1 || !Array.isArray(header.migrations)) throw new Refusal(`备份文件格式 ${String(header.format)} 无法识别：请用生成它的版本恢复`);
  return header;
}

/** Removes backups (and their file archives) older than `keepDays` days; 0 keeps every one. */
export function pruneBackups(dir: string, keepDays: number, now = new Date()): string[] {
  if (keepDays <= 0) return [];
  const cutoff = now.getTime() - keepDays * 24 * 3600 * 1000;
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const time = backupTime(name);
    if (!time || time.getTime() >= cutoff) continue;
    for (const file of [name, filesArchiveOf(name)]) fs.rmSync(path.join(dir, file), { force: true });
    removed.push(name);
  }
  return removed;
}
