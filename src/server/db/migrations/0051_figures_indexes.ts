import { sql, type Kysely } from 'kysely';

/**
 * Indexes the province data set's figures asked for (issue 39 point 4, docs/performance.md "Province"). A tenant's
 * rows lie among every other tenant's (written as they come), so a count that reads the table reads a page per row:
 * 15 000 proposals of a city cost 15 000 pages. Each index below holds exactly what its count reads, so the count is
 * an index-only scan of the tenant's entries, side by side:
 * - `idx_renda_proposal_figures`: proposal statistics (status, type, rating, late) — 440 ms → 4 ms for a city;
 * - `idx_renda_proposal_unit_figures`: the units' given / replied / late per proposal, in proposal order (merge-joined
 *   with the live proposals);
 * - `idx_system_user_role_role`: the holders of a role (every deputy of a tenant: the province's response rates, the
 *   picker's counts), which only the (user, role) unique index served, by reading every link;
 * - `idx_renda_duty_item_year` carries the deputy: 履职统计's month-by-month counts are joined to the caller's deputies.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index idx_renda_proposal_figures on renda_proposal (tenant_id, status, type, satisfaction, overdue) where not deleted`.execute(db);
  await sql`create index idx_renda_proposal_unit_figures on renda_proposal_unit (tenant_id, proposal_id, dept_id) include (status, overdue)`.execute(db);
  await sql`create index idx_system_user_role_role on system_user_role (tenant_id, role_id, user_id) where not deleted`.execute(db);
  await sql`drop index if exists idx_renda_duty_item_year`.execute(db);
  await sql`create index idx_renda_duty_item_year on renda_duty_item (tenant_id, year, duty_date) include (deputy_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists idx_renda_proposal_figures`.execute(db);
  await sql`drop index if exists idx_renda_proposal_unit_figures`.execute(db);
  await sql`drop index if exists idx_system_user_role_role`.execute(db);
  await sql`drop index if exists idx_renda_duty_item_year`.execute(db);
  await sql`create index idx_renda_duty_item_year on renda_duty_item (tenant_id, year, duty_date)`.execute(db);
}
