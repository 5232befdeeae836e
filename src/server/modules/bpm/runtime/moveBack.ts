import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { applyStep } from './applyStep.ts';
import { changeLockedTask, definitionOf, engine, factsOf, keptAt, lockInstance, lockInstanceOfTask, refuseGuarded, savedInstance } from './commands.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { isSign } from './signTasks.ts';
import { flowGraph, sequentialPredecessors, successors } from './flowGraph.ts';
import { keepLiveEngine, tasksAfter } from './liveEngines.ts';
import { workflowRuntime, runtimeDefinition } from './runtime.ts';
import { OPERATION, RESULT, RuntimeErrors, STATUS } from './runtimeErrors.ts';
import { recordOperation } from './taskOperations.ts';

/**
 * 退回 and 撤回 (issue 37): an instance goes back to a user task it has passed, which is entered afresh and assigned
 * by its rule again (the engine's moveTo); the open tasks after it are taken away. Both run locked, like every
 * command that is not a plain approval, and write the step, the trail entry and the messages in one transaction.
 */

type Locked = Awaited<ReturnType<typeof lockInstance>>;

/** The user tasks the task's instance has passed on the one path before it, oldest first: where it may go back to. */
async function passedBefore(txScope: TenantScope, definition: DefinitionFacts, instanceId: string, elementId: string) {
  const graph = flowGraph(definition);
  const before = sequentialPredecessors(graph, elementId);
  const passed = await txScope.selectFrom('bpmTask').select(['definitionKey', 'name']).where('processInstanceId', '=', instanceId)
    .where('result', '=', RESULT.APPROVE).orderBy('endTime').orderBy('id').execute();
  const out = new Map<string, string>();
  for (const task of passed) if (before.has(task.definitionKey) && !out.has(task.definitionKey)) out.set(task.definitionKey, task.name);
  return [...out].map(([taskDefinitionKey, name]) => ({ taskDefinitionKey, name }));
}

/** The open tasks after `elementId` (and on it), which a move back to it takes away: their executions. */
async function openAfter(txScope: TenantScope, definition: DefinitionFacts, instanceId: string, elementId: string) {
  const after = successors(flowGraph(definition), elementId);
  const open = await txScope.selectFrom('bpmTask').select(['id', 'definitionKey', 'executionId']).where('processInstanceId', '=', instanceId)
    .where('result', '=', RESULT.PROCESS).execute();
  return open.filter((task) => after.has(task.definitionKey));
}

/** Moves the locked instance back to `targetElementId`, discarding `executionIds`; the engine is kept for the next command. */
async function moveBack(txScope: TenantScope, instance: Locked, definition: DefinitionFacts, executionIds: string[], targetElementId: string, takenAway: string[]) {
  const kept = keptAt(txScope, instance);
  const step = await engine(() => workflowRuntime.moveTo(runtimeDefinition(definition), savedInstance(instance, kept), { discardExecutionIds: executionIds, targetElementId }));
  const created = await applyStep(txScope, instance, definition, step);
  let tasks = kept?.tasks;
  for (const id of takenAway) tasks = tasksAfter(tasks, id, []);
  keepLiveEngine(txScope, { version: instance.lockVersion + 1, live: step.live, instance: factsOf(instance), tasks: tasksAfter(tasks, null, created) });
}

/** GET list-by-return: for the holder of an open task, the steps it may be sent back to. */
export async function returnTargets(scope: TenantScope, userId: number, taskId: string) {
  const task = await scope.selectFrom('bpmTask').select(['processInstanceId', 'processDefinitionId', 'definitionKey', 'assigneeUserId', 'result', 'parentTaskId'])
    .where('id', '=', taskId).executeTakeFirst();
  if (!task) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
  if (task.result !== RESULT.PROCESS) throw fail(RuntimeErrors.TASK_NOT_PENDING);
  if (task.assigneeUserId !== userId) throw fail(RuntimeErrors.TASK_NOT_ASSIGNEE);
  if (isSign(task)) return [];
  const definition = await definitionOf(scope, task.processDefinitionId);
  return passedBefore(scope, definition, task.processInstanceId, task.definitionKey);
}

