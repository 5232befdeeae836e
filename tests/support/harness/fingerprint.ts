import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';

/** Tables a refused request may still write: the sign-in, operation and API logs, captchas and sessions. */
export const LOG_TABLES = new Set(['system_login_log', 'system_operate_log', 'infra_api_access_log', 'infra_api_error_log', 'system_captcha', 'system_oauth2_access_token', 'system_oauth2_refresh_token']);

export type Fingerprint = Record<string, string>;

/**
 * Row count and an md5 of every row's text, per table, in one statement: a cheap way to prove a request changed
 * nothing. `tenantId` limits tenant tables to one tenant's rows (shared tables are taken whole).
 */
export async function fingerprinter(db: Db, { exclude = LOG_TABLES, tenantId }: { exclude?: ReadonlySet<string>; tenantId?: number } = {}): Promise<() => Promise<Fingerprint>> {
  const tables = await sql<{ name: string; tenant: boolean }>`
    select t.table_name as name,
           exists (select 1 from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like 'kysely%'
    order by t.table_name`.execute(db);
  const parts = tables.rows.filter((t) => !exclude.has(t.name)).map((t) => {
    const where = tenantId !== undefined && t.tenant ? ` where x.tenant_id = ${Number(tenantId)}` : '';
    return `select '${t.name}' as name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from "${t.name}" x${where}`;
  });
  const statement = sql.raw<{ name: string; print: string }>(parts.join(' union all '));
  return async () => Object.fromEntries((await statement.execute(db)).rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
