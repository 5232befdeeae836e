import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** A table of the database as the import dialog lists it. */
export interface DbTable {
  name: string;
  comment: string;
}

/** A column of a database table, read from PostgreSQL's catalogue. */
export interface DbColumn {
  name: string;
  /** format_type(): `bigint`, `character varying(64)`, `timestamp with time zone`… */
  dataType: string;
  comment: string;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  ordinalPosition: number;
}

/** A table name we accept at all: it is quoted when used, but nothing else reaches the catalogue queries. */
export const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * The platform's own tables (every migration's table carries one of these prefixes), never offered for import: a
 * generated resource over them would bypass the rules of the module that owns them.
 */
const SYSTEM_PREFIXES = ['system_', 'infra_', 'bpm_', 'renda_', 'kysely_'];

export const isSystemTable = (name: string): boolean => SYSTEM_PREFIXES.some((p) => name.startsWith(p));

/** Ordinary tables of the current schema with their comments. */
export async function listDbTables(db: Db): Promise<DbTable[]> {
  const { rows } = await sql<DbTable>`
    select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname`.execute(db.withoutPlugins());
  return rows;
}

/** The live columns of one table (none when there is no such table), in their order. */
export async function listDbColumns(db: Db, table: string): Promise<DbColumn[]> {
  if (!TABLE_NAME.test(table)) return [];
  const { rows } = await sql<{ name: string; type: string; comment: string; nullable: boolean; pk: boolean; ai: boolean; pos: number }>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      coalesce(col_description(a.attrelid, a.attnum), '') as comment, not a.attnotnull as nullable,
      exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as pk,
      (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as ai,
      a.attnum as pos
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = current_schema() and c.relname = ${table} and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db.withoutPlugins());
  return rows.map((r) => ({
    name: r.name, dataType: r.type, comment: r.comment, nullable: r.nullable, primaryKey: r.pk, autoIncrement: r.ai, ordinalPosition: Number(r.pos),
  }));
}
