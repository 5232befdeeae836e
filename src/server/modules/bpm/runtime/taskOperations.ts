import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { STATUS as USER_STATUS, UserErrors } from '../../system/systemErrors.ts';
import { taskMessageWrites } from '../../system/outbox/taskMessages.ts';
import { changeLockedTask, lockInstanceOfTask, refusalOf } from './commands.ts';
import { copyWrites } from './copies.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { DELEGATION, OPERATION, RESULT, RuntimeErrors } from './runtimeErrors.ts';
import { writeTogether } from './writeTogether.ts';

/** One entry of the operations' trail (bpm_task_operation): who did what to which task, for whom, and why. */
export interface Operation {
  processInstanceId: string;
  taskId?: string | null;
  type: number;
  userId: number;
  targetUserId?: number | null;
  targetName?: string | null;
  reason?: string | null;
}

export async function recordOperation(txScope: TenantScope, operation: Operation): Promise<void> {
  await txScope.insertInto('bpmTaskOperation', {
    processInstanceId: operation.processInstanceId, taskId: operation.taskId ?? null, type: operation.type, userId: operation.userId,
    targetUserId: operation.targetUserId ?? null, targetName: operation.targetName ?? null, reason: operation.reason ?? null,
  }).execute();
}

type LockedInstance = Awaited<ReturnType<typeof lockInstanceOfTask>>['instance'];
type TaskRow = { id: string; name: string; definitionKey: string; executionId: string };

/**
 * The person a task is handed to, or refused with the codes of the operation (`missing`: yudao's "does not exist" of
 * 委派 / 转派; 1.6.2's 转办 answered 用户不存在): a user of the tenant who can sign in, or the task would wait for
 * nobody.
 */
async function enabledUser(txScope: TenantScope, userId: number, missing: { code: number; msg: string }) {
  const user = await txScope.selectFrom('systemUsers').select(['nickname', 'status']).where('id', '=', userId).where('deleted', '=', false).executeTakeFirst();
  if (!user) throw fail(missing);
  if (user.status !== USER_STATUS.ENABLE) throw fail(UserErrors.IS_DISABLE, user.nickname);
  return user;
}

/** Tells the task's new holder, as anyone a task is created for: its message, with its step's deadline (the timers armed). */
export async function tellHolder(txScope: TenantScope, instance: LockedInstance, definition: DefinitionFacts, task: TaskRow, holderId: number): Promise<void> {
  const timers = definition.mayHaveTimers
    ? (await txScope.selectFrom('bpmJob').select(['elementId', 'dueTime']).where('processInstanceId', '=', instance.id).execute())
      .map((job) => ({ elementId: job.elementId, dueAt: job.dueTime }))
    : [];
  const told = await taskMessageWrites(txScope, instance, definition, [{ ...task, assigneeUserId: holderId }], timers);
  if (told.length) await writeTogether(txScope, told);
}

export interface HandOn {
  /** `today`: yudao's current /bpm/task/transfer (its codes, a reason); else 1.6.2's update-assignee. */
  today?: boolean;
  reason?: string | null;
}

/**
 * 转派 (today's /bpm/task/transfer; 1.6.2's 转办, update-assignee): only the holder of an open task hands it on, never
 * to themselves; it becomes the new assignee's, its owner the one who handed it on (Flowable's transfer), and the
 * trail says who, to whom and why. The new assignee is told in the same transaction.
 */
export async function transferTask(scope: TenantScope, userId: number, taskId: string, assigneeUserId: number, options: HandOn = {}): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, taskId, false);
    // the task changes hands first; a refusal below rolls it back
    const task = await changeLockedTask(txScope, userId, taskId, { assigneeUserId, ownerUserId: userId });
    if (assigneeUserId === userId) throw fail(RuntimeErrors.TRANSFER_SAME_USER);
    await enabledUser(txScope, assigneeUserId, options.today ? RuntimeErrors.TRANSFER_USER_NOT_EXISTS : UserErrors.NOT_EXISTS);
    await recordOperation(txScope, { processInstanceId: instance.id, taskId, type: OPERATION.TRANSFER, userId, targetUserId: assigneeUserId, reason: options.reason });
    await tellHolder(txScope, instance, definition, task, assigneeUserId);
  });
}

