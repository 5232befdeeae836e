import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { validateFormVariables } from '../../../../shared/bpm/formFields.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { applyStep, planStep } from './applyStep.ts';
import { hasResultListener } from './businessResults.ts';
import { guardedRefusal, hasStepHook } from './businessTasks.ts';
import { definitionFacts, type DefinitionFacts } from './definitionFacts.ts';
import { approveOnLiveEngine } from './liveApproval.ts';
import { keepLiveEngine, takeLiveEngine, tasksAfter, type Kept, type KeptInstance } from './liveEngines.ts';
import type { StepResult } from './port.ts';
import { workflowRuntime, runtimeDefinition } from './runtime.ts';
import { DELEGATION, OPERATION, RESULT, RuntimeErrors, STATUS, SUSPENSION } from './runtimeErrors.ts';
import { GuardRefused, writeGuarded } from './writeTogether.ts';
import { instanceTitle } from './instanceTitle.ts';
import { handBack, recordOperation } from './taskOperations.ts';
import { approveSign } from './signTasks.ts';
import { openHolders, tellEnded } from './endNotices.ts';

/** An engine failure (a condition on a missing variable, a refused script…) is the model's fault: a code, never a 500. */
export async function engine(work: () => Promise<StepResult>): Promise<StepResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw fail(RuntimeErrors.ENGINE_FAILED, error instanceof Error ? error.message : String(error));
  }
}

/** The definition's fixed facts (cached per server); its instances and tasks hold its id, so it exists. */
export async function definitionOf(txScope: TenantScope, id: string): Promise<DefinitionFacts> {
  const definition = await definitionFacts(txScope, id);
  if (!definition) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
  return definition;
}

/**
 * Starts an instance: the starter is the `initiator` variable (what `${initiator}` assignees read). The instance,
 * its first tasks and its trail are written in one statement; no task without an assignee is ever created. Outside a
 * caller's transaction, and with no business module writing beside it, that statement is the whole command
 * (standsAlone): it commits by itself, its definition's suspension a condition of it.
 * `title` is the instance's name when a business module gives one (建议：…, 请假：王联络 3 天; decision 79): it is
 * written in the statement of its first tasks, and their messages name it.
 */
export async function startInstance(scope: TenantScope, userId: number, definitionId: string, variables: Record<string, unknown>, businessKey: string | null = null, title?: string): Promise<string> {
  const definition = await definitionOf(scope, definitionId);
  // the form's rules hold on the server too (required, patterns, options): a client cannot start a half-filled form
  const problems = definition.formFields ? validateFormVariables(definition.formConf, definition.formFields, variables) : [];
  if (problems.length) throw fail(RuntimeErrors.FORM_VARIABLES_INVALID, problems.join('；'));
  const step = await engine(() => workflowRuntime.start(runtimeDefinition(definition), { ...variables, initiator: userId }));
  // the name travels with the instance into the step: the new tasks' messages read it before the row exists
  const instance: StartingInstance = { id: randomUUID(), processDefinitionId: definition.id, startUserId: userId, businessKey, name: instanceTitle(title, definition.name) };
  try {
    const tasks = standsAlone(scope, definition)
      ? await startAlone(scope, instance, definition, step)
      : await scope.transaction((txScope) => startInTransaction(txScope, instance, definition, step));
    // the row is inserted at lock_version 0
    // kept without its name: a business may rename it (retitleInstance), and later steps read the row
    const { name: _name, ...facts } = instance;
    keepLiveEngine(scope, { version: 0, live: step.live, instance: facts, tasks: tasksAfter(undefined, null, tasks) });
    return instance.id;
  } catch (error) {
    step.live?.stop();
    // a refusal before the statement (no assignee found) on a suspended definition says it is suspended, as it did
    // when the state was read first; the state is read only on that path
    if (error instanceof ServiceError && error.code !== RuntimeErrors.DEFINITION_SUSPENDED.code) {
      const row = await suspensionOf(scope, definition).executeTakeFirst();
      if (row?.suspensionState !== SUSPENSION.ACTIVE) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
    }
    throw error;
  }
}

