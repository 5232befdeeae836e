import type { TenantScope } from '../../../db/tenantScope.ts';
import { usersByIds, type UserBrief } from './people.ts';

/** One approval operation as the records show it: who did what, for whom, when and why. */
export interface OperationItem {
  type: number;
  user: UserBrief | null;
  targetUser: UserBrief | null;
  /** The step returned to (退回). */
  targetName: string | null;
  reason: string | null;
  createTime: Date;
}

/**
 * An instance's operations' trail (bpm_task_operation), oldest first, grouped by task; the key null holds the
 * instance's own (取消, 终止). Two queries whatever its length (the people named, with their departments).
 */
export async function operationsOf(scope: TenantScope, processInstanceId: string): Promise<Map<string | null, OperationItem[]>> {
  const rows = await scope.selectFrom('bpmTaskOperation').select(['taskId', 'type', 'userId', 'targetUserId', 'targetName', 'reason', 'createTime'])
    .where('processInstanceId', '=', processInstanceId).orderBy('id').execute();
  const out = new Map<string | null, OperationItem[]>();
  if (!rows.length) return out;
  const people = await usersByIds(scope, rows.flatMap((r) => [r.userId, r.targetUserId]));
  for (const r of rows) {
    const item: OperationItem = {
      type: r.type, user: people.get(r.userId) ?? null, targetUser: r.targetUserId === null ? null : people.get(r.targetUserId) ?? null,
      targetName: r.targetName, reason: r.reason, createTime: r.createTime,
    };
    const list = out.get(r.taskId) ?? [];
    list.push(item);
    out.set(r.taskId, list);
  }
  return out;
}
