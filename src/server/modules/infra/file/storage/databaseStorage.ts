import type { Db } from '../../../../db/database.ts';
import type { FileStorage } from './types.ts';

/**
 * yudao's storage 1: the bytes in infra_file_content, on the object's index row (written first by the file service,
 * in the same transaction), so they travel with the database and its backups.
 */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly db: Db, private readonly configId: number) {}

  async put(key: string, content: Buffer): Promise<void> {
    await this.db.updateTable('infraFileContent').set({ content }).where('configId', '=', this.configId).where('path', '=', key).execute();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('infraFileContent').select('content')
      .where('configId', '=', this.configId).where('path', '=', key).where('deleted', '=', false).executeTakeFirst();
    return row?.content ? Buffer.from(row.content) : undefined;
  }

  /** The bytes go with the index row. */
  async delete(): Promise<void> {}
}
