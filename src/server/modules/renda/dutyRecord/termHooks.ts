import { sql } from 'kysely';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DutyRecordErrors as E } from './dutyRecordErrors.ts';

type Row = Record<string, unknown>;

const time = (v: unknown): number => (v instanceof Date ? v.getTime() : Number(v));

function assertDates(next: Row): void {
  if (next.startDate !== undefined && next.endDate !== undefined && time(next.endDate) < time(next.startDate)) throw fail(E.TERM_DATES);
}

/**
 * The term just written is the tenant's only current one: in the write's transaction, under a per-tenant lock, one
 * statement clears the others. The lock makes two terms set current at once take turns, so the second's statement
 * (a fresh snapshot under READ COMMITTED) sees the first and clears it: the last one written is current.
 */
async function onlyCurrent(scope: TenantScope, id: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${0x7465726d}, ${scope.tenantId})`.execute(scope.db);
  await scope.updateTable('rendaTerm').set({ isCurrent: false }).where('isCurrent', '=', true).where('id', '<>', id).execute();
}

/** 届次 (docs/duty-record.md "Terms"): the end not before the start; at most one current per tenant. */
export const termHooks: ResourceHooks = {
  beforeCreate: (values) => assertDates(values),
  beforeUpdate: (values, existing) => assertDates({ ...existing, ...values }),
  afterCreate: async (id, values, { scope }) => {
    if (values.isCurrent === true) await onlyCurrent(scope(), id);
  },
  afterUpdate: async (id, values, _existing, { scope }) => {
    if (values.isCurrent === true) await onlyCurrent(scope(), id);
  },
};
