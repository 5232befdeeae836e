import { sql, type Kysely } from 'kysely';

/**
 * `bpm_guard(ok, refusal)`: aborts the statement it is part of unless `ok` (SQLSTATE BPMGD, the refusal as message).
 * A workflow command that fits in one statement (a start, an approval on a live engine: docs/bpm-runtime.md) runs it
 * without a transaction: its checks are conditions of that statement, and a failed one must undo the whole statement,
 * which only an error does (a condition alone would let the statement's other writes through).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function bpm_guard(ok boolean, refusal text) returns boolean language plpgsql as $$
    begin
      if ok is not true then
        raise exception using errcode = 'BPMGD', message = refusal;
      end if;
      return true;
    end
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function bpm_guard(boolean, text)`.execute(db);
}
