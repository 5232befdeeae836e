import type { Kysely } from 'kysely';
import type { TenantScope } from '../db/tenantScope.ts';
import { createLeave } from '../modules/bpm/oaLeave/index.ts';
import { SCRIPT, RULE_TYPE } from '../modules/bpm/rule/assignRuleTypes.ts';
import { approveTask, cancelInstance, rejectTask, RESULT, startInstance } from '../modules/bpm/runtime/index.ts';
import { deployModel } from '../modules/bpm/runtime/deploy.ts';
import { generalInstances, leaveInstances, processes, type Outcome, type ProcessSeed, type RuleSeed } from './demo/processes.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CST_MS = 8 * HOUR_MS;

interface Names {
  userIds: Map<string, number>;
  deptIds: Map<string, number>;
  roleIds: Map<string, number>;
}

function ruleOf(rule: RuleSeed, names: Names): { type: number; options: number[] } {
  if ('script' in rule) return { type: RULE_TYPE.SCRIPT, options: [SCRIPT.STARTER_LEADER] };
  if ('deptLeaderOf' in rule) return { type: RULE_TYPE.DEPT_LEADER, options: [names.deptIds.get(rule.deptLeaderOf)!] };
  return { type: RULE_TYPE.ROLE, options: [names.roleIds.get(rule.roleCode)!] };
}

/** The model (and its form), its assign rules, then a deployment through the same code as 发布. */
async function deployProcess(scope: TenantScope, process: ProcessSeed, names: Names): Promise<string> {
  const raw = scope.db as unknown as Kysely<any>;
  let formId: number | null = null;
  if (process.form) {
    const form = await raw.insertInto('bpmForm').values({
      tenantId: scope.tenantId, name: process.form.name, status: 0, remark: process.form.remark,
      conf: JSON.stringify(process.form.conf), fields: JSON.stringify(process.form.fields.map((f) => JSON.stringify(f))), creator: 'seed', updater: 'seed',
    }).returning('id').executeTakeFirstOrThrow();
    formId = Number(form.id);
  }
  const model = {
    key: process.key, name: process.name, description: process.description, category: process.category, enginePrefix: 'camunda', bpmnXml: process.xml,
    formType: process.form ? 10 : 20, formId, formCustomCreatePath: process.business?.create ?? null, formCustomViewPath: process.business?.view ?? null,
  };
  const { key, ...columns } = model;
  const created = await raw.insertInto('bpmModel').values({ ...columns, modelKey: key, tenantId: scope.tenantId, creator: 'seed', updater: 'seed' })
    .returning('id').executeTakeFirstOrThrow();
  const modelId = Number(created.id);
  for (const rule of process.rules) {
    const { type, options } = ruleOf(rule, names);
    await scope.insertInto('bpmTaskAssignRule', { modelId, processDefinitionId: null, taskDefinitionKey: rule.taskKey, type, options: JSON.stringify(options), creator: 'seed', updater: 'seed' }).execute();
  }
  return deployModel(scope, { id: modelId, ...model }, 'seed');
}

/** Decides the instance's open task(s) as the outcome says, each by its assignee. */
async function playOut(scope: TenantScope, instanceId: string, starterId: number, outcome: Outcome): Promise<void> {
  if (outcome === 'running') return;
  if (outcome === 'cancel') {
    await cancelInstance(scope, starterId, instanceId, '计划有变，撤回申请');
    return;
  }
  for (let step = 0; ; step++) {
    const task = await scope.selectFrom('bpmTask').select(['id', 'assigneeUserId'])
      .where('processInstanceId', '=', instanceId).where('result', '=', RESULT.PROCESS).orderBy('createTime').executeTakeFirst();
    if (!task) return;
    if (outcome === 'reject') {
      await rejectTask(scope, task.assigneeUserId!, task.id, '情况说明不充分，请补充后重新申请');
      return;
    }
    if (outcome === 'approveFirst' && step === 1) return;
    await approveTask(scope, task.assigneeUserId!, task.id, '同意');
  }
}

/**
 * Tenant 1's demo processes and their instances, once: a tenant that already has a model of one of these keys (an
 * administrator made it, or an earlier seed) keeps what it has.
 */
export async function seedProcesses(scope: TenantScope, names: Names): Promise<void> {
  const raw = scope.db as unknown as Kysely<any>;
  const keys = processes.map((p) => p.key);
  const existing = await raw.selectFrom('bpmModel').select('modelKey').where('tenantId', '=', scope.tenantId).where('modelKey', 'in', keys).execute();
  if (existing.length) return;
  const definitionIds = new Map<string, string>();
  for (const process of processes) definitionIds.set(process.key, await deployProcess(scope, process, names));

  // office hours in China Standard Time, the users' clock: 09:00 on the first day to 18:00 on the last
  const todayCst = Math.floor((Date.now() + CST_MS) / DAY_MS) * DAY_MS - CST_MS;
  for (const leave of leaveInstances) {
    const userId = names.userIds.get(leave.username)!;
    const startTime = todayCst + leave.startsInDays * DAY_MS + 9 * HOUR_MS;
    const endTime = startTime + (leave.days - 1) * DAY_MS + 9 * HOUR_MS;
    const leaveId = await createLeave(scope, userId, { type: leave.type, reason: leave.reason, startTime, endTime });
    const row = await scope.selectFrom('bpmOaLeave').select('processInstanceId').where('id', '=', leaveId).executeTakeFirstOrThrow();
    await playOut(scope, row.processInstanceId!, userId, leave.outcome);
  }
  for (const instance of generalInstances) {
    const userId = names.userIds.get(instance.username)!;
    const id = await startInstance(scope, userId, definitionIds.get('general_approval')!, instance.variables);
    await playOut(scope, id, userId, instance.outcome);
  }
}
