import type { TenantScope } from '../../../db/tenantScope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { POLICY_REASONS } from '../../../../shared/bpmn/nodePolicies.ts';
import { enqueueOne } from '../../system/outbox/enqueue.ts';
import { taskLink } from '../../system/outbox/taskMessages.ts';
import { applyStep, type InstanceRef } from './applyStep.ts';
import { changeLockedTask, definitionOf, engine, lockInstance, savedInstance } from './commands.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { AUTO_ACTION, AUTO_REASONS, policiesOf, TIMEOUT_HANDLER, type AutoAction } from './nodePolicies.ts';
import type { SavedInstance, StepResult } from './port.ts';
import { runtimeDefinition, workflowRuntime } from './runtime.ts';
import { RESULT, STATUS } from './runtimeErrors.ts';

const isAutoAction = (value: string): value is AutoAction => (Object.values(AUTO_ACTION) as string[]).includes(value);

/**
 * A job that carries a node policy's decision (planStep wrote it beside a task with nobody to decide it): under the
 * instance's lock, in the job's transaction (so on exactly one server, once), the task is approved — the engine
 * completes its execution and moves on — or rejected, which ends the instance 3. Its reason says why (审批人为空，自动通过).
 * Nothing happens when the task was decided or cancelled meanwhile (a 终止, a 退回).
 */
export async function firePolicyJob(scope: TenantScope, job: { processInstanceId: string; elementId: string; executionId: string; action: string }): Promise<void> {
  if (!isAutoAction(job.action)) throw new Error(`bpm job: unknown action ${job.action}`);
  const instance = await lockInstance(scope, job.processInstanceId);
  if (instance.status !== STATUS.RUNNING) return;
  const definition = await definitionOf(scope, instance.processDefinitionId);
  const task = await scope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instance.id)
    .where('definitionKey', '=', job.elementId).where('executionId', '=', job.executionId)
    .where('result', '=', RESULT.PROCESS).where('assigneeUserId', 'is', null).executeTakeFirst();
  if (!task) return;
  const approve = job.action !== AUTO_ACTION.EMPTY_REJECT;
  // the poller recovers from the row (no engine is kept for a job: liveEngines.ts)
  const from = savedInstance(instance, null);
  const step = await engine(() => approve
    ? workflowRuntime.complete(runtimeDefinition(definition), from, { elementId: job.elementId, executionId: job.executionId }, {})
    : workflowRuntime.terminate(runtimeDefinition(definition), from));
  try {
    if (approve && !step.trail.some((e) => e.event === 'end' && e.executionId === job.executionId)) return;
    // decided before the step's writes, which cancel what is still open of the execution
    await scope.updateTable('bpmTask').set({ result: approve ? RESULT.APPROVE : RESULT.REJECT, reason: AUTO_REASONS[job.action], endTime: new Date() })
      .where('id', '=', task.id).where('result', '=', RESULT.PROCESS).execute();
    await applyStep(scope, instance, definition, step, { finalResult: approve ? RESULT.APPROVE : RESULT.REJECT });
  } finally {
    step.live?.stop();
  }
}

type OpenTask = { id: string; name: string; assigneeUserId: number | null; parentTaskId: string | null; signType: string | null };

/**
 * After a fired timer step (jobs.ts): a boundary timer that is a user task's timeout (`boundaryEventType` 1 with a
 * `timeoutHandlerType`) and fired in `step` acts on the task's open tasks. 1 自动提醒: each holder gets
 * `bpm-task-timeout` through the outbox (a repeating timer, R3/PT1H, reminds each time it fires); 2 自动同意: each is
 * approved with 审批超时，系统自动通过 and the instance moves on; 3 自动拒绝: the first is rejected with
 * 审批超时，系统自动不通过 and the instance ends 3. The decisions are the locked commands' own steps, in the job's
 * transaction under the instance's lock (changeLockedTask as the holder; a task delegated meanwhile is left to its
 * people). Returns the engine's last step (its live engine for the caller to stop).
 */
