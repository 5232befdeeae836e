import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Resource } from '../../shared/manifest/types.ts';
import { fieldColumns } from './columns.ts';
import { quote } from './quote.ts';

type IndexDeclaration = NonNullable<Resource['indexes']>[number];

/**
 * The name of a declared index: readable (`uq_renda_answer_survey_id_user_id`), and still unique and within
 * PostgreSQL's 63-byte identifier limit when the table and columns are long.
 */
export function indexName(resource: Resource, index: IndexDeclaration): string {
  const columns = columnsOf(resource, index);
  const name = `${index.unique ? 'uq' : 'idx'}_${resource.table}_${columns.join('_')}`;
  if (name.length <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

/** The columns of a declared index as created: tenant_id first for a tenant-scoped resource. */
export function indexColumns(resource: Resource, index: IndexDeclaration): string[] {
  return [...(resource.tenantScoped ? ['tenant_id'] : []), ...columnsOf(resource, index)];
}

function columnsOf(resource: Resource, index: IndexDeclaration): string[] {
  const byField = new Map(fieldColumns(resource).map((c) => [c.field, c.column]));
  return index.fields.map((f) => byField.get(f)!);
}

/**
 * Creates the manifest's indexes that are missing (`if not exists`: a restart costs nothing). Indexes cover live
 * rows only and lead with tenant_id for a tenant-scoped resource, matching every query the repository makes.
 * A unique index that existing duplicates prevent stops the start with a message saying what to clean up.
 */
export async function syncResourceIndexes(db: Db, resource: Resource): Promise<string[]> {
  const created: string[] = [];
  for (const index of resource.indexes ?? []) {
    const name = indexName(resource, index);
    const exists = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where schemaname = current_schema() and indexname = ${name}`.execute(db.withoutPlugins());
    if (exists.rows[0].n > 0) continue;
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
    created.push(`create index ${name}`);
  }
  return created;
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