/**
 * 退回: the holder sends the instance back to a step it has passed on the one path before theirs. Their task gets 5
 * (退回) with the reason, so do the other open tasks after the target; the target is entered afresh, assigned by its
 * rule, and its assignee told.
 */
export async function returnTask(scope: TenantScope, userId: number, taskId: string, targetKey: string, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, taskId, true);
    const task = await changeLockedTask(txScope, userId, taskId, { result: RESULT.RETURN, reason, endTime: new Date() });
    // a sign task is no step of its own: only its parent's holder sends the instance back
    if (isSign(await txScope.selectFrom('bpmTask').select('parentTaskId').where('id', '=', taskId).executeTakeFirstOrThrow())) throw fail(RuntimeErrors.SIGN_NOT_RETURNABLE);
    const graph = flowGraph(definition);
    if (!graph.userTasks.has(targetKey)) throw fail(RuntimeErrors.TARGET_NODE_NOT_EXISTS);
    const targets = await passedBefore(txScope, definition, instance.id, task.definitionKey);
    if (!targets.some((t) => t.taskDefinitionKey === targetKey)) throw fail(RuntimeErrors.RETURN_NOT_SEQUENTIAL);
    const others = (await openAfter(txScope, definition, instance.id, targetKey)).filter((t) => t.id !== taskId);
    if (others.length) {
      await txScope.updateTable('bpmTask').set({ result: RESULT.RETURN, reason, endTime: new Date() })
        .where('id', 'in', others.map((t) => t.id)).execute();
    }
    await moveBack(txScope, instance, definition, [task.executionId, ...others.map((t) => t.executionId)], targetKey, [taskId, ...others.map((t) => t.id)]);
    await recordOperation(txScope, { processInstanceId: instance.id, taskId, type: OPERATION.RETURN, userId, targetName: graph.userTasks.get(targetKey), reason });
  });
}

/**
 * 撤回: whoever approved a task takes it back while nothing has been decided since and the steps it led to are
 * untouched (open, nobody's operation on them): those are taken away (已取消) and the task's step is entered again.
 */
export async function withdrawTask(scope: TenantScope, userId: number, taskId: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const found = await txScope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', taskId).executeTakeFirst();
    if (!found) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
    const instance = await lockInstance(txScope, found.processInstanceId);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    refuseGuarded(definition);
    if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.WITHDRAW_NOT_RUNNING);
    const task = await txScope.selectFrom('bpmTask').select(['definitionKey', 'assigneeUserId', 'result', 'endTime', 'parentTaskId']).where('id', '=', taskId).executeTakeFirstOrThrow();
    if (task.assigneeUserId !== userId) throw fail(RuntimeErrors.TASK_NOT_ASSIGNEE);
    if (task.result !== RESULT.APPROVE || !task.endTime || isSign(task)) throw fail(RuntimeErrors.WITHDRAW_NOT_ALLOWED);
    // nothing decided since (a later 通过, 不通过, 退回 …), and the next steps' tasks untouched by any operation
    const decidedSince = await txScope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instance.id).where('id', '!=', taskId)
      .where('result', '!=', RESULT.PROCESS).where('result', '!=', RESULT.CANCEL).where('endTime', '>', task.endTime).limit(1).executeTakeFirst();
    const next = await openAfter(txScope, definition, instance.id, task.definitionKey);
    const touched = next.length ? await txScope.selectFrom('bpmTaskOperation').select('id').where('taskId', 'in', next.map((t) => t.id)).limit(1).executeTakeFirst() : undefined;
    if (decidedSince || !next.length || touched) throw fail(RuntimeErrors.WITHDRAW_NOT_ALLOWED);
    await moveBack(txScope, instance, definition, next.map((t) => t.executionId), task.definitionKey, next.map((t) => t.id));
    await recordOperation(txScope, { processInstanceId: instance.id, taskId, type: OPERATION.WITHDRAW, userId });
  });
}
