import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Runs `load` (a bulk insert of millions of rows) with `table`'s secondary indexes dropped, then builds them again
 * from their own definitions: one sorted build per index instead of millions of insertions into each (the province
 * data set's 5 000 000 duty items: 4 minutes with their indexes, about 1 without). The primary key stays. Inside a
 * transaction nobody else sees the table without its indexes; a failure rolls the drops back with the rows.
 * For generators and benchmarks only: the table is locked exclusively meanwhile.
 */
export async function loadWithoutIndexes<R>(db: Db, table: string, load: () => Promise<R>): Promise<R> {
  // not the primary key, nor an index a constraint owns (those are dropped with their constraint only)
  const indexes = (await sql<{ name: string; ddl: string }>`select i.indexname as name, i.indexdef as ddl from pg_indexes i
    join pg_index x on x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
    where i.schemaname = current_schema() and i.tablename = ${table} and not x.indisprimary
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid) order by i.indexname`.execute(db)).rows;
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const result = await load();
  for (const index of indexes) await sql.raw(index.ddl).execute(db);
  return result;
}
