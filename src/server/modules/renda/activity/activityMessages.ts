import type { TenantScope } from '../../../db/tenantScope.ts';
import { wallClockMinute } from '../../../wallClock.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';

/** `renda_activity.status` values that are over: nobody is invited to an activity ended or cancelled. */
const OVER = [2, 3];

const instant = (v: unknown): Date | null => (v === undefined || v === null || v === '' ? null : new Date(v instanceof Date ? v.getTime() : Number(v)));

/**
 * The deputies newly chosen as an activity's participants are invited (docs/messages.md, decision 77): what, when,
 * where. Chosen again after being removed, a deputy is not invited twice to the same activity.
 */
export async function activityInvited(scope: TenantScope, activity: Record<string, unknown>, userIds: readonly number[]): Promise<void> {
  if (!userIds.length || OVER.includes(Number(activity.status))) return;
  const start = instant(activity.startTime);
  const end = instant(activity.endTime);
  const time = start ? `${wallClockMinute(start)}${end ? ` 至 ${wallClockMinute(end)}` : ''}` : '另行通知';
  for (const userId of userIds) {
    await enqueueMessage(scope, {
      userId, kind: 'activity', templateCode: 'renda-activity-invitation', dedupeKey: `activity-invitation:${activity.id}:${userId}`,
      params: { title: String(activity.title ?? ''), time, address: String(activity.address ?? '') || '另行通知' },
    });
  }
}
