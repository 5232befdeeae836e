import { sql, type Kysely } from 'kysely';

/**
 * The tenant tree (issue 39 point 3, docs/tenants.md "The tenant tree", decision 101): a tenant's parent tenant
 * (null: none), so that a province's staff may read aggregates of the cities and counties below it. Nothing else follows
 * the tree: rows stay in their own tenant.
 *
 * The indexes the province data set's figures asked for (docs/performance.md "Province"):
 * - the province statistics count each child's proposals by status, handling units, surveys' answers and duty scores
 *   by tenant; the existing indexes lead with `tenant_id`, so they serve them (no new index was needed there);
 * - `idx_system_tenant_parent`: the subtree is found by a recursive walk over the parent column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table system_tenant add column parent_id bigint references system_tenant (id)`.execute(db);
  await sql`create index idx_system_tenant_parent on system_tenant (parent_id) where parent_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists idx_system_tenant_parent`.execute(db);
  await sql`alter table system_tenant drop column parent_id`.execute(db);
}
