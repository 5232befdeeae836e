import { sql, type Kysely } from 'kysely';

/**
 * The proposal statistics' counts, kept as the proposals change (issue 39, decision 104). Counting a tenant's
 * proposals at every look read all of them — 285 000 index entries and 280 000 unit pairs for a tenant of 300 000,
 * 250 ms — however cheap each entry; the counts below are a few dozen rows per tenant.
 *
 * - `renda_proposal_tally`: live submitted proposals (not deleted, not 草稿) by status, type, rating and lateness.
 * - `renda_proposal_unit_tally`: per handling unit, the proposals it was given (a proposal and unit pair, whatever
 *   the rounds), those it replied to (every round's row replied) and those it replied to late (any row late).
 *
 * Both are written by statement-level triggers of the tables they count, with the statement's transition tables: a
 * command's one-row update, the scale generator's 300 000-row insert and anything written by hand all keep them, in
 * the writing statement's transaction (rolled back with it), and a bulk insert costs one aggregate, not a call per row.
 *
 * The rows are **deltas, never updated**: a change inserts (+1 for the new key, −1 for the old), so two commands never
 * wait on one count row (a tenant's submits all move 审核中 +1) and never deadlock (a proposal going 3 → 4 while
 * another goes 4 → 3). A reader sums a tenant's rows; it folds them into one per key when they have piled up
 * (proposalTally.ts) with one statement that deletes what it read and inserts the sums — a concurrent fold waits on
 * the deleted rows and then skips them, and a writer's uncommitted delta is not in the fold's snapshot, so no count
 * is lost or doubled.
 *
 * The units count pairs of unit rows, without looking at their proposal: only a 草稿 can be deleted (deleteProposal)
 * and units are given at 交办, so a deleted proposal never has units. A hard delete cascades to the units, whose
 * trigger takes them out. TRUNCATE clears the counts with the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table renda_proposal_tally (
    tenant_id bigint not null,
    status smallint not null,
    type varchar(2) not null,
    satisfaction varchar(2),
    overdue boolean not null,
    proposals integer not null)`.execute(db);
  await sql`create index idx_renda_proposal_tally on renda_proposal_tally (tenant_id)`.execute(db);
  await sql`create table renda_proposal_unit_tally (
    tenant_id bigint not null,
    dept_id bigint not null,
    given integer not null,
    replied integer not null,
    late integer not null)`.execute(db);
  await sql`create index idx_renda_proposal_unit_tally on renda_proposal_unit_tally (tenant_id)`.execute(db);

  // what exists now, counted once
  await sql`insert into renda_proposal_tally (tenant_id, status, type, satisfaction, overdue, proposals)
    select tenant_id, status, type, satisfaction, overdue, count(*) from renda_proposal where not deleted and status <> 0
    group by tenant_id, status, type, satisfaction, overdue`.execute(db);
  // 2 = UNIT_STATUS.REPLIED (proposalErrors.ts; a migration keeps its own copy of what it was written against)
  await sql`insert into renda_proposal_unit_tally (tenant_id, dept_id, given, replied, late)
    select tenant_id, dept_id, count(*), count(*) filter (where replied), count(*) filter (where late)
    from (select tenant_id, dept_id, bool_and(status = 2) as replied, bool_or(overdue) as late
      from renda_proposal_unit group by tenant_id, proposal_id, dept_id) pair
    group by tenant_id, dept_id`.execute(db);

  // the proposals: −1 for each old row that counted, +1 for each new one
  await sql`create function renda_proposal_tally_write() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into renda_proposal_tally (tenant_id, status, type, satisfaction, overdue, proposals)
        select tenant_id, status, type, satisfaction, overdue, count(*) from new_rows where not deleted and status <> 0
        group by tenant_id, status, type, satisfaction, overdue;
      elsif tg_op = 'DELETE' then
        insert into renda_proposal_tally (tenant_id, status, type, satisfaction, overdue, proposals)
        select tenant_id, status, type, satisfaction, overdue, -count(*) from old_rows where not deleted and status <> 0
        group by tenant_id, status, type, satisfaction, overdue;
      else
        insert into renda_proposal_tally (tenant_id, status, type, satisfaction, overdue, proposals)
        select tenant_id, status, type, satisfaction, overdue, sum(n) from (
          select tenant_id, status, type, satisfaction, overdue, -1 as n from old_rows where not deleted and status <> 0
          union all
          select tenant_id, status, type, satisfaction, overdue, 1 from new_rows where not deleted and status <> 0) d
        group by tenant_id, status, type, satisfaction, overdue having sum(n) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  await writeTriggers(db, 'renda_proposal');

  // the units: the pairs the statement touched, each counted as it was (the table now, the statement's new rows put
  // back to its old ones) and as it is, and the difference added
  await sql`create function renda_proposal_unit_tally_write() returns trigger language plpgsql as $$
    declare
      old_units jsonb := '[]';
      new_units jsonb := '[]';
    begin
      if tg_op <> 'INSERT' then
        select coalesce(jsonb_agg(jsonb_build_object('id', id, 'tenant_id', tenant_id, 'proposal_id', proposal_id, 'dept_id', dept_id,
          'status', status, 'overdue', overdue)), '[]') into old_units from old_rows;
      end if;
      if tg_op <> 'DELETE' then
        select coalesce(jsonb_agg(jsonb_build_object('id', id, 'tenant_id', tenant_id, 'proposal_id', proposal_id, 'dept_id', dept_id,
          'status', status, 'overdue', overdue)), '[]') into new_units from new_rows;
      end if;
      with olds as (select * from jsonb_to_recordset(old_units) as o(id bigint, tenant_id bigint, proposal_id bigint, dept_id bigint, status smallint, overdue boolean)),
        news as (select * from jsonb_to_recordset(new_units) as n(id bigint, tenant_id bigint, proposal_id bigint, dept_id bigint, status smallint, overdue boolean)),
        pairs as (select tenant_id, proposal_id, dept_id from olds union select tenant_id, proposal_id, dept_id from news),
        now_rows as (select p.tenant_id, u.proposal_id, u.dept_id, u.id, u.status, u.overdue
          from pairs p join renda_proposal_unit u on u.proposal_id = p.proposal_id and u.dept_id = p.dept_id),
        was_rows as (select tenant_id, proposal_id, dept_id, status, overdue from now_rows r where not exists (select 1 from news n where n.id = r.id)
          union all select tenant_id, proposal_id, dept_id, status, overdue from olds),
        states as (
          select tenant_id, dept_id, 1 as sign, bool_and(status = 2) as replied, bool_or(overdue) as late from now_rows group by tenant_id, proposal_id, dept_id
          union all
          select tenant_id, dept_id, -1, bool_and(status = 2), bool_or(overdue) from was_rows group by tenant_id, proposal_id, dept_id)
      insert into renda_proposal_unit_tally (tenant_id, dept_id, given, replied, late)
      select tenant_id, dept_id, sum(sign), coalesce(sum(sign) filter (where replied), 0), coalesce(sum(sign) filter (where late), 0)
      from states group by tenant_id, dept_id
      having sum(sign) <> 0 or coalesce(sum(sign) filter (where replied), 0) <> 0 or coalesce(sum(sign) filter (where late), 0) <> 0;
      return null;
    end $$`.execute(db);
  await writeTriggers(db, 'renda_proposal_unit');

  await sql`create function renda_proposal_tally_clear() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'renda_proposal' then delete from renda_proposal_tally; else delete from renda_proposal_unit_tally; end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger renda_proposal_tally_truncate after truncate on renda_proposal for each statement execute function renda_proposal_tally_clear()`.execute(db);
  await sql`create trigger renda_proposal_unit_tally_truncate after truncate on renda_proposal_unit for each statement execute function renda_proposal_tally_clear()`.execute(db);
}

/**
 * `table`'s triggers calling `<table>_tally_write()` after each insert, update and delete statement, with the
 * statement's rows: PostgreSQL takes transition tables only on a trigger of one event.
 */
async function writeTriggers(db: Kysely<any>, table: string): Promise<void> {
  const events = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' };
  for (const [event, rows] of Object.entries(events)) {
    await sql.raw(`create trigger ${table}_tally_${event} after ${event} on ${table} referencing ${rows}
      for each statement execute function ${table}_tally_write()`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['renda_proposal', 'renda_proposal_unit']) {
    const tally = `${table}_tally`;
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists ${tally}_${event} on ${table}`).execute(db);
  }
  await sql`drop function if exists renda_proposal_tally_write()`.execute(db);
  await sql`drop function if exists renda_proposal_unit_tally_write()`.execute(db);
  await sql`drop function if exists renda_proposal_tally_clear()`.execute(db);
  await sql`drop table if exists renda_proposal_unit_tally`.execute(db);
  await sql`drop table if exists renda_proposal_tally`.execute(db);
}
