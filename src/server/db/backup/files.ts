import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/**
 * Uploaded files stored on disk live in `<DATA_DIR>/files` (the local file storage, whichever database holds their
 * records); a backup archives them beside its dump, and a restore puts them back there.
 */
export const filesDirOf = (dataDir: string): string => path.join(dataDir, 'files');

/** Archives `<dataDir>/files` into `archive`; false (and no archive) when there are none. */
export async function archiveFiles(dataDir: string, archive: string): Promise<boolean> {
  const dir = filesDirOf(dataDir);
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return false;
  await tar.create({ gzip: true, file: archive, cwd: dataDir, portable: true }, ['files']);
  return true;
}

/** Unpacks an archive made by archiveFiles into `<dataDir>/files`. */
export async function extractFiles(archive: string, dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  // only the files folder, and nothing that climbs out of it (tar refuses `..` and absolute paths by default)
  await tar.extract({ file: archive, cwd: dataDir, filter: (entry) => entry === 'files' || entry.startsWith('files/') });
}
