import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DeptErrors, STATUS } from '../systemErrors.ts';
import { childrenByParent, descendantsOf, ROOT_DEPT } from './deptTree.ts';

type Row = Record<string, unknown>;

/**
 * A department's parent is the root (0) or a live department of the tenant, never the department itself or one of
 * its sub-departments (a cycle would drop the branch from every tree): yudao's DeptServiceImpl.validateParentDept.
 */
async function assertParent(scope: TenantScope, parentId: number, selfId?: number): Promise<void> {
  if (parentId === ROOT_DEPT) return;
  if (parentId === selfId) throw fail(DeptErrors.PARENT_ERROR);
  const parent = await scope.selectFrom('systemDept').select('id').where('id', '=', parentId).where('deleted', '=', false).executeTakeFirst();
  if (!parent) throw fail(DeptErrors.PARENT_NOT_EXITS);
  if (selfId !== undefined && descendantsOf(await childrenByParent(scope), selfId).includes(parentId)) throw fail(DeptErrors.PARENT_IS_CHILD);
}

/** The department of a user being written: it must exist in the tenant and be enabled (yudao's validateDeptEnable). */
export async function assertDeptUsable(scope: TenantScope, deptId: unknown): Promise<void> {
  if (deptId === undefined || deptId === null) return;
  const dept = await scope.selectFrom('systemDept').select(['name', 'status']).where('id', '=', Number(deptId)).where('deleted', '=', false).executeTakeFirst();
  if (!dept) throw fail(DeptErrors.NOT_FOUND);
  if (dept.status !== STATUS.ENABLE) throw fail(DeptErrors.NOT_ENABLE, dept.name);
}

/**
 * yudao's DeptService rules on the generic department routes. The same name under the same parent is the manifest's
 * unique rule (1002004000); a missing department is its `notFound` (1002004002).
 */
export const deptHooks: ResourceHooks = {
  beforeCreate: async (values: Row, { scope }) => {
    await assertParent(scope(), Number(values.parentId ?? ROOT_DEPT));
  },
  beforeUpdate: async (values: Row, existing: Row, { scope }) => {
    if (values.parentId === undefined) return;
    await assertParent(scope(), Number(values.parentId), Number(existing.id));
  },
  // Nothing hangs from a department that goes: no sub-departments, no users (yudao's deleteDept).
  beforeDelete: async (existing: Row, { scope }) => {
    const id = Number(existing.id);
    const child = await scope().selectFrom('systemDept').select('id').where('parentId', '=', id).where('deleted', '=', false).executeTakeFirst();
    if (child) throw fail(DeptErrors.EXITS_CHILDREN);
    const user = await scope().selectFrom('systemUsers').select('id').where('deptId', '=', id).where('deleted', '=', false).executeTakeFirst();
    if (user) throw fail(DeptErrors.EXISTS_USER);
  },
};