/** The definition's suspension state, the one thing of it that changes after deploy (a newer version suspends it). */
const suspensionOf = (scope: TenantScope, definition: DefinitionFacts) =>
  scope.selectFrom('bpmProcessDefinition').select('suspensionState').where('id', '=', definition.id);

/**
 * Whether a command can be its one statement, with no transaction around it: not inside a caller's transaction
 * (a business command's, whose rows change with it), and no business module writing in the step's transaction.
 */
const standsAlone = (scope: TenantScope, definition: DefinitionFacts) =>
  !scope.db.isTransaction && !hasStepHook(definition.processKey) && !hasResultListener(definition.processKey);

/** An instance being started: what is kept of it, and its name (the business's title, or the definition's). */
type StartingInstance = KeptInstance & { name: string };

/** The instance row as a start writes it, with the step's outcome: it needs no update after its tasks. */
function instanceInsert(scope: TenantScope, instance: StartingInstance, definition: DefinitionFacts, step: StepResult) {
  return scope.insertInto('bpmProcessInstance', {
    ...instance, category: definition.category,
    status: step.ended ? STATUS.FINISHED : STATUS.RUNNING, result: step.ended ? RESULT.APPROVE : RESULT.PROCESS,
    variables: JSON.stringify(step.variables), engineState: step.ended ? null : JSON.stringify(step.state), reason: null,
    ...(step.ended ? { endTime: new Date() } : {}),
  });
}

/**
 * A start in a transaction: the definition's suspension state comes back from the step's statement, read in the
 * transaction; a suspended one rolls it all back (a caller's transaction stays usable: no error in the database).
 */
async function startInTransaction(txScope: TenantScope, instance: StartingInstance, definition: DefinitionFacts, step: StepResult) {
  const insert = instanceInsert(txScope, instance, definition, step)
    .returning(suspensionOf(txScope, definition).as('suspensionState'));
  const verify = (row: unknown) => {
    if ((row as { suspensionState: number }).suspensionState !== SUSPENSION.ACTIVE) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
  };
  return applyStep(txScope, instance, definition, step, { create: { insert, verify } });
}

/** A start as one statement, which the definition's suspension aborts before anything of it is written. */
async function startAlone(scope: TenantScope, instance: StartingInstance, definition: DefinitionFacts, step: StepResult) {
  const { writes, tasks, written } = await planStep(scope, instance, definition, step);
  const active = sql<boolean>`(${suspensionOf(scope, definition)}) = ${SUSPENSION.ACTIVE}`;
  try {
    await writeGuarded(scope, { holds: active, refusal: 'definition suspended' }, [...writes, instanceInsert(scope, instance, definition, step)]);
  } catch (error) {
    if (error instanceof GuardRefused) throw fail(RuntimeErrors.DEFINITION_SUSPENDED);
    throw error;
  }
  written();
  return tasks;
}

const INSTANCE_COLUMNS = ['id', 'processDefinitionId', 'startUserId', 'businessKey', 'status', 'engineState', 'lockVersion'] as const;

type LockedInstance = KeptInstance & { engineState: unknown; lockVersion: number };

/** The kept live engine when this server has one at the row's version (with the tasks it knows), else nothing. */
export const keptAt = (txScope: TenantScope, instance: LockedInstance) => takeLiveEngine(txScope, instance.id, instance.lockVersion);

/** What is kept of the instance beside its engine (not its saved state: the engine is that state). */
export const factsOf = ({ id, processDefinitionId, startUserId, businessKey }: LockedInstance): KeptInstance => ({ id, processDefinitionId, startUserId, businessKey });

/** Where the engine starts from: the kept live engine, else the saved state. */
export const savedInstance = (instance: LockedInstance, kept: Kept | null) => ({ state: instance.engineState, live: kept?.live ?? null });

