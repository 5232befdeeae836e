import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's infra file codes (API-CONTRACT §4.4), and ours for what an upload must be. */
export const FileErrors = {
  NOT_EXISTS: ec(1001003001, '文件不存在'),
  IS_EMPTY: ec(1001003002, '文件为空'),
  TYPE_NOT_ALLOWED: ec(1001003003, '文件格式不正确，请上传 {} 格式的文件'),
  TOO_LARGE: ec(1001003004, '文件大小不能超过 {}'),
};

/**
 * The one storage today: the database (yudao's storage 1, "DB"). Issue 19 brings the storage configs
 * (infra_file_config) and their master; until then every file lives in this one.
 */
export const DB_STORAGE_CONFIG_ID = 1;

/** The public address yudao hands out for a stored file: `/admin-api/infra/file/{configId}/get/{path}`. */
export const fileUrl = (configId: number, path: string): string => `${API_PREFIX}/infra/file/${configId}/get/${path}`;

export interface NewFile {
  content: Buffer;
  /** The name the uploader gave it (kept for the records; never part of the path). */
  name: string;
  type: string;
  /** The file name extension for the generated path, without the dot. */
  extension: string;
}

/**
 * Stores a file in the database storage under a generated path (`yyyyMMdd/<random>.<ext>`: never a name the user
 * chose, so nobody can overwrite or guess another's file) and records it in the tenant's infra_file. Run it inside
 * the caller's transaction when the file is part of a larger change. Returns its public URL.
 */
export async function storeFile(scope: TenantScope, file: NewFile, creator: string): Promise<string> {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const path = `${day}/${randomUUID().replaceAll('-', '')}.${file.extension}`;
  const url = fileUrl(DB_STORAGE_CONFIG_ID, path);
  await scope.db.insertInto('infraFileContent')
    .values({ configId: DB_STORAGE_CONFIG_ID, path, type: file.type, content: file.content, creator, updater: creator })
    .execute();
  await scope.insertInto('infraFile', {
    configId: DB_STORAGE_CONFIG_ID, name: file.name.slice(0, 256), path, url, type: file.type, size: file.content.length, creator, updater: creator,
  }).execute();
  return url;
}

/** A stored file's bytes and type, or undefined. */
export async function readContent(db: Db, configId: number, path: string): Promise<{ type: string; content: Uint8Array } | undefined> {
  return db.selectFrom('infraFileContent')
    .select(['type', 'content'])
    .where('configId', '=', configId)
    .where('path', '=', path)
    .where('deleted', '=', false)
    .executeTakeFirst();
}
