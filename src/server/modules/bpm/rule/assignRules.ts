import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DeptErrors, PostErrors, RoleErrors, STATUS, UserErrors } from '../../system/systemErrors.ts';
import { workflowRuntime } from '../runtime/runtime.ts';
import { AssignRuleErrors, RULE_TYPE, SCRIPTS, type AssignRule } from './assignRuleTypes.ts';

export interface Diagram {
  bpmnXml: string | null | undefined;
  enginePrefix: string | null | undefined;
}

/** The user tasks of a diagram; none for a model without a valid one yet (the dialog then lists nothing). */
export async function userTasksOf(diagram: Diagram) {
  if (!diagram.bpmnXml?.trim()) return [];
  try {
    return (await workflowRuntime.compile(diagram.bpmnXml, diagram.enginePrefix ?? 'camunda')).userTasks;
  } catch {
    return [];
  }
}

/**
 * `GET /bpm/task-assign-rule/list`: the diagram's user tasks in order, each with its stored rule merged; rules of
 * tasks no longer in the diagram are not returned (yudao getTaskAssignRuleList).
 */
export async function listRules(scope: TenantScope, owner: { modelId: number } | { processDefinitionId: string }, diagram: Diagram): Promise<AssignRule[]> {
  const tasks = await userTasksOf(diagram);
  let query = scope.selectFrom('bpmTaskAssignRule').select(['id', 'modelId', 'processDefinitionId', 'taskDefinitionKey', 'type', 'options']);
  query = 'modelId' in owner ? query.where('modelId', '=', owner.modelId) : query.where('processDefinitionId', '=', owner.processDefinitionId);
  const rules = new Map((await query.execute()).map((r) => [r.taskDefinitionKey, r]));
  const modelId = 'modelId' in owner ? owner.modelId : null;
  const processDefinitionId = 'processDefinitionId' in owner ? owner.processDefinitionId : null;
  return tasks.map((task) => {
    const rule = rules.get(task.id);
    return {
      id: rule?.id ?? null, modelId, processDefinitionId, taskDefinitionKey: task.id, taskDefinitionName: task.name,
      type: rule?.type ?? null, options: rule?.options ?? [],
    };
  });
}

/** Rows of `table` for every id, enabled (status 0), or the type's yudao refusal naming the first that is not. */
async function assertUsable(scope: TenantScope, table: 'systemRole' | 'systemDept' | 'systemPost' | 'systemUsers' | 'bpmUserGroup', ids: number[],
  notFound: { code: number; msg: string }, disabled: { code: number; msg: string }, label: 'name' | 'nickname' = 'name'): Promise<void> {
  const rows = await (scope.selectFrom(table) as ReturnType<TenantScope['selectFrom']>)
    .select(['id', 'status', label]).where('id', 'in', ids).where('deleted', '=', false).execute() as { id: number; status: number; name?: string; nickname?: string }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw fail(notFound);
    if (row.status !== STATUS.ENABLE) throw fail(disabled, row[label] ?? id);
  }
}

/** yudao validTaskAssignRuleOptions: every option names an enabled role, department, post, user, group, or a known script. */
export async function assertOptions(scope: TenantScope, type: number, options: number[]): Promise<void> {
  if (!options.length) return;
  switch (type) {
    case RULE_TYPE.ROLE:
      return assertUsable(scope, 'systemRole', options, RoleErrors.NOT_EXISTS, RoleErrors.IS_DISABLE);
    case RULE_TYPE.DEPT_MEMBER:
    case RULE_TYPE.DEPT_LEADER:
      return assertUsable(scope, 'systemDept', options, DeptErrors.NOT_FOUND, DeptErrors.NOT_ENABLE);
    case RULE_TYPE.POST:
      return assertUsable(scope, 'systemPost', options, PostErrors.NOT_FOUND, PostErrors.NOT_ENABLE);
    case RULE_TYPE.USER:
      return assertUsable(scope, 'systemUsers', options, UserErrors.NOT_EXISTS, UserErrors.IS_DISABLE, 'nickname');
    case RULE_TYPE.USER_GROUP:
      return assertUsable(scope, 'bpmUserGroup', options, AssignRuleErrors.USER_GROUP_NOT_EXISTS, AssignRuleErrors.USER_GROUP_DISABLED);
    case RULE_TYPE.SCRIPT: {
      const unknown = options.find((id) => !SCRIPTS.includes(id));
      if (unknown !== undefined) throw fail(AssignRuleErrors.SCRIPT_NOT_EXISTS, unknown);
      return;
    }
  }
}