/**
 * Locks the instance row (SELECT … FOR UPDATE) for the rest of the transaction: two servers acting on one instance
 * take turns, and the second reads what the first committed (so a task is never completed twice).
 */
export async function lockInstance(txScope: TenantScope, id: string) {
  const instance = await txScope.selectFrom('bpmProcessInstance')
    .select(INSTANCE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.INSTANCE_NOT_EXISTS);
  return instance;
}

/**
 * A business process's tasks are decided by its own module's commands (businessTasks.ts): the generic routes are
 * refused before anything changes, read from the cached definition rather than with statements of their own.
 */
export function refuseGuarded(definition: DefinitionFacts): void {
  const refusal = guardedRefusal(definition.processKey);
  if (refusal) throw fail(refusal);
}

/** What a decision by the generic routes (rather than a business module's command) is: refused on guarded processes. */
export interface CommandOptions {
  generic?: boolean;
}

type TaskChange = { result: number; reason: string; endTime: Date } | { assigneeUserId: number; ownerUserId: number; delegationState?: number };

/** Locks the instance of a task (found by a subquery in the locking statement itself) and reads its definition. */
export async function lockInstanceOfTask(txScope: TenantScope, taskId: string, generic: boolean) {
  const instance = await txScope.selectFrom('bpmProcessInstance')
    .select(INSTANCE_COLUMNS)
    .where('id', '=', txScope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', taskId))
    .forUpdate().executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
  const definition = await definitionOf(txScope, instance.processDefinitionId);
  if (generic) refuseGuarded(definition);
  if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.TASK_NOT_PENDING);
  return { instance, definition };
}

/**
 * Changes the task only if it is still open, the caller's, and not delegated to them (a delegate hands it back, and
 * does nothing else with it): the checks and the change are one statement, run after the instance's lock (a
 * concurrent decision committed first is seen). Only a refusal reads the task again, to say why.
 */
export async function changeLockedTask(txScope: TenantScope, userId: number, taskId: string, change: TaskChange) {
  const task = await txScope.updateTable('bpmTask').set(change)
    .where('id', '=', taskId).where('result', '=', RESULT.PROCESS).where('assigneeUserId', '=', userId)
    .where((eb) => eb.or([eb('delegationState', 'is', null), eb('delegationState', '!=', DELEGATION.PENDING)]))
    .returning(['id', 'name', 'definitionKey', 'executionId', 'processInstanceId']).executeTakeFirst();
  if (task) return task;
  throw await refusalOf(txScope, userId, taskId);
}

/** Why the caller may not act on the task: decided, not theirs, or delegated to them (they hand it back only). */
export async function refusalOf(txScope: TenantScope, userId: number, taskId: string): Promise<ServiceError> {
  const found = await txScope.selectFrom('bpmTask').select(['result', 'assigneeUserId', 'delegationState']).where('id', '=', taskId).executeTakeFirstOrThrow();
  if (found.result !== RESULT.PROCESS) return fail(RuntimeErrors.TASK_NOT_PENDING);
  if (found.assigneeUserId !== userId) return fail(RuntimeErrors.TASK_NOT_ASSIGNEE);
  return fail(RuntimeErrors.TASK_IS_DELEGATED);
}

/** Locks the task's instance, then changes the task (changeLockedTask). */
async function changeTask(txScope: TenantScope, userId: number, taskId: string, change: TaskChange, generic: boolean) {
  const { instance, definition } = await lockInstanceOfTask(txScope, taskId, generic);
  const task = await changeLockedTask(txScope, userId, taskId, change);
  return { task, instance, definition };
}

/**
 * 通过: the task is completed with its opinion; the instance moves on, and ends with result 2 when nothing is left.
 * `variables` are merged into the instance's before it moves on: what a business command's gateways read (a
 * proposal's review decision). On the instance's live engine it is one statement (liveApproval.ts); else, and when
 * that statement finds the instance moved on, the instance is locked, the task read and the state recovered.
 */
