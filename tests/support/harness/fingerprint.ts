import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';

/** Tables a refused request may still write: the sign-in, operation and API logs, captchas and sessions. */
export const LOG_TABLES = new Set(['system_login_log', 'system_operate_log', 'infra_api_access_log', 'infra_api_error_log', 'system_captcha', 'system_oauth2_access_token', 'system_oauth2_refresh_token']);

export type Fingerprint = Record<string, string>;

/**
 * Row count and an md5 of every row's text, per table: a way to prove a request changed nothing. `tenantId` limits
 * tenant tables to one tenant's rows (shared tables are taken whole).
 *
 * The whole database is printed once; after that only the tables written since the last print are printed again.
 * A row trigger on every table notes its name in `harness_touched` (in the writer's transaction, so a rollback takes
 * the note back too), and each fingerprinter reads the notes past the last one it saw. A table written with what it
 * held already prints the same as before, as when every table was printed each time — which took most of the fuzz
 * run (a full scan of ~100 tables after each of thousands of requests).
 */
export async function fingerprinter(db: Db, { exclude = LOG_TABLES, tenantId }: { exclude?: ReadonlySet<string>; tenantId?: number } = {}): Promise<() => Promise<Fingerprint>> {
  const tables = await sql<{ name: string; tenant: boolean }>`
    select t.table_name as name,
           exists (select 1 from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like 'kysely%' and t.table_name <> 'harness_touched'
    order by t.table_name`.execute(db);
  const printed = tables.rows.filter((t) => !exclude.has(t.name));
  await noteWrites(db, printed.map((t) => t.name));
  const printOf = new Map(printed.map((t) => {
    const where = tenantId !== undefined && t.tenant ? ` where x.tenant_id = ${Number(tenantId)}` : '';
    return [t.name, `select '${t.name}' as name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from "${t.name}" x${where}`];
  }));
  const print = async (names: Iterable<string>) => {
    const parts = [...names].map((name) => printOf.get(name)!);
    return (await sql.raw<{ name: string; print: string }>(parts.join(' union all ')).execute(db)).rows;
  };
  const prints: Fingerprint = {};
  // the notes so far are older than the first print, which covers every table
  let seen = Number((await sql<{ last: string | null }>`select max(id) as last from harness_touched`.execute(db)).rows[0].last ?? 0);
  for (const row of await print(printOf.keys())) prints[row.name] = row.print;
  return async () => {
    const { rows } = await sql<{ name: string; last: string }>`
      select name, max(id) as last from harness_touched where id > ${seen} group by name`.execute(db);
    for (const row of rows) seen = Math.max(seen, Number(row.last));
    const touched = rows.map((r) => r.name).filter((name) => printOf.has(name));
    if (touched.length) for (const row of await print(touched)) prints[row.name] = row.print;
    return { ...prints };
  };
}

/** The row trigger (and a truncate trigger) on each table that notes it was written; installed once per database. */
async function noteWrites(db: Db, tables: readonly string[]): Promise<void> {
  await sql`create table if not exists harness_touched (id bigserial primary key, name text not null)`.execute(db);
  await sql.raw(`create or replace function harness_touch() returns trigger language plpgsql as $$
    begin insert into harness_touched (name) values (tg_table_name); return null; end $$`).execute(db);
  for (const table of tables) {
    await sql.raw(`create or replace trigger harness_touch after insert or update or delete on "${table}" for each row execute function harness_touch()`).execute(db);
    await sql.raw(`create or replace trigger harness_touch_truncate after truncate on "${table}" for each statement execute function harness_touch()`).execute(db);
  }
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
