import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { STATUS as USER_STATUS } from '../../system/systemErrors.ts';
import { completeWait, lockInstanceOfTask, refusalOf } from './commands.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { usersByIds } from './people.ts';
import { DELEGATION, OPERATION, RESULT, RuntimeErrors, SIGN_TYPE, SIGN_TYPE_NAMES, type SignType } from './runtimeErrors.ts';
import { recordOperation, tellHolder } from './taskOperations.ts';
import { visibleInstance } from './visibility.ts';

/*
 * 加签 / 减签 (today's yudao, Flowable sub-tasks). A sign task is a row of bpm_task naming its parent, on the parent's
 * step and execution, but not an engine wait: deciding it never moves the engine by itself. 向前 (before): the parent
 * leaves its holder (no assignee, its owner remembered) while the added people decide, then comes back to them. 向后
 * (after): the added people wait until the holder approves; the step moves on once they have all decided. Anyone's
 * 不通过 rejects the instance, as any task's does.
 */

type Locked = Awaited<ReturnType<typeof lockInstanceOfTask>>['instance'];

export interface CreateSignRequest {
  id: string;
  userIds: readonly number[];
  type: SignType;
  reason: string;
}

const SIGN_COLUMNS = ['id', 'name', 'definitionKey', 'executionId', 'processInstanceId', 'processDefinitionId', 'parentTaskId', 'signType',
  'assigneeUserId', 'ownerUserId', 'delegationState', 'result'] as const;

/** A sign's execution: below its parent's, as the engine names an execution's children (`<id>_<n>`), and its own. */
const signExecutionId = (parentExecutionId: string) => `${parentExecutionId}_sign_${randomUUID().slice(0, 8)}`;

/** Whether a task was added by 加签: it is no step of the engine, so it is neither returned nor withdrawn. */
export const isSign = (task: { parentTaskId: string | null }) => task.parentTaskId !== null;

const readTask = (txScope: TenantScope, id: string) => txScope.selectFrom('bpmTask').select(SIGN_COLUMNS).where('id', '=', id).executeTakeFirst();

const hasOpenChild = async (txScope: TenantScope, parentId: string) =>
  Boolean(await txScope.selectFrom('bpmTask').select('id').where('parentTaskId', '=', parentId).where('result', '=', RESULT.PROCESS).limit(1).executeTakeFirst());

/**
 * PUT create-sign: the holder of an open task adds people to its step. Not twice the same person on one step, not
 * 向前 and 向后 on one task at once; each person a user of the tenant who can sign in. 向前: the added are told now;
 * 向后: when the holder has approved.
 */
export async function createSign(scope: TenantScope, userId: number, request: CreateSignRequest): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, request.id, true);
    const task = await readTask(txScope, request.id);
    if (!task || task.result !== RESULT.PROCESS || task.assigneeUserId !== userId || task.delegationState === DELEGATION.PENDING) {
      throw await refusalOf(txScope, userId, request.id);
    }
    const signType = task.signType as SignType | null;
    if (signType && signType !== request.type) throw fail(RuntimeErrors.SIGN_TYPE_CONFLICT, SIGN_TYPE_NAMES[signType], SIGN_TYPE_NAMES[request.type]);
    const people = [...new Set(request.userIds)];
    const enabled = await txScope.selectFrom('systemUsers').select('id').where('id', 'in', people).where('deleted', '=', false)
      .where('status', '=', USER_STATUS.ENABLE).execute();
    if (enabled.length !== people.length) throw fail(RuntimeErrors.SIGN_USER_NOT_EXISTS);
    // the step's people now: its open tasks' holders and owners (a 向后 sign waits as its person's owner row)
    const current = await txScope.selectFrom('bpmTask').select(['assigneeUserId', 'ownerUserId']).where('processInstanceId', '=', instance.id)
      .where('definitionKey', '=', task.definitionKey).where('result', '=', RESULT.PROCESS).execute();
    const taken = new Set<number>([userId, ...current.flatMap((r) => [r.assigneeUserId, r.ownerUserId]).filter((id): id is number => id !== null)]);
    const repeated = people.filter((id) => taken.has(id));
    if (repeated.length) {
      const names = await usersByIds(txScope, repeated);
      throw fail(RuntimeErrors.SIGN_USER_REPEAT, repeated.map((id) => names.get(id)?.nickname ?? String(id)).join(','));
    }
    const before = request.type === SIGN_TYPE.BEFORE;
    await txScope.updateTable('bpmTask').set(before ? { assigneeUserId: null, ownerUserId: userId, signType: request.type } : { signType: request.type })
      .where('id', '=', task.id).execute();
    const children = people.map((person) => ({
      id: randomUUID(), processInstanceId: instance.id, processDefinitionId: task.processDefinitionId, definitionKey: task.definitionKey,
      // under the parent's execution (a task per execution; its end cancels what is left open below it), never the engine's
      executionId: signExecutionId(task.executionId), name: task.name, parentTaskId: task.id, result: RESULT.PROCESS, reason: null,
      // 向后: the person waits as the row's owner, and holds it once the parent is approved
      assigneeUserId: before ? person : null, ownerUserId: before ? null : person,
    }));
    await txScope.insertInto('bpmTask', children).execute();
    for (const child of children) {
      await recordOperation(txScope, { processInstanceId: instance.id, taskId: task.id, type: OPERATION.ADD_SIGN, userId, targetUserId: before ? child.assigneeUserId : child.ownerUserId, targetName: request.type, reason: request.reason });
      if (before) await tellHolder(txScope, instance, definition, child, child.assigneeUserId!);
    }
  });
}

/**
 * DELETE delete-sign: the parent's holder (or owner, while a 向前 sign has it) takes back a sign still open, with the
 * signs added to it in turn (已取消); the trail says whose. The parent goes on as if that sign had decided.
 */