export interface NewRule {
  modelId: number;
  taskDefinitionKey: string;
  type: number;
  options: number[];
}

/** `POST create`: a model's rule for one of its tasks; a second rule for the same task is refused (1009006000). */
export async function createRule(scope: TenantScope, rule: NewRule, modelKey: string, actor: string): Promise<number> {
  await assertOptions(scope, rule.type, rule.options);
  return scope.transaction(async (txScope) => {
    const existing = await txScope.selectFrom('bpmTaskAssignRule').select('id')
      .where('modelId', '=', rule.modelId).where('taskDefinitionKey', '=', rule.taskDefinitionKey).executeTakeFirst();
    if (existing) throw fail(AssignRuleErrors.EXISTS, modelKey, rule.taskDefinitionKey);
    const inserted = await txScope.insertInto('bpmTaskAssignRule', {
      modelId: rule.modelId, processDefinitionId: null, taskDefinitionKey: rule.taskDefinitionKey, type: rule.type,
      options: JSON.stringify(rule.options), creator: actor, updater: actor,
    }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    // two dialogs saving the same task at once: the unique index lets one in
    if (!inserted) throw fail(AssignRuleErrors.EXISTS, modelKey, rule.taskDefinitionKey);
    return inserted.id;
  });
}

/** `PUT update`: only a model's rule changes; a definition's copy is what ran and stays (1009006002). */
export async function updateRule(scope: TenantScope, change: { id: number; type: number; options: number[] }, actor: string): Promise<void> {
  const rule = await scope.selectFrom('bpmTaskAssignRule').select(['id', 'modelId']).where('id', '=', change.id).executeTakeFirst();
  if (!rule) throw fail(AssignRuleErrors.NOT_EXISTS);
  if (rule.modelId === null) throw fail(AssignRuleErrors.UPDATE_NOT_MODEL);
  await assertOptions(scope, change.type, change.options);
  await scope.updateTable('bpmTaskAssignRule')
    .set({ type: change.type, options: JSON.stringify(change.options), updater: actor, updateTime: new Date() })
    .where('id', '=', change.id).execute();
}

/** The model's rules for the given tasks, in a stable form: deploy compares them with the last version's. */
export async function modelRules(txScope: TenantScope, modelId: number, taskKeys: readonly string[]) {
  if (!taskKeys.length) return [];
  const rows = await txScope.selectFrom('bpmTaskAssignRule').select(['taskDefinitionKey', 'type', 'options'])
    .where('modelId', '=', modelId).where('taskDefinitionKey', 'in', [...taskKeys]).orderBy('taskDefinitionKey').execute();
  return rows.map((r) => ({ taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: r.options }));
}

/** Deploy's last step: the rules become the new definition's own, read-only copy (what its instances are assigned by). */
export async function copyRulesToDefinition(txScope: TenantScope, rules: { taskDefinitionKey: string; type: number; options: number[] }[], processDefinitionId: string, actor: string): Promise<void> {
  if (!rules.length) return;
  await txScope.insertInto('bpmTaskAssignRule', rules.map((r) => ({
    modelId: null, processDefinitionId, taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: JSON.stringify(r.options), creator: actor, updater: actor,
  }))).execute();
}
