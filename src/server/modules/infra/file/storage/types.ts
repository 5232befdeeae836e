/** yudao's FileStorageEnum: the storages a file config can name. FTP (11) and SFTP (12) are not offered here. */
export const FileStorageType = { DB: 1, LOCAL: 10, FTP: 11, SFTP: 12, S3: 20 } as const;

/**
 * Where a stored file's bytes live. Keys are the generated paths of storageKey.ts (never a name a user chose);
 * every storage still checks them, so a key can never reach outside it. What a file is (name, type) is kept in the
 * object index (infra_file_content), not by the storage.
 */
export interface FileStorage {
  put(key: string, content: Buffer, type: string): Promise<void>;
  /** The bytes, or undefined when the storage has no such object. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** The settings of an S3-compatible store (a file config's `config`). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  accessSecret: string;
  region?: string;
  /** Public address of the bucket, when files should be fetched from there rather than through our download. */
  domain?: string;
}
