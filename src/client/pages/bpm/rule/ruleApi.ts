import { http } from '../../../api/index.ts';
import { listAllSimpleDepts } from '../../dept/deptApi.ts';

import { RULE_TYPE, type AssignRule } from '../../../../shared/bpm/assignRule.ts';

export { RULE_TYPE, type AssignRule };

export type OptionSource = 'roleIds' | 'deptIds' | 'postIds' | 'userIds' | 'userGroupIds' | 'scripts';

export function sourceOf(type: number | null): OptionSource | null {
  switch (type) {
    case RULE_TYPE.ROLE: return 'roleIds';
    case RULE_TYPE.DEPT_MEMBER:
    case RULE_TYPE.DEPT_LEADER: return 'deptIds';
    case RULE_TYPE.POST: return 'postIds';
    case RULE_TYPE.USER: return 'userIds';
    case RULE_TYPE.USER_GROUP: return 'userGroupIds';
    case RULE_TYPE.SCRIPT: return 'scripts';
    default: return null;
  }
}

export type RuleOwner = { modelId: number } | { processDefinitionId: string };

export const ruleApi = {
  list: (owner: RuleOwner) => http.get<AssignRule[]>('/bpm/task-assign-rule/list', owner as Record<string, unknown>),
  create: (data: { modelId: number; taskDefinitionKey: string; type: number; options: number[] }) => http.post<number>('/bpm/task-assign-rule/create', data),
  update: (data: { id: number; type: number; options: number[] }) => http.put<boolean>('/bpm/task-assign-rule/update', data),
};

interface Named { id: number; name?: string; nickname?: string }

const safely = <T,>(request: Promise<T[]>): Promise<T[]> => request.catch(() => []);

/** What the pickers offer: enabled roles, departments (in tree order, with depth), posts, users and user groups. */
export async function loadRuleChoices() {
  const [roles, depts, posts, users, groups] = await Promise.all([
    safely(http.get<Named[]>('/system/role/list-all-simple')),
    safely(listAllSimpleDepts()),
    safely(http.get<Named[]>('/system/post/list-all-simple')),
    safely(http.get<Named[]>('/system/user/list-all-simple')),
    safely(http.get<Named[]>('/bpm/user-group/list-all-simple')),
  ]);
  const label = (rows: Named[]) => rows.map((r) => ({ id: r.id, label: r.nickname ?? r.name ?? String(r.id) }));
  return { roleIds: label(roles), deptRows: depts, postIds: label(posts), userIds: label(users), userGroupIds: label(groups) };
}

export type RuleChoices = Awaited<ReturnType<typeof loadRuleChoices>>;
