import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { fail } from '../../../http/errors.ts';
import { FileErrors } from './fileErrors.ts';
import { FileStorageType, storageOf, type StorageConfig } from './storage/index.ts';
import { keyProblem, newKey } from './storageKey.ts';

export { FileErrors } from './fileErrors.ts';

/** The database storage's config (migration 0017, row 1): avatars are kept there whatever the master is. */
export const DB_STORAGE_CONFIG_ID = 1;
/** The local disk's config (migration 0017, row 2). */
const LOCAL_STORAGE_CONFIG_ID = 2;

/**
 * The address yudao hands out for a stored file: our public download `/admin-api/infra/file/{configId}/get/{path}`
 * (after the config's 自定义域名 when it names another address than the site's), or, for an S3 config with a public
 * domain, the file there.
 */
export function fileUrl(config: StorageConfig, path: string): string {
  const domain = typeof config.config.domain === 'string' ? config.config.domain : '';
  // S3's domain serves the bucket itself; the database's and the disk's serve this server's file route
  if (config.storage === FileStorageType.S3 && domain) return `${domain}/${path}`;
  return `${domain}${API_PREFIX}/infra/file/${config.id}/get/${path}`;
}

export interface NewFile {
  content: Buffer;
  /** The name the uploader gave it (kept for the records and the download's file name; never part of the path). */
  name: string;
  type: string;
  /** The file name extension for the generated path, without the dot. */
  extension: string;
}

/** A live file config, or undefined. */
export async function findConfig(db: Db, id: number): Promise<StorageConfig | undefined> {
  return db.selectFrom('infraFileConfig').select(['id', 'storage', 'config']).where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
}

/** The master config: where uploads go. */
export async function masterConfig(db: Db): Promise<StorageConfig> {
  const master = await db.selectFrom('infraFileConfig').select(['id', 'storage', 'config'])
    .where('master', '=', true).where('deleted', '=', false).orderBy('id').executeTakeFirst();
  if (!master) throw fail(FileErrors.STORAGE_UNAVAILABLE, '没有主配置，请在文件配置中设置');
  return master;
}

/**
 * Picks the master at start-up when there is none (a new database): the local disk under `<DATA_DIR>/files`, or the
 * database when the data directory is in memory (tests, demos). An administrator's later choice is kept.
 */
export async function ensureMaster(db: Db, filesRoot: string | undefined): Promise<void> {
  const id = filesRoot ? LOCAL_STORAGE_CONFIG_ID : DB_STORAGE_CONFIG_ID;
  await db.updateTable('infraFileConfig').set({ master: true })
    .where('id', '=', id).where('deleted', '=', false)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('infraFileConfig as m').select('m.id').where('m.master', '=', true).where('m.deleted', '=', false))))
    .execute();
}

/**
 * Writes an object into a storage: its index row (name and type, for the public download) and then its bytes. In a
 * transaction, a failed write of the bytes takes the row back with it.
 */
export async function writeObject(db: Db, config: StorageConfig, filesRoot: string | undefined, path: string, file: NewFile, creator: string): Promise<void> {
  await db.insertInto('infraFileContent')
    .values({ configId: config.id, path, type: file.type, name: file.name.slice(0, 256), content: null, creator, updater: creator })
    .execute();
  await storageOf(db, config, filesRoot).put(path, file.content, file.type);
}

/** Stores a file under a new key in `config` and records it in the tenant's infra_file; answers its URL. */
async function record(scope: TenantScope, config: StorageConfig, filesRoot: string | undefined, file: NewFile, creator: string, directory?: string): Promise<string> {
  const path = newKey(file.extension, directory);
  const url = fileUrl(config, path);
  await writeObject(scope.db, config, filesRoot, path, file, creator);
  await scope.insertInto('infraFile', {
    configId: config.id, name: file.name.slice(0, 256), path, url, type: file.type, size: file.content.length, creator, updater: creator,
  }).execute();
  return url;
}

/**
 * Stores a small file in the database storage and records it (the avatar: file and user row in the caller's
 * transaction). Returns its public URL.
 */
export async function storeFile(scope: TenantScope, file: NewFile, creator: string): Promise<string> {
  const config = await findConfig(scope.db, DB_STORAGE_CONFIG_ID);
  if (!config) throw fail(FileErrors.CONFIG_NOT_EXISTS);
  return record(scope, config, undefined, file, creator);
}

/** An upload (`/infra/file/upload`): stored in the master storage, under `directory` when one is given. */
export async function uploadFile(scope: TenantScope, filesRoot: string | undefined, file: NewFile, creator: string, directory?: string): Promise<string> {
  return scope.transaction(async (tx) => record(tx, await masterConfig(tx.db), filesRoot, file, creator, directory));
}

export interface StoredObject {
  name: string;
  type: string;
  content: Buffer;
}

/** A stored object by config and key, from whichever storage holds it; undefined when there is none. */
export async function readObject(db: Db, filesRoot: string | undefined, configId: number, path: string): Promise<StoredObject | undefined> {
  if (keyProblem(path)) return undefined;
  const index = await db.selectFrom('infraFileContent').select(['name', 'type'])
    .where('configId', '=', configId).where('path', '=', path).where('deleted', '=', false).executeTakeFirst();
  const config = index && (await findConfig(db, configId));
  if (!index || !config) return undefined;
  const content = await storageOf(db, config, filesRoot).get(path);
  return content && { name: index.name, type: index.type, content };
}

/** Removes an object: its index row and its bytes (a missing object is already gone). */
export async function deleteObject(db: Db, filesRoot: string | undefined, configId: number, path: string): Promise<void> {
  await db.deleteFrom('infraFileContent').where('configId', '=', configId).where('path', '=', path).execute();
  const config = await findConfig(db, configId);
  if (config && !keyProblem(path)) await storageOf(db, config, filesRoot).delete(path);
}

/** Where the local disk storage keeps files: `<DATA_DIR>/files`; none when the data directory is in memory. */
export const filesRootOf = (dataDir: string): string | undefined => (dataDir.startsWith('memory://') ? undefined : path.join(dataDir, 'files'));
