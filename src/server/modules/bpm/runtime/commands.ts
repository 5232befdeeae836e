import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { validateFormVariables } from '../../../../shared/bpm/formFields.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { STATUS as USER_STATUS, UserErrors } from '../../system/systemErrors.ts';
import { applyStep } from './applyStep.ts';
import { guardedRefusal } from './businessTasks.ts';
import { definitionFacts, type DefinitionFacts } from './definitionFacts.ts';
import { keepLiveEngine, takeLiveEngine } from './liveEngines.ts';
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

/** The definition's fixed facts (cached per server); its instances and tasks hold its id, so it exists. */
async function definitionOf(txScope: TenantScope, id: string): Promise<DefinitionFacts> {
  const definition = await definitionFacts(txScope, id);
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
    // the form's rules hold on the server too (required, patterns, options): a client cannot start a half-filled form
    const problems = definition.formFields ? validateFormVariables(definition.formConf, definition.formFields, variables) : [];
    if (problems.length) throw fail(RuntimeErrors.FORM_VARIABLES_INVALID, problems.join('；'));
    const step = await engine(() => workflowRuntime.start(runtimeDefinition(definition), { ...variables, initiator: userId }));
    const id = randomUUID();
    // written once, with the step's outcome, in the step's statement: the instance row needs no update after its
    // tasks. The definition's suspension state — the one thing of it that changes after deploy (a newer version
    // suspends it) — comes back from the same statement, read in the transaction; a suspended one rolls it all back.
    const insert = txScope.insertInto('bpmProcessInstance', {
      id, processDefinitionId: definition.id, name: definition.name, category: definition.category, businessKey, startUserId: userId,
      status: step.ended ? STATUS.FINISHED : STATUS.RUNNING, result: step.ended ? RESULT.APPROVE : RESULT.PROCESS,
      variables: JSON.stringify(step.variables), engineState: step.ended ? null : JSON.stringify(step.state), reason: null,
      ...(step.ended ? { endTime: new Date() } : {}),
    }).returning(txScope.selectFrom('bpmProcessDefinition').select('suspensionState').where('id', '=', definition.id).as('suspensionState'));
    const verify = (row: unknown) => {
      if ((row as { suspensionState: number }).suspensionState !== SUSPENSION.ACTIVE) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
    };
    try {
      await applyStep(txScope, { id, startUserId: userId, businessKey }, definition, step, { create: { insert, verify } });
    } catch (error) {
      // a refusal before the statement (no assignee found) on a suspended definition says it is suspended, as it did
      // when the state was read first; the state is read only on that path
      if (error instanceof ServiceError && error.code !== RuntimeErrors.DEFINITION_SUSPENDED.code) {
        const row = await txScope.selectFrom('bpmProcessDefinition').select('suspensionState').where('id', '=', definition.id).executeTakeFirst();
        if (row?.suspensionState !== SUSPENSION.ACTIVE) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
      }
      throw error;
    }
    // the row is inserted at lock_version 0
    keepLiveEngine(txScope, id, 0, step.live);
    return id;
  });
}

const INSTANCE_COLUMNS = ['id', 'processDefinitionId', 'startUserId', 'businessKey', 'status', 'engineState', 'lockVersion'] as const;

type LockedInstance = { id: string; engineState: unknown; lockVersion: number };

/** Where the engine starts from: the kept live engine when this server has one at the row's version, else the state. */
const savedInstance = (txScope: TenantScope, instance: LockedInstance) =>
  ({ state: instance.engineState, live: takeLiveEngine(txScope, instance.id, instance.lockVersion) });

/** After a step on a locked instance has written its state (one version up), its engine is kept for the next command. */
const keepAfterStep = (txScope: TenantScope, instance: LockedInstance, step: StepResult) =>
  keepLiveEngine(txScope, instance.id, instance.lockVersion + 1, step.live);

/**
 * Locks the instance row (SELECT … FOR UPDATE) for the rest of the transaction: two servers acting on one instance
 * take turns, and the second reads what the first committed (so a task is never completed twice).
 */
async function lockInstance(txScope: TenantScope, id: string) {
  const instance = await txScope.selectFrom('bpmProcessInstance')
    .select(INSTANCE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.INSTANCE_NOT_EXISTS);
  return instance;
}

/**
 * A business process's tasks are decided by its own module's commands (businessTasks.ts): the generic routes are
 * refused before anything changes, read from the cached definition rather than with statements of their own.
 */
function refuseGuarded(definition: DefinitionFacts): void {
  const refusal = guardedRefusal(definition.processKey);
  if (refusal) throw fail(refusal);
}

