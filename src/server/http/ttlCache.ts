/**
 * A small time-limited cache for facts every request needs (a tenant's state, a user's roles, a role's permission
 * codes). It holds the promise of a load, so concurrent requests share one query; entries live `ttlMs`, a failed
 * load is forgotten at once, and `clear()` drops everything (a load under way then stays with its callers only).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 10_000) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key); // re-inserted last: the oldest entries are the first in the Map's order
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
