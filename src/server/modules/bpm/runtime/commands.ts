import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { validateFormVariables } from '../../../../shared/bpm/formFields.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { STATUS as USER_STATUS, UserErrors } from '../../system/systemErrors.ts';
import { applyStep } from './applyStep.ts';
import type { StepResult } from './port.ts';
import { workflowRuntime, runtimeDefinition } from './runtime.ts';
import { RESULT, RuntimeErrors, STATUS, SUSPENSION } from './runtimeErrors.ts';

/** An engine failure (a condition on a missing variable, a refused script…) is the model's fault: a code, never a 500. */
async function engine(work: () => Promise<StepResult>): Promise<StepResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw fail(RuntimeErrors.ENGINE_FAILED, error instanceof Error ? error.message : String(error));
  }
}

async function definitionOf(txScope: TenantScope, id: string) {
  const definition = await txScope.selectFrom('bpmProcessDefinition').select(['id', 'bpmnXml', 'enginePrefix', 'name', 'category', 'suspensionState', 'formConf', 'formFields'])
    .where('id', '=', id).executeTakeFirst();
  if (!definition) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
  return definition;
}

/**
 * Starts an instance: the starter is the `initiator` variable (what `${initiator}` assignees read). The instance,
 * its first tasks and its trail are written in one transaction; no task without an assignee is ever created.
 */
export async function startInstance(scope: TenantScope, userId: number, definitionId: string, variables: Record<string, unknown>, businessKey: string | null = null): Promise<string> {
  return scope.transaction(async (txScope) => {
    const definition = await definitionOf(txScope, definitionId);
    if (definition.suspensionState !== SUSPENSION.ACTIVE) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
    // the form's rules hold on the server too (required, patterns, options): a client cannot start a half-filled form
    const problems = definition.formFields ? validateFormVariables(definition.formConf, definition.formFields, variables) : [];
    if (problems.length) throw fail(RuntimeErrors.FORM_VARIABLES_INVALID, problems.join('；'));
    const step = await engine(() => workflowRuntime.start(runtimeDefinition(definition), { ...variables, initiator: userId }));
    const id = randomUUID();
    await txScope.insertInto('bpmProcessInstance', {
      id, processDefinitionId: definition.id, name: definition.name, category: definition.category, businessKey, startUserId: userId,
      status: STATUS.RUNNING, result: RESULT.PROCESS, variables: JSON.stringify(step.variables), engineState: null, reason: null,
    }).execute();
    await applyStep(txScope, { id, processDefinitionId: definition.id }, step);
    return id;
  });
}

/**
 * Locks the instance row (SELECT … FOR UPDATE) for the rest of the transaction: two servers acting on one instance
 * take turns, and the second reads what the first committed (so a task is never completed twice).
 */
async function lockInstance(txScope: TenantScope, id: string) {
  const instance = await txScope.selectFrom('bpmProcessInstance')
    .select(['id', 'processDefinitionId', 'startUserId', 'status', 'engineState'])
    .where('id', '=', id).forUpdate().executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.INSTANCE_NOT_EXISTS);
  return instance;
}

/** The task the caller may act on, read after its instance is locked. */
async function lockTask(txScope: TenantScope, userId: number, taskId: string) {
  const found = await txScope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', taskId).executeTakeFirst();
  if (!found) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
  const instance = await lockInstance(txScope, found.processInstanceId);
  const task = await txScope.selectFrom('bpmTask').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  if (task.result !== RESULT.PROCESS || instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.TASK_NOT_PENDING);
  if (task.assigneeUserId !== userId) throw fail(RuntimeErrors.TASK_NOT_ASSIGNEE);
  return { task, instance };
}

/** 通过: the task is completed with its opinion; the instance moves on, and ends with result 2 when nothing is left. */
export async function approveTask(scope: TenantScope, userId: number, taskId: string, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { task, instance } = await lockTask(txScope, userId, taskId);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    await txScope.updateTable('bpmTask').set({ result: RESULT.APPROVE, reason, endTime: new Date() }).where('id', '=', task.id).execute();
    const step = await engine(() => workflowRuntime.complete(runtimeDefinition(definition), instance.engineState,
      { elementId: task.definitionKey, executionId: task.executionId }, {}));
    await applyStep(txScope, instance, step, RESULT.APPROVE);
  });
}

/** 不通过 (v1.6.2): the task gets 3 with its reason and the whole instance ends with 3; the other open tasks get 4. */
export async function rejectTask(scope: TenantScope, userId: number, taskId: string, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { task, instance } = await lockTask(txScope, userId, taskId);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    await txScope.updateTable('bpmTask').set({ result: RESULT.REJECT, reason, endTime: new Date() }).where('id', '=', task.id).execute();
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), instance.engineState));
    await applyStep(txScope, instance, step, RESULT.REJECT);
  });
}

/** 取消: only the starter, only while running; the instance ends with 4 and its open tasks get 4 (v1.6.3+). */
export async function cancelInstance(scope: TenantScope, userId: number, instanceId: string, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const instance = await lockInstance(txScope, instanceId);
    if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.CANCEL_NOT_RUNNING);
    if (instance.startUserId !== userId) throw fail(RuntimeErrors.CANCEL_NOT_SELF);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), instance.engineState));
    await applyStep(txScope, instance, step, RESULT.CANCEL);
    await txScope.updateTable('bpmProcessInstance').set({ reason }).where('id', '=', instance.id).execute();
  });
}

/**
 * 转办 (v1.6.2 updateTaskAssignee): only the assignee of an open task hands it on; the new assignee must be a user
 * of the tenant who can sign in (yudao's validateUserList codes), or the task would wait for nobody.
 */
export async function transferTask(scope: TenantScope, userId: number, taskId: string, assigneeUserId: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { task } = await lockTask(txScope, userId, taskId);
    const assignee = await txScope.selectFrom('systemUsers').select(['nickname', 'status'])
      .where('id', '=', assigneeUserId).where('deleted', '=', false).executeTakeFirst();
    if (!assignee) throw fail(UserErrors.NOT_EXISTS);
    if (assignee.status !== USER_STATUS.ENABLE) throw fail(UserErrors.IS_DISABLE, assignee.nickname);
    await txScope.updateTable('bpmTask').set({ assigneeUserId }).where('id', '=', task.id).execute();
  });
}
