import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { fail } from '../../../http/errors.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';

/**
 * The tenant tree (migration 0050, decision 101): a tenant's parent, e.g. a province above its cities. It gives the
 * parent's staff the aggregates of the tenants below (省级统计) and nothing else: every row stays in its tenant.
 */

/**
 * The parent a create or update gives a tenant, checked: a tenant that exists, and never the tenant itself or one of
 * its descendants (the walk from the new parent up must not meet the tenant). 0 and null both mean none.
 */
export async function checkedParent(db: Db, tenantId: number | null, parentId: unknown): Promise<number | null> {
  if (parentId === null || parentId === undefined || Number(parentId) === 0) return null;
  const parent = Number(parentId);
  const row = await db.selectFrom('systemTenant').select('id').where('id', '=', parent).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw fail(TenantErrors.TENANT_PARENT_NOT_EXISTS);
  if (tenantId === null) return parent;
  // two moves at once (A under B, B under A) would each see no cycle: moves in the tree take turns, until the commit
  await sql`select pg_advisory_xact_lock(hashtext('system_tenant.parent_id'))`.execute(db);
  if (parent === tenantId || (await ancestorsOf(db, parent)).includes(tenantId)) throw fail(TenantErrors.TENANT_PARENT_CYCLE);
  return parent;
}

/** The ancestors of a tenant, nearest first (the walk stops at a repeated id, so a cycle made by hand cannot hang it). */
export async function ancestorsOf(db: Db, tenantId: number): Promise<number[]> {
  const rows = await sql<{ id: string }>`with recursive up(id, path) as (
      select t.parent_id, array[t.id] from system_tenant t where t.id = ${tenantId} and t.parent_id is not null
      union all
      select t.parent_id, up.path || t.id from up join system_tenant t on t.id = up.id
      where t.parent_id is not null and not t.parent_id = any(up.path))
    select id from up`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The tenants below `rootId` (not itself), live ones only, each with its parent: the subtree a province reads. */
export async function descendantsOf(db: Db, rootId: number): Promise<{ id: number; name: string; parentId: number }[]> {
  // `parent` rather than parent_id: the result's names pass through the camel-case plugin
  const rows = await sql<{ id: string; name: string; parent: string }>`with recursive down(id, name, parent, path) as (
      select t.id, t.name, t.parent_id, array[${rootId}::bigint, t.id] from system_tenant t where t.parent_id = ${rootId} and not t.deleted
      union all
      select t.id, t.name, t.parent_id, down.path || t.id from down join system_tenant t on t.parent_id = down.id
      where not t.deleted and not t.id = any(down.path))
    select id, name, parent from down order by id`.execute(db);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name, parentId: Number(r.parent) }));
}