/**
 * 委派 (today's /bpm/task/delegate): the holder asks someone else to work the task; it is the delegate's until they
 * hand it back (their 通过, handBack), then its owner's again to decide. A delegate does nothing else with it.
 */
export async function delegateTask(scope: TenantScope, userId: number, taskId: string, delegateUserId: number, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, taskId, false);
    const task = await changeLockedTask(txScope, userId, taskId, { assigneeUserId: delegateUserId, ownerUserId: userId, delegationState: DELEGATION.PENDING });
    if (delegateUserId === userId) throw fail(RuntimeErrors.DELEGATE_SAME_USER);
    await enabledUser(txScope, delegateUserId, RuntimeErrors.DELEGATE_USER_NOT_EXISTS);
    await recordOperation(txScope, { processInstanceId: instance.id, taskId, type: OPERATION.DELEGATE_START, userId, targetUserId: delegateUserId, reason });
    await tellHolder(txScope, instance, definition, task, delegateUserId);
  });
}

/**
 * 委派完成: a delegate's 通过 of a task delegated to them gives it back to its owner, still open, who is told; their
 * opinion goes into the trail (the task's own opinion is its owner's decision). False when the task is not delegated
 * to the caller: the approval goes on as any other. Runs inside the approval's locked transaction.
 */
export async function handBack(txScope: TenantScope, userId: number, taskId: string, reason: string, instance: LockedInstance, definition: DefinitionFacts): Promise<boolean> {
  const task = await txScope.updateTable('bpmTask').set((eb) => ({ assigneeUserId: eb.ref('ownerUserId'), delegationState: DELEGATION.RESOLVED }))
    .where('id', '=', taskId).where('result', '=', RESULT.PROCESS).where('assigneeUserId', '=', userId).where('delegationState', '=', DELEGATION.PENDING)
    .returning(['id', 'name', 'definitionKey', 'executionId', 'ownerUserId']).executeTakeFirst();
  if (!task) return false;
  const ownerId = Number(task.ownerUserId);
  await recordOperation(txScope, { processInstanceId: instance.id, taskId, type: OPERATION.DELEGATE_END, userId, targetUserId: ownerId, reason });
  await tellHolder(txScope, instance, definition, task, ownerId);
  return true;
}

export { instanceLink } from './copies.ts';

/**
 * 抄送 (today's /bpm/task/copy): the holder of an open task copies the instance to people, who may then read it, find
 * it in 抄送我的 and are told; once per instance and person (a second copy to them changes nothing). Every person
 * must be a user of the tenant who can sign in. The copies themselves are the one copy path of copies.ts, which a
 * copy node (抄送节点) passed by the instance takes too.
 */
export async function copyTask(scope: TenantScope, userId: number, taskId: string, copyUserIds: readonly number[], reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance } = await lockInstanceOfTask(txScope, taskId, false);
    const held = await txScope.selectFrom('bpmTask').select('id').where('id', '=', taskId).where('result', '=', RESULT.PROCESS).where('assigneeUserId', '=', userId)
      .where((eb) => eb.or([eb('delegationState', 'is', null), eb('delegationState', '!=', DELEGATION.PENDING)])).executeTakeFirst();
    if (!held) throw await refusalOf(txScope, userId, taskId);
    const people = [...new Set(copyUserIds)];
    for (const id of people) await enabledUser(txScope, id, UserErrors.NOT_EXISTS);
    await writeTogether(txScope, await copyWrites(txScope, { instance, taskId, userId, reason, people }));
  });
}