export async function deleteSign(scope: TenantScope, userId: number, id: string, reason: string): Promise<void> {
  await scope.transaction(async (txScope) => {
    const { instance, definition } = await lockInstanceOfTask(txScope, id, false);
    const task = await readTask(txScope, id);
    const parent = task?.parentTaskId ? await readTask(txScope, task.parentTaskId) : undefined;
    if (!task || !parent || !parent.signType) throw fail(RuntimeErrors.SIGN_DELETE_NO_PARENT);
    if (parent.assigneeUserId !== userId && parent.ownerUserId !== userId) throw fail(RuntimeErrors.TASK_NOT_ASSIGNEE);
    if (task.result !== RESULT.PROCESS) throw fail(RuntimeErrors.TASK_NOT_PENDING);
    const removed = [task.id];
    for (let level = [task.id]; level.length;) {
      level = (await txScope.selectFrom('bpmTask').select('id').where('parentTaskId', 'in', level).where('result', '=', RESULT.PROCESS).execute()).map((r) => r.id);
      removed.push(...level);
    }
    await txScope.updateTable('bpmTask').set({ result: RESULT.CANCEL, reason, endTime: new Date() }).where('id', 'in', removed).execute();
    await recordOperation(txScope, { processInstanceId: instance.id, taskId: parent.id, type: OPERATION.SUB_SIGN, userId, targetUserId: task.assigneeUserId ?? task.ownerUserId, reason });
    await settleParent(txScope, parent.id, instance, definition);
  });
}

/**
 * Inside 通过's locked transaction, what a sign changes (false: an ordinary task, the approval goes on as usual).
 * A task with 向后 signs open is approved without moving the engine, and its signs become their people's, who are
 * told. A sign task is approved, and its parent settled.
 */
export async function approveSign(txScope: TenantScope, userId: number, taskId: string, reason: string, instance: Locked, definition: DefinitionFacts): Promise<boolean> {
  const task = await readTask(txScope, taskId);
  // anything else than an open task of the caller's is the ordinary path's to refuse
  if (!task || task.result !== RESULT.PROCESS || task.assigneeUserId !== userId || task.delegationState === DELEGATION.PENDING) return false;
  const decided = { result: RESULT.APPROVE, reason, endTime: new Date() };
  if (task.signType === SIGN_TYPE.AFTER && await hasOpenChild(txScope, task.id)) {
    await txScope.updateTable('bpmTask').set(decided).where('id', '=', task.id).execute();
    const activated = await txScope.updateTable('bpmTask').set((eb) => ({ assigneeUserId: eb.ref('ownerUserId'), ownerUserId: null }))
      .where('parentTaskId', '=', task.id).where('result', '=', RESULT.PROCESS).where('assigneeUserId', 'is', null)
      .returning(['id', 'name', 'definitionKey', 'executionId', 'assigneeUserId']).execute();
    for (const child of activated) await tellHolder(txScope, instance, definition, child, child.assigneeUserId!);
    return true;
  }
  if (!task.parentTaskId) return false;
  await txScope.updateTable('bpmTask').set(decided).where('id', '=', task.id).execute();
  await settleParent(txScope, task.parentTaskId, instance, definition);
  return true;
}

/**
 * Once a parent has no sign open: 向前, it is its owner's again, who is told; 向后 and already approved, it is done —
 * its step moves on (or, itself a sign, its own parent is settled). A 向后 parent not yet approved waits for its holder.
 */
async function settleParent(txScope: TenantScope, parentId: string, instance: Locked, definition: DefinitionFacts): Promise<void> {
  if (await hasOpenChild(txScope, parentId)) return;
  const parent = await readTask(txScope, parentId);
  if (!parent?.signType) return;
  if (parent.signType === SIGN_TYPE.BEFORE) {
    await txScope.updateTable('bpmTask').set((eb) => ({ signType: null, assigneeUserId: eb.ref('ownerUserId') })).where('id', '=', parentId).execute();
    if (parent.result === RESULT.PROCESS && parent.ownerUserId !== null) await tellHolder(txScope, instance, definition, parent, parent.ownerUserId);
    return;
  }
  await txScope.updateTable('bpmTask').set({ signType: null }).where('id', '=', parentId).execute();
  if (parent.result !== RESULT.APPROVE) return;
  if (parent.parentTaskId) await settleParent(txScope, parent.parentTaskId, instance, definition);
  else await completeWait(txScope, instance, definition, parent);
}

/** GET list-by-parent-task-id: the signs of a task still open, with their people, for whoever may read the instance. */
export async function openSigns(scope: TenantScope, userId: number, parentTaskId: string, hasPermission: (code: string) => Promise<boolean>) {
  const parent = await scope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', parentTaskId).executeTakeFirst();
  if (!parent) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
  await visibleInstance(scope, userId, parent.processInstanceId, hasPermission);
  const rows = await scope.selectFrom('bpmTask').select(['id', 'name', 'parentTaskId', 'assigneeUserId', 'ownerUserId', 'createTime'])
    .where('parentTaskId', '=', parentTaskId).where('result', '=', RESULT.PROCESS).orderBy('createTime').orderBy('id').execute();
  const people = await usersByIds(scope, rows.flatMap((r) => [r.assigneeUserId, r.ownerUserId]));
  return rows.map((r) => ({
    id: r.id, name: r.name, parentTaskId: r.parentTaskId, createTime: r.createTime,
    assigneeUser: r.assigneeUserId === null ? null : people.get(r.assigneeUserId) ?? null,
    ownerUser: r.ownerUserId === null ? null : people.get(r.ownerUserId) ?? null,
  }));
}