export async function obeyTimeouts(scope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult): Promise<StepResult> {
  const { timeouts } = policiesOf(definition);
  if (!timeouts.size || step.ended) return step;
  const fired = [...new Set(step.trail.filter((e) => e.event === 'end' && timeouts.has(e.elementId)).map((e) => e.elementId))];
  let last = step;
  for (const boundaryId of fired) {
    if (last.ended) break;
    const policy = timeouts.get(boundaryId)!;
    const open: OpenTask[] = await scope.selectFrom('bpmTask').select(['id', 'name', 'assigneeUserId', 'parentTaskId', 'signType'])
      .where('processInstanceId', '=', instance.id).where('definitionKey', '=', policy.taskId).where('result', '=', RESULT.PROCESS)
      .orderBy('createTime').orderBy('id').execute();
    if (policy.handler === TIMEOUT_HANDLER.REMINDER) await remind(scope, instance, open);
    else if (policy.handler === TIMEOUT_HANDLER.APPROVE) last = await decideAll(scope, instance, definition, last, open);
    else if (policy.handler === TIMEOUT_HANDLER.REJECT) last = await rejectFirst(scope, instance, definition, last, open);
  }
  return last;
}

async function remind(scope: TenantScope, instance: InstanceRef, open: OpenTask[]): Promise<void> {
  const held = open.filter((t): t is OpenTask & { assigneeUserId: number } => t.assigneeUserId !== null);
  if (!held.length) return;
  const row = await scope.selectFrom('bpmProcessInstance').select('name').where('id', '=', instance.id).executeTakeFirstOrThrow();
  const starter = await scope.selectFrom('systemUsers').select('nickname').where('id', '=', instance.startUserId).executeTakeFirst();
  for (const task of held) {
    await enqueueOne(scope, {
      userId: task.assigneeUserId, kind: 'task', templateCode: 'bpm-task-timeout', link: taskLink(task.id),
      params: { taskName: task.name, processName: row.name, startUserName: starter?.nickname ?? '' },
    });
  }
}

/**
 * The task changed as its holder would (open, theirs, not delegated away); false when it no longer can be. A task in
 * a 加签 (a sign, or one with signs open) is left to its people too: a sign is no engine wait, and its parent's step
 * waits for its signs (signTasks.ts).
 */
async function decided(scope: TenantScope, task: OpenTask, result: number, reason: string): Promise<{ definitionKey: string; executionId: string } | null> {
  if (task.assigneeUserId === null || task.parentTaskId !== null || task.signType !== null) return null;
  try {
    return await changeLockedTask(scope, task.assigneeUserId, task.id, { result, reason, endTime: new Date() });
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

const fromStep = (step: StepResult): SavedInstance => ({ state: step.state, live: step.live });

async function decideAll(scope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult, open: OpenTask[]): Promise<StepResult> {
  let last = step;
  for (const task of open) {
    if (last.ended) break;
    const changed = await decided(scope, task, RESULT.APPROVE, POLICY_REASONS.TIMEOUT_APPROVE);
    if (!changed) continue;
    last = await engine(() => workflowRuntime.complete(runtimeDefinition(definition), fromStep(last), { elementId: changed.definitionKey, executionId: changed.executionId }, {}));
    await applyStep(scope, instance, definition, last, { finalResult: RESULT.APPROVE });
  }
  return last;
}

async function rejectFirst(scope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult, open: OpenTask[]): Promise<StepResult> {
  for (const task of open) {
    if (!await decided(scope, task, RESULT.REJECT, POLICY_REASONS.TIMEOUT_REJECT)) continue;
    const last = await engine(() => workflowRuntime.terminate(runtimeDefinition(definition), fromStep(step)));
    await applyStep(scope, instance, definition, last, { finalResult: RESULT.REJECT });
    return last;
  }
  return step;
}
