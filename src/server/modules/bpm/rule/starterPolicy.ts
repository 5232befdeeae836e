import type { TenantScope } from '../../../db/tenantScope.ts';
import { holdersOfRole, SUPER_ADMIN_ROLE } from '../../system/permission/permissionService.ts';
import { TENANT_ADMIN_ROLE } from '../../system/user/userProtection.ts';
import { STATUS } from '../../system/systemErrors.ts';

/**
 * What a task does when its rule resolves to the process's starter (yudao 2.x's "审批人与提交人为同一人时",
 * BpmUserTaskAssignStartUserHandlerTypeEnum). Nobody should approve his own request, so every rule follows
 * TRANSFER_DEPT_LEADER unless the node says otherwise (decision 70). Only that one is built: the codes are yudao's so
 * that a later per-node setting (the rule's `starterPolicy`) can add START_USER_AUDIT (he approves it himself),
 * AUTO_APPROVE and SKIP, which need the runtime to pass the task without a decision.
 */
export const STARTER_POLICY = {
  /** yudao's START_USER_AUDIT: the starter approves his own task (yudao's default; not ours). */
  START_USER_AUDIT: 1,
  /** yudao's TRANSFER_DEPT_LEADER, ours by default: the next leader up (below). */
  TRANSFER_DEPT_LEADER: 3,
} as const;
export type StarterPolicy = (typeof STARTER_POLICY)[keyof typeof STARTER_POLICY];
export const DEFAULT_STARTER_POLICY: StarterPolicy = STARTER_POLICY.TRANSFER_DEPT_LEADER;

/** A department tree is shallow; a damaged one (a cycle) must not keep the climb going. */
const MAX_DEPTH = 32;

/** The enabled, live users among `ids`, lowest id first. */
export async function enabledUsers(scope: TenantScope, ids: readonly number[]): Promise<number[]> {
  const valid = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!valid.length) return [];
  const rows = await scope.selectFrom('systemUsers').select('id').where('id', 'in', valid)
    .where('status', '=', STATUS.ENABLE).where('deleted', '=', false).orderBy('id').execute();
  return rows.map((u) => u.id);
}

/**
 * The next leader up from the starter: the leader of his department when that is someone else, else of the
 * department above, and so on to the root (a department head's leave goes to the head of the body above); when no
 * department above has one, the tenant's administrators (super_admin and tenant_admin holders). Disabled leaders are
 * passed over. Empty only when the starter is the one administrator left.
 */
async function nextLeaderUp(scope: TenantScope, startUserId: number): Promise<number[]> {
  const starter = await scope.selectFrom('systemUsers').select('deptId').where('id', '=', startUserId).executeTakeFirst();
  let deptId = starter?.deptId ?? null;
  for (let depth = 0; deptId && depth < MAX_DEPTH; depth++) {
    const dept = await scope.selectFrom('systemDept').select(['parentId', 'leaderUserId']).where('id', '=', deptId).where('deleted', '=', false).executeTakeFirst();
    if (!dept) break;
    if (dept.leaderUserId && dept.leaderUserId !== startUserId) {
      const [leader] = await enabledUsers(scope, [dept.leaderUserId]);
      if (leader) return [leader];
    }
    deptId = dept.parentId || null;
  }
  const admins = await scope.selectFrom('systemUsers').select('id')
    .where((eb) => eb.or([eb('id', 'in', holdersOfRole(scope, SUPER_ADMIN_ROLE)), eb('id', 'in', holdersOfRole(scope, TENANT_ADMIN_ROLE))]))
    .where('id', '!=', startUserId).where('status', '=', STATUS.ENABLE).where('deleted', '=', false).orderBy('id').execute();
  return admins.map((u) => u.id);
}

/**
 * The candidates after the starter-is-assignee policy: unchanged when the starter is not among them. Under
 * TRANSFER_DEPT_LEADER the others the rule named keep the task; when he was the only one, the next leader up gets it
 * (and he keeps it only if there is nobody at all, as yudao keeps a leader who is himself).
 */
export async function applyStarterPolicy(scope: TenantScope, candidates: number[], startUserId: number, policy: StarterPolicy = DEFAULT_STARTER_POLICY): Promise<number[]> {
  if (policy === STARTER_POLICY.START_USER_AUDIT || !candidates.includes(startUserId)) return candidates;
  const others = candidates.filter((id) => id !== startUserId);
  if (others.length) return others;
  const up = await nextLeaderUp(scope, startUserId);
  return up.length ? up : candidates;
}
