import type { TenantScope } from '../../../db/tenantScope.ts';

export const ROOT_DEPT = 0;

/** Live departments of the tenant as parent → children, for walking the tree. */
export async function childrenByParent(scope: TenantScope): Promise<Map<number, number[]>> {
  const rows = await scope.selectFrom('systemDept').select(['id', 'parentId']).where('deleted', '=', false).execute();
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(Number(row.parentId), [...(children.get(Number(row.parentId)) ?? []), Number(row.id)]);
  return children;
}

/** The departments below `id` (not `id` itself), however deep; a cycle stored by hand cannot loop. */
export function descendantsOf(children: ReadonlyMap<number, number[]>, id: number): number[] {
  const seen = new Set<number>([id]);
  const out: number[] = [];
  for (let queue = [...(children.get(id) ?? [])]; queue.length;) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}
