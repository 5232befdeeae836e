import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { upkeepNeeded, type TableActivity } from './policy.ts';

export interface UpkeptTable {
  table: string;
  vacuumed: boolean;
  analyzed: boolean;
}

/** The counters autovacuum reads, for the tables of this database (not the catalogs, which change only with DDL). */
async function tableActivity(db: Db): Promise<TableActivity[]> {
  const { rows } = await sql<TableActivity>`
    select s.schemaname as schema_name, s.relname as table_name, c.reltuples as estimated_rows, s.n_dead_tup as dead_rows,
      s.n_ins_since_vacuum as inserted_since_vacuum, s.n_mod_since_analyze as modified_since_analyze,
      age(c.relfrozenxid) as frozen_xid_age
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.relpersistence = 'p'
    order by s.schemaname, s.relname`.execute(db);
  return rows.map((row) => ({
    ...row,
    estimatedRows: Number(row.estimatedRows),
    deadRows: Number(row.deadRows),
    insertedSinceVacuum: Number(row.insertedSinceVacuum),
    modifiedSinceAnalyze: Number(row.modifiedSinceAnalyze),
    frozenXidAge: Number(row.frozenXidAge),
  }));
}

/**
 * One pass of what autovacuum does on a PostgreSQL server: each table that changed enough since it was last looked
 * after is vacuumed (its dead rows' space reused, its visibility map set) and/or analyzed (the planner's statistics
 * renewed). One table at a time: on PGlite each statement holds the one session, so requests wait at most for one
 * table's upkeep.
 */
export async function upkeepTables(db: Db): Promise<UpkeptTable[]> {
  const done: UpkeptTable[] = [];
  for (const activity of await tableActivity(db)) {
    const need = upkeepNeeded(activity);
    if (!need.vacuum && !need.analyze) continue;
    const table = sql.id(activity.schemaName, activity.tableName);
    if (need.vacuum && need.analyze) await sql`vacuum analyze ${table}`.execute(db);
    else if (need.vacuum) await sql`vacuum ${table}`.execute(db);
    else await sql`analyze ${table}`.execute(db);
    done.push({ table: activity.tableName, vacuumed: need.vacuum, analyzed: need.analyze });
  }
  return done;
}
