import type { TenantScope } from '../../../db/tenantScope.ts';
import { enqueueOne } from '../../system/outbox/enqueue.ts';
import { RESULT } from './runtimeErrors.ts';
import { instanceLink } from './taskOperations.ts';

/** The people whose open tasks an end is about to take away (read before the step cancels them), but the one ending it. */
export async function openHolders(txScope: TenantScope, processInstanceId: string, exceptUserId: number) {
  return txScope.selectFrom('bpmTask').select(['name', 'assigneeUserId']).where('processInstanceId', '=', processInstanceId)
    .where('result', '=', RESULT.PROCESS).where('assigneeUserId', 'is not', null).where('assigneeUserId', '!=', exceptUserId).execute();
}

/**
 * 取消 / 终止 tell those concerned, in the transaction that ends the instance: each holder of a task it took away
 * (their todo item is gone: they should know why), and, when an administrator ended it, its starter. Each message
 * names the instance and the reason, and opens the instance.
 */
export async function tellEnded(txScope: TenantScope, ended: { id: string; startUserId: number }, byUserId: number, holders: readonly { name: string; assigneeUserId: number | null }[], reason: string, byAdmin: boolean): Promise<void> {
  const instance = await txScope.selectFrom('bpmProcessInstance').select('name').where('id', '=', ended.id).executeTakeFirstOrThrow();
  const by = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', byUserId).executeTakeFirst();
  const userName = by?.nickname ?? '';
  const link = instanceLink(ended.id);
  const told = new Set<number>();
  for (const holder of holders) {
    if (holder.assigneeUserId === null || told.has(holder.assigneeUserId)) continue;
    told.add(holder.assigneeUserId);
    await enqueueOne(txScope, { userId: holder.assigneeUserId, kind: 'task', templateCode: 'bpm-task-cancelled', link, params: { userName, processName: instance.name, taskName: holder.name, reason } });
  }
  if (byAdmin && ended.startUserId !== byUserId) {
    await enqueueOne(txScope, { userId: ended.startUserId, kind: 'task', templateCode: 'bpm-process-terminated', link, params: { userName, processName: instance.name, reason } });
  }
}
