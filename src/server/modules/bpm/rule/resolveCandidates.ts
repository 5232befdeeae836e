import type { TenantScope } from '../../../db/tenantScope.ts';
import { STATUS } from '../../system/systemErrors.ts';
import { RULE_TYPE, SCRIPT } from './assignRuleTypes.ts';
import { applyStarterPolicy, enabledUsers, type StarterPolicy } from './starterPolicy.ts';

export interface AssignRule {
  type: number;
  options: number[];
  /** When the rule resolves to the starter (starterPolicy.ts); the default until a node may choose. */
  starterPolicy?: StarterPolicy;
}

/**
 * The department `level` steps up from the starter's (1: their own) and its leader, as yudao's
 * BpmTaskAssignLeaderAbstractScript: no department, no leader; a missing parent stops the climb where it is (a
 * senior person's department has fewer levels above it).
 */
async function starterLeader(scope: TenantScope, startUserId: number, level: number): Promise<number[]> {
  const starter = await scope.selectFrom('systemUsers').select('deptId').where('id', '=', startUserId).executeTakeFirst();
  let deptId = starter?.deptId ?? null;
  let dept = null;
  for (let i = 0; i < level && deptId !== null; i++) {
    const found = await scope.selectFrom('systemDept').select(['id', 'parentId', 'leaderUserId'])
      .where('id', '=', deptId).where('deleted', '=', false).executeTakeFirst();
    if (!found) break;
    dept = found;
    deptId = found.parentId || null;
  }
  return dept?.leaderUserId ? [dept.leaderUserId] : [];
}

async function scriptCandidates(scope: TenantScope, scripts: number[], startUserId: number): Promise<number[]> {
  const out: number[] = [];
  for (const script of scripts) {
    if (script === SCRIPT.STARTER) out.push(startUserId);
    if (script === SCRIPT.STARTER_LEADER) out.push(...await starterLeader(scope, startUserId, 1));
    if (script === SCRIPT.STARTER_LEADER_2) out.push(...await starterLeader(scope, startUserId, 2));
  }
  return out;
}

/** The user ids a rule names, before the disabled ones are taken out (yudao calculateTaskCandidateUsers). */
export async function ruleUsers(scope: TenantScope, rule: Pick<AssignRule, 'type' | 'options'>, startUserId: number): Promise<number[]> {
  const ids = rule.options;
  if (!ids.length) return [];
  switch (rule.type) {
    case RULE_TYPE.ROLE:
      return (await scope.selectFrom('systemUserRole').select('userId').where('roleId', 'in', ids).where('deleted', '=', false).execute()).map((r) => r.userId);
    case RULE_TYPE.DEPT_MEMBER:
      return (await scope.selectFrom('systemUsers').select('id').where('deptId', 'in', ids).execute()).map((r) => r.id);
    case RULE_TYPE.DEPT_LEADER:
      return (await scope.selectFrom('systemDept').select('leaderUserId').where('id', 'in', ids).where('deleted', '=', false).execute())
        .map((r) => r.leaderUserId).filter((id): id is number => id !== null);
    case RULE_TYPE.POST:
      return (await scope.selectFrom('systemUserPost').select('userId').where('postId', 'in', ids).where('deleted', '=', false).execute()).map((r) => r.userId);
    case RULE_TYPE.USER:
      return ids;
    case RULE_TYPE.USER_GROUP:
      // a disabled group assigns nobody (yudao refuses to pick one; one disabled later should stop assigning too)
      return (await scope.selectFrom('bpmUserGroup').select('memberUserIds').where('id', 'in', ids)
        .where('status', '=', STATUS.ENABLE).where('deleted', '=', false).execute()).flatMap((g) => g.memberUserIds ?? []);
    case RULE_TYPE.SCRIPT:
      return scriptCandidates(scope, ids, startUserId);
    default:
      return [];
  }
}

/**
 * The candidates of a rule: the users it names who exist and may sign in (yudao removeDisableUsers), lowest id
 * first — the runtime gives the task to the first (yudao v1.6.2 picks one at random; ours is repeatable) — and
 * never the starter himself unless nobody else is there (starterPolicy.ts).
 */
export async function candidatesOfRule(scope: TenantScope, rule: AssignRule, startUserId: number): Promise<number[]> {
  const candidates = await enabledUsers(scope, await ruleUsers(scope, rule, startUserId));
  // a rule that names the starter on purpose (the script 流程发起人: a step of his own) keeps him
  if (rule.type === RULE_TYPE.SCRIPT && rule.options.includes(SCRIPT.STARTER)) return candidates;
  return applyStarterPolicy(scope, candidates, startUserId, rule.starterPolicy);
}

/**
 * Who may get a new task (docs/bpm-runtime.md, "Assign rules"): the definition's assign rule for the task when it has
 * one, otherwise the task's assignee / candidateUsers attributes (models drawn with them, countersign iterations).
 * `rule` is the definition's copy for the task (the runtime caches them per definition: they never change);
 * `attributeCandidateIds` what the task's own attributes resolved to (the engine's wait).
 * Empty means nobody: the caller refuses with 1009006003.
 */
export async function resolveCandidates(scope: TenantScope, rule: AssignRule | undefined, startUserId: number, attributeCandidateIds: number[]): Promise<number[]> {
  if (!rule) return attributeCandidateIds;
  return candidatesOfRule(scope, rule, startUserId);
}
