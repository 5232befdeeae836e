import type { Db } from '../db/database.ts';

const ENABLED = 0;

/**
 * The values each dictionary type offers (enabled `system_dict_data` rows), for the `dict` keyword: a field
 * annotated with a dictionary accepts only its values. Dictionaries are platform-wide and small, so all of them are
 * read at once and kept for a few seconds; writes call `fresh()` first (validation is synchronous), and a change
 * to the dictionaries on this instance is seen by the next request (`invalidate`). Another instance sees it within
 * the time to live.
 * A dictionary with no rows at all is not enforced: a database without its dictionaries (no demo seed) must still
 * take writes, and there is nothing to check against. One whose values are all disabled offers nothing.
 */
export class DictionaryValues {
  private values = new Map<string, Set<string>>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
  ) {}

  async fresh(): Promise<void> {
    if (performance.now() - this.loadedAt < this.ttlMs) return;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    await this.loading;
  }

  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  /** Null and absent values are the schema's business (required, nullable), not the dictionary's. */
  allows(dictType: string, value: unknown): boolean {
    if (value === null || value === undefined) return true;
    const values = this.values.get(dictType);
    return !values || values.has(String(value));
  }

  private async load(): Promise<void> {
    const startedAt = performance.now();
    const rows = await this.db.selectFrom('systemDictData').select(['dictType', 'value', 'status']).where('deleted', '=', false).execute();
    const values = new Map<string, Set<string>>();
    for (const row of rows) {
      let set = values.get(row.dictType);
      if (!set) values.set(row.dictType, (set = new Set()));
      if (row.status === ENABLED) set.add(row.value);
    }
    this.values = values;
    this.loadedAt = startedAt;
  }
}