/** What a decision by the generic routes (rather than a business module's command) is: refused on guarded processes. */
export interface CommandOptions {
  generic?: boolean;
}

type TaskChange = { result: number; reason: string; endTime: Date } | { assigneeUserId: number };

/**
 * Locks the instance of the task (found by a subquery in the locking statement itself), then changes the task only
 * if it is still open and the caller's: the checks and the change are one statement, read after the lock (a
 * concurrent decision committed first is seen). Only a refusal reads the task again, to say why.
 */
async function changeTask(txScope: TenantScope, userId: number, taskId: string, change: TaskChange, generic: boolean) {
  const instance = await txScope.selectFrom('bpmProcessInstance')
    .select(INSTANCE_COLUMNS)
    .where('id', '=', txScope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', taskId))
    .forUpdate().executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
  const definition = await definitionOf(txScope, instance.processDefinitionId);
  if (generic) refuseGuarded(definition);
  if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.TASK_NOT_PENDING);
  const task = await txScope.updateTable('bpmTask').set(change)
    .where('id', '=', taskId).where('result', '=', RESULT.PROCESS).where('assigneeUserId', '=', userId)
    .returning(['id', 'definitionKey', 'executionId']).executeTakeFirst();
  if (task) return { task, instance, definition };
  const found = await txScope.selectFrom('bpmTask').select('result').where('id', '=', taskId).executeTakeFirstOrThrow();
  throw fail(found.result !== RESULT.PROCESS ? RuntimeErrors.TASK_NOT_PENDING : RuntimeErrors.TASK_NOT_ASSIGNEE);
}

/**
 * 通过: the task is completed with its opinion; the instance moves on, and ends with result 2 when nothing is left.
 * `variables` are merged into the instance's before it moves on: what a business command's gateways read (a
 * proposal's review decision).
 */
export async function approveTask(scope: TenantScope, userId: number, taskId: string, reason: string, variables: Record<string, unknown> = {}, options: CommandOptions = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { task, instance, definition } = await changeTask(txScope, userId, taskId, { result: RESULT.APPROVE, reason, endTime: new Date() }, Boolean(options.generic));
    const step = await engine(() => workflowRuntime.complete(runtimeDefinition(definition), savedInstance(txScope, instance),
      { elementId: task.definitionKey, executionId: task.executionId }, variables));
    await applyStep(txScope, instance, definition, step, { finalResult: RESULT.APPROVE });
    keepAfterStep(txScope, instance, step);
  });
}

/** 不通过 (v1.6.2): the task gets 3 with its reason and the whole instance ends with 3; the other open tasks get 4. */
export async function rejectTask(scope: TenantScope, userId: number, taskId: string, reason: string, options: CommandOptions = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await changeTask(txScope, userId, taskId, { result: RESULT.REJECT, reason, endTime: new Date() }, Boolean(options.generic));
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), savedInstance(txScope, instance)));
    await applyStep(txScope, instance, definition, step, { finalResult: RESULT.REJECT });
  });
}

/** 取消: only the starter, only while running; the instance ends with 4 and its open tasks get 4 (v1.6.3+). */
export async function cancelInstance(scope: TenantScope, userId: number, instanceId: string, reason: string, options: CommandOptions = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const instance = await lockInstance(txScope, instanceId);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    if (options.generic) refuseGuarded(definition);
    if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.CANCEL_NOT_RUNNING);
    if (instance.startUserId !== userId) throw fail(RuntimeErrors.CANCEL_NOT_SELF);
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), savedInstance(txScope, instance)));
    await applyStep(txScope, instance, definition, step, { finalResult: RESULT.CANCEL });
    await txScope.updateTable('bpmProcessInstance').set({ reason }).where('id', '=', instance.id).execute();
  });
}

/**
 * 转办 (v1.6.2 updateTaskAssignee): only the assignee of an open task hands it on; the new assignee must be a user
 * of the tenant who can sign in (yudao's validateUserList codes), or the task would wait for nobody.
 */
export async function transferTask(scope: TenantScope, userId: number, taskId: string, assigneeUserId: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    // the task is handed on first; a refused assignee below rolls it back
    await changeTask(txScope, userId, taskId, { assigneeUserId }, false);
    const assignee = await txScope.selectFrom('systemUsers').select(['nickname', 'status'])
      .where('id', '=', assigneeUserId).where('deleted', '=', false).executeTakeFirst();
    if (!assignee) throw fail(UserErrors.NOT_EXISTS);
    if (assignee.status !== USER_STATUS.ENABLE) throw fail(UserErrors.IS_DISABLE, assignee.nickname);
  });
}
