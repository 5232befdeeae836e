import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { readerAllows, type PermissionCheck } from './businessTasks.ts';
import { RuntimeErrors } from './runtimeErrors.ts';

/**
 * Who may read an instance, its tasks and its trail: its starter, the people it has given a task or who handed one on
 * (the task's owner), and whom its
 * business process's reader admits (businessTasks.ts; asked only when the route gives its permission check). Anyone
 * else is told it does not exist (the form values are personal: a leave's reason, a deputy's proposal).
 * An administrator holding 终止 (TERMINATE_PERMISSION) reads every instance of the tenant.
 */
/** Today's yudao's permission to end anyone's instance (终止). */
export const TERMINATE_PERMISSION = 'bpm:process-instance:cancel-by-admin';

export async function visibleInstance(scope: TenantScope, userId: number, instanceId: string, hasPermission?: PermissionCheck) {
  const instance = await scope.selectFrom('bpmProcessInstance')
    .select(['id', 'name', 'category', 'status', 'result', 'createTime', 'endTime', 'variables', 'businessKey', 'startUserId', 'processDefinitionId', 'reason'])
    .where('id', '=', instanceId).executeTakeFirst();
  if (!instance) throw fail(RuntimeErrors.INSTANCE_NOT_EXISTS);
  if (instance.startUserId === userId) return instance;
  const task = await scope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instanceId)
    .where((eb) => eb.or([eb('assigneeUserId', '=', userId), eb('ownerUserId', '=', userId)])).limit(1).executeTakeFirst();
  if (task) return instance;
  // a delegate who handed a task back, anyone an operation named, anyone it was copied to (issue 37) reads it
  const named = await scope.selectFrom('bpmTaskOperation').select('id').where('processInstanceId', '=', instanceId)
    .where((eb) => eb.or([eb('userId', '=', userId), eb('targetUserId', '=', userId)])).limit(1).executeTakeFirst();
  if (named) return instance;
  const copied = await scope.selectFrom('bpmProcessInstanceCopy').select('id').where('processInstanceId', '=', instanceId).where('userId', '=', userId).executeTakeFirst();
  if (copied) return instance;
  // an administrator who may end any instance (终止, cancel-by-admin) reads any
  if (hasPermission && (await hasPermission(TERMINATE_PERMISSION) || await readerAllows(scope, userId, instance, hasPermission))) return instance;
  throw fail(RuntimeErrors.INSTANCE_NOT_EXISTS);
}
