import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Resource } from '../../shared/manifest/types.ts';
import { fieldColumns } from './columns.ts';
import { boundedName, IMPLIED_PREFIX, impliedIndexes } from './impliedIndexes.ts';
import { quote } from './quote.ts';

type IndexDeclaration = NonNullable<Resource['indexes']>[number];

/**
 * The name of a declared index: readable (`uq_renda_answer_survey_id_user_id`), and still unique and within
 * PostgreSQL's 63-byte identifier limit when the table and columns are long.
 */
export function indexName(resource: Resource, index: IndexDeclaration): string {
  const columns = columnsOf(resource, index);
  return boundedName(`${index.unique ? 'uq' : 'idx'}_${resource.table}_${columns.join('_')}`);
}

/** The columns of a declared index as created: tenant_id first for a tenant-scoped resource. */
export function indexColumns(resource: Resource, index: IndexDeclaration): string[] {
  return [...(resource.tenantScoped ? ['tenant_id'] : []), ...columnsOf(resource, index)];
}

function columnsOf(resource: Resource, index: IndexDeclaration): string[] {
  const byField = new Map(fieldColumns(resource).map((c) => [c.field, c.column]));
  return index.fields.map((f) => byField.get(f)!);
}

interface TableIndex { name: string; method: string; valid: boolean; liveRows: boolean; columns: string[] }

/** The indexes of a table, with their plain key columns (an expression index has none we could compare). */
async function tableIndexes(db: Db, table: string): Promise<TableIndex[]> {
  const { rows } = await sql<TableIndex>`
    select c.relname as name, am.amname as method, i.indisvalid as valid,
      (i.indpred is null or pg_get_expr(i.indpred, i.indrelid) in ('(deleted = false)', '(NOT deleted)')) as "liveRows",
      case when 0 = any (i.indkey::int2[]) then array[]::text[] else array(
        select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) end as columns
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_am am on am.oid = c.relam
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace`.execute(db.withoutPlugins());
  return rows;
}

/**
 * Creates the manifest's declared indexes and the indexes its list implies (impliedIndexes.ts) that are missing,
 * and drops an implied (`auto_`) index the list no longer implies; no other index is ever dropped. One look at the
 * table's indexes per resource: a restart with nothing to do costs one statement a table. Indexes cover live rows
 * only and lead with tenant_id for a tenant-scoped resource, matching every query the repository makes.
 * A unique index that existing duplicates prevent stops the start with a message saying what to clean up.
 */
export async function syncResourceIndexes(db: Db, resource: Resource): Promise<string[]> {
  const changes: string[] = [];
  let existing = await tableIndexes(db, resource.table);
  // An implied index left invalid by an interrupted build is built again.
  for (const index of existing.filter((ix) => !ix.valid && ix.name.startsWith(IMPLIED_PREFIX))) {
    await sql.raw(`drop index if exists ${quote(index.name)}`).execute(db);
    existing = existing.filter((ix) => ix !== index);
  }
  const have = new Set(existing.map((ix) => ix.name));
  for (const index of resource.indexes ?? []) {
    const name = indexName(resource, index);
    if (have.has(name)) continue;
    const columns = indexColumns(resource, index);
    const ddl = `create ${index.unique ? 'unique ' : ''}index if not exists ${quote(name)} on ${quote(resource.table)} (${columns.map(quote).join(', ')}) where deleted = false`;
    try {
      await sql.raw(ddl).execute(db);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new Error(`无法创建唯一索引 ${name}：表 ${resource.table} 中已有重复的 (${columns.join(', ')})，请先清理重复的数据再启动`);
      }
      throw err;
    }
    changes.push(`create index ${name}`);
  }

  // Other b-trees over live rows (declared, a migration's, hand-made) serve the keys they start with.
  const declared = (resource.indexes ?? []).map((ix) => indexColumns(resource, ix));
  const others = existing.filter((ix) => !ix.name.startsWith(IMPLIED_PREFIX) && ix.method === 'btree' && ix.liveRows && ix.columns.length).map((ix) => ix.columns);
  const wanted = impliedIndexes(resource, [...declared, ...others]);
  let expressions = false;
  for (const index of wanted) {
    if (have.has(index.name)) continue;
    await sql.raw(index.ddl).execute(db);
    changes.push(`create index ${index.name}`);
    expressions ||= index.method === 'gin';
  }
  // A text search's index is over an expression whose statistics ANALYZE gathers (decision 105) and nothing else
  // does: autovacuum analyzes a table once a tenth of it has changed, which a big settled table may wait months for
  if (expressions) {
    await sql.raw(`analyze ${quote(resource.table)}`).execute(db);
    changes.push(`analyze ${resource.table}`);
  }
  const names = new Set(wanted.map((ix) => ix.name));
  for (const index of existing) {
    if (!index.name.startsWith(IMPLIED_PREFIX) || names.has(index.name)) continue;
    await sql.raw(`drop index if exists ${quote(index.name)}`).execute(db);
    changes.push(`drop index ${index.name}`);
  }
  return changes;
}

/** The unique rule a unique-constraint failure belongs to, when it is one of this resource's declared indexes. */
export function ruleOfViolation(resource: Resource, err: unknown): NonNullable<Resource['unique']>[number] | undefined {
  const e = err as { code?: string; constraint?: string };
  if (e?.code !== '23505' || !e.constraint) return undefined;
  const index = (resource.indexes ?? []).find((ix) => ix.unique && indexName(resource, ix) === e.constraint);
  if (!index) return undefined;
  return (resource.unique ?? []).find((u) => u.fields.length === index.fields.length && u.fields.every((f) => index.fields.includes(f)));
}

/** Unique rules a declared unique index enforces: the route need not look them up before writing. */
export function isIndexed(resource: Resource, rule: { fields: string[] }): boolean {
  return (resource.indexes ?? []).some((ix) => ix.unique && ix.fields.length === rule.fields.length && ix.fields.every((f) => rule.fields.includes(f)));
}
