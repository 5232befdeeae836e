import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantScope } from './tenantScope.ts';

/** The first half of every limit lock's key ("limt" in ASCII): apart from the proposals' serial-number locks. */
const LIMIT_LOCK_CLASS = 0x6c696d74;

const keyOf = (subject: string): number => createHash('sha256').update(subject).digest().readInt32BE(0);

/**
 * Runs `work` — count what a limit counts, then insert the row that uses it up — in one transaction that first
 * takes a transaction lock of each subject (a tenant's mobile, an address…). Counting and inserting as two
 * statements let 25 sends at once all count zero; under the lock the second waits until the first has committed
 * and then counts its row. PostgreSQL's advisory locks hold across every server on the database; PGlite runs one
 * transaction at a time anyway. Locks are taken in the order of their keys, so two calls sharing subjects cannot
 * deadlock; they go when the transaction ends, so keep `work` short (no network calls in it).
 */
export async function underLimitLock<R>(scope: TenantScope, subjects: string[], work: (scope: TenantScope) => Promise<R>): Promise<R> {
  const keys = [...new Set(subjects.map(keyOf))].sort((a, b) => a - b);
  return scope.transaction(async (txScope) => {
    for (const key of keys) await sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, ${key})`.execute(txScope.db);
    return work(txScope);
  });
}
