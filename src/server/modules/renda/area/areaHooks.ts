import { sql } from 'kysely';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { descendantsOf } from '../../system/dept/deptTree.ts';
import { STATUS } from '../../system/systemErrors.ts';
import { AreaErrors } from './areaErrors.ts';

type Row = Record<string, unknown>;

export const ROOT_AREA = 0;

async function childrenByParent(scope: TenantScope): Promise<Map<number, number[]>> {
  const rows = await scope.selectFrom('rendaArea').select(['id', 'parentId']).where('deleted', '=', false).execute();
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(Number(row.parentId), [...(children.get(Number(row.parentId)) ?? []), Number(row.id)]);
  return children;
}

/** An area's parent is the root (0) or a live area of the tenant, never itself or one below it (no cycles). */
async function assertParent(scope: TenantScope, parentId: number, selfId?: number): Promise<void> {
  if (parentId === ROOT_AREA) return;
  if (parentId === selfId) throw fail(AreaErrors.PARENT_ERROR);
  const parent = await scope.selectFrom('rendaArea').select('id').where('id', '=', parentId).where('deleted', '=', false).executeTakeFirst();
  if (!parent) throw fail(AreaErrors.PARENT_NOT_EXISTS);
  if (selfId !== undefined && descendantsOf(await childrenByParent(scope), selfId).includes(parentId)) throw fail(AreaErrors.PARENT_IS_CHILD);
}

/** The area a user is assigned to: a live, enabled area of the tenant (or none). */
export async function assertAreaUsable(scope: TenantScope, areaId: unknown): Promise<void> {
  if (areaId === undefined || areaId === null) return;
  const area = await scope.selectFrom('rendaArea').select('status').where('id', '=', Number(areaId)).where('deleted', '=', false).executeTakeFirst();
  if (!area || area.status !== STATUS.ENABLE) throw fail(AreaErrors.NOT_USABLE);
}

/**
 * The live users assigned to each of the areas or to one below it, in one statement: a district (城东区) counts the
 * deputies of its 选区, as 下级选区's list of deputies (list-delegate?areaId=) lists them. Areas and users of this tenant
 * only; a damaged tree (a cycle) cannot loop, as `union` drops rows already seen.
 */
async function deputiesBelow(scope: TenantScope, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await sql<{ root: number; n: number }>`
    with recursive tree(root, id) as (
      select id, id from renda_area where tenant_id = ${scope.tenantId} and not deleted and id = any(${ids})
      union
      select tree.root, a.id from renda_area a join tree on a.parent_id = tree.id where a.tenant_id = ${scope.tenantId} and not a.deleted
    )
    select tree.root, count(u.id) as n from tree
    join system_users u on u.area_id = tree.id and u.tenant_id = ${scope.tenantId} and not u.deleted
    group by tree.root`.execute(scope.db);
  return new Map(rows.map((r) => [Number(r.root), Number(r.n)]));
}

/**
 * Electoral areas are a tree like departments: the same name under one parent is the manifest's unique rule, the
 * parent rules are the department's, and an area that still has sub-areas or deputies is not deleted. Each row
 * carries the number of live deputies assigned to it or to an area below it (`deputyCount`).
 */
export const areaHooks: ResourceHooks = {
  beforeCreate: async (values: Row, { scope }) => {
    await assertParent(scope(), Number(values.parentId ?? ROOT_AREA));
  },
  beforeUpdate: async (values: Row, existing: Row, { scope }) => {
    if (values.parentId === undefined) return;
    await assertParent(scope(), Number(values.parentId), Number(existing.id));
  },
  beforeDelete: async (existing: Row, { scope }) => {
    const id = Number(existing.id);
    const child = await scope().selectFrom('rendaArea').select('id').where('parentId', '=', id).where('deleted', '=', false).executeTakeFirst();
    if (child) throw fail(AreaErrors.EXISTS_CHILDREN);
    const deputy = await scope().selectFrom('systemUsers').select('id').where('areaId', '=', id).where('deleted', '=', false).executeTakeFirst();
    if (deputy) throw fail(AreaErrors.EXISTS_DEPUTY);
  },
  afterRead: async (rows, { scope }) => {
    const ids = rows.map((r) => Number(r.id));
    // list-all-simple's rows ({id, name, parentId}) stay as they are
    if (!ids.length || !('sort' in rows[0])) return rows;
    const counts = await deputiesBelow(scope(), ids);
    return rows.map((r) => ({ ...r, deputyCount: counts.get(Number(r.id)) ?? 0 }));
  },
};
