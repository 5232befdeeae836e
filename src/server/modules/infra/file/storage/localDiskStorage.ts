import fs from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../../../../http/errors.ts';
import { FileErrors } from '../fileErrors.ts';
import { checkedKey } from '../storageKey.ts';
import type { FileStorage } from './types.ts';

/**
 * yudao's storage 10: files under `<DATA_DIR>/files/<config id>/`, never elsewhere (backups copy `<DATA_DIR>/files`).
 * The root is not configurable, unlike yudao's `basePath`: a config row must not be able to point the server at any
 * directory. A key is checked, resolved, and refused unless it stays below the root.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(filesRoot: string | undefined, configId: number) {
    if (!filesRoot) throw fail(FileErrors.STORAGE_UNAVAILABLE, '数据目录在内存中，没有可写的本地磁盘');
    this.root = path.resolve(filesRoot, String(configId));
  }

  /** The file of `key`, proven to lie below the root. */
  private fileOf(key: string): string {
    const file = path.resolve(this.root, checkedKey(key));
    if (!file.startsWith(this.root + path.sep)) throw fail(FileErrors.PATH_INVALID, '文件路径超出存储目录');
    return file;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // 'wx': a key is new by construction; never overwrite what is there
    await fs.writeFile(file, content, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }
}