export async function approveTask(scope: TenantScope, userId: number, taskId: string, reason: string, variables: Record<string, unknown> = {}, options: CommandOptions = {}): Promise<void> {
  const generic = Boolean(options.generic);
  // a business process's steps, and the generic route's refusal of one, are the locked command's
  const oneStatement = (definition: DefinitionFacts) => standsAlone(scope, definition) && !(generic && guardedRefusal(definition.processKey));
  if (await approveOnLiveEngine(scope, userId, taskId, reason, variables, oneStatement)) return;
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, taskId, generic);
    // a delegate's 通过 hands the task back to its owner, who decides (委派完成)
    if (await handBack(txScope, userId, taskId, reason, instance, definition)) return;
    // a sign task's 通过, or the holder's of a task with 向后 signs open, does not move the engine now (signTasks.ts)
    if (await approveSign(txScope, userId, taskId, reason, instance, definition)) return;
    const task = await changeLockedTask(txScope, userId, taskId, { result: RESULT.APPROVE, reason, endTime: new Date() });
    await completeWait(txScope, instance, definition, task, variables);
  });
}

/**
 * The engine moves on from the wait of a task just decided (its row already written), the step is written, and the
 * engine kept: after a step on a locked instance has written its state (one version up), for the next command.
 */
export async function completeWait(txScope: TenantScope, instance: LockedInstance, definition: DefinitionFacts, task: { id: string; definitionKey: string; executionId: string }, variables: Record<string, unknown> = {}): Promise<void> {
  const kept = keptAt(txScope, instance);
  const step = await engine(() => workflowRuntime.complete(runtimeDefinition(definition), savedInstance(instance, kept),
    { elementId: task.definitionKey, executionId: task.executionId }, variables));
  const created = await applyStep(txScope, instance, definition, step, { finalResult: RESULT.APPROVE });
  keepLiveEngine(txScope, { version: instance.lockVersion + 1, live: step.live, instance: factsOf(instance), tasks: tasksAfter(kept?.tasks, task.id, created) });
}

/** 不通过 (v1.6.2): the task gets 3 with its reason and the whole instance ends with 3; the other open tasks get 4. */
export async function rejectTask(scope: TenantScope, userId: number, taskId: string, reason: string, options: CommandOptions = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await changeTask(txScope, userId, taskId, { result: RESULT.REJECT, reason, endTime: new Date() }, Boolean(options.generic));
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), savedInstance(instance, keptAt(txScope, instance))));
    await applyStep(txScope, instance, definition, step, { finalResult: RESULT.REJECT });
  });
}

/**
 * 取消: only the starter, only while running; the instance ends with 4 and its open tasks get 4 (v1.6.3+). `byAdmin`:
 * 终止 by an administrator (today's cancel-by-admin), of anyone's instance; the trail says who and why.
 */
export async function cancelInstance(scope: TenantScope, userId: number, instanceId: string, reason: string, options: CommandOptions & { byAdmin?: boolean } = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const instance = await lockInstance(txScope, instanceId);
    const definition = await definitionOf(txScope, instance.processDefinitionId);
    if (options.generic) refuseGuarded(definition);
    if (instance.status !== STATUS.RUNNING) throw fail(RuntimeErrors.CANCEL_NOT_RUNNING);
    if (!options.byAdmin && instance.startUserId !== userId) throw fail(RuntimeErrors.CANCEL_NOT_SELF);
    const holders = await openHolders(txScope, instance.id, userId);
    const step = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), savedInstance(instance, keptAt(txScope, instance))));
    await applyStep(txScope, instance, definition, step, { finalResult: RESULT.CANCEL });
    await txScope.updateTable('bpmProcessInstance').set({ reason }).where('id', '=', instance.id).execute();
    await recordOperation(txScope, { processInstanceId: instance.id, type: options.byAdmin ? OPERATION.TERMINATE : OPERATION.CANCEL, userId, reason });
    await tellEnded(txScope, instance, userId, holders, reason, Boolean(options.byAdmin));
  });
}
