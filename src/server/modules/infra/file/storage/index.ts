import type { Db } from '../../../../db/database.ts';
import { fail } from '../../../../http/errors.ts';
import { FileErrors } from '../fileErrors.ts';
import { DatabaseStorage } from './databaseStorage.ts';
import { LocalDiskStorage } from './localDiskStorage.ts';
import { S3Storage } from './s3Storage.ts';
import { FileStorageType, type FileStorage, type S3Settings } from './types.ts';

export { FileStorageType, type FileStorage } from './types.ts';

export interface StorageConfig {
  id: number;
  storage: number;
  config: Record<string, unknown>;
}

/** The storage a config row names, on `db` (inside a transaction, the transaction's connection). */
export function storageOf(db: Db, config: StorageConfig, filesRoot: string | undefined): FileStorage {
  switch (config.storage) {
    case FileStorageType.DB:
      return new DatabaseStorage(db, config.id);
    case FileStorageType.LOCAL:
      return new LocalDiskStorage(filesRoot, config.id);
    case FileStorageType.S3:
      return new S3Storage(config.config as unknown as S3Settings);
    default:
      throw fail(FileErrors.STORAGE_NOT_SUPPORTED, String(config.storage));
  }
}
