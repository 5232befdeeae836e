import { TenantScope } from '../../../db/tenantScope.ts';
import { wallClockDate } from '../../../wallClock.ts';
import { holdersOfRole } from '../../system/permission/permissionService.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import { lateProposals, reportItems, taskItems, type DueItem } from './dueItems.ts';

/** The liaison staff (代表联络员, role dbt): they 审核 and 交办 proposals and see that the units reply in time. */
const LIAISON_ROLE = 'dbt';

/** A digest names at most this many items, then how many more: a message stays readable. */
const DIGEST_ITEMS = 10;

export interface ReminderSettings {
  /** `renda.reminder.days-before`: how many days before its deadline an item is reminded (0: none). */
  daysBefore: number;
  /** `renda.report.due-date`, `MM-DD`. */
  reportDueDate: string;
}

export interface ReminderCounts {
  due: number;
  overdue: number;
  staff: number;
}

function digest(entries: string[]): string {
  const shown = entries.slice(0, DIGEST_ITEMS).join('；');
  return entries.length > DIGEST_ITEMS ? `${shown}等${entries.length}项` : shown;
}

/**
 * One message in its own short transaction: a reminder is no change of anything, and the dedupe key's unique index
 * makes another server's same reminder (or this job's second run) a no-op.
 */
const send = (scope: TenantScope, message: Parameters<typeof enqueueMessage>[1]) => scope.transaction((txScope) => enqueueMessage(txScope, message));

/**
 * A tenant's reminders (docs/messages.md "Reminders", decision 78): each item due within `daysBefore` days is
 * reminded to its person once; every person with overdue items gets one digest a day; the liaison staff get a daily
 * digest of the proposals whose units are late. Counts what was reminded (a reminder sent before is not again).
 */
export async function remindTenant(scope: TenantScope, now: Date, settings: ReminderSettings): Promise<ReminderCounts> {
  const horizon = new Date(now.getTime() + settings.daysBefore * 86_400_000);
  const items: DueItem[] = [...await taskItems(scope, horizon), ...await reportItems(scope, horizon, settings.reportDueDate)];
  const today = wallClockDate(now);
  const counts: ReminderCounts = { due: 0, overdue: 0, staff: 0 };

  for (const item of items.filter((i) => i.deadline > now && settings.daysBefore > 0)) {
    await send(scope, {
      userId: item.userId, kind: 'reminder', templateCode: 'renda-reminder-due', link: item.link, dedupeKey: `reminder-due:${item.key}`,
      params: { step: item.step, item: item.item, deadline: wallClockDate(item.deadline) },
    });
    counts.due++;
  }

  const overdue = new Map<number, DueItem[]>();
  for (const item of items.filter((i) => i.deadline <= now)) overdue.set(item.userId, [...(overdue.get(item.userId) ?? []), item]);
  for (const [userId, mine] of overdue) {
    await send(scope, {
      userId, kind: 'reminder', templateCode: 'renda-reminder-overdue', link: '/bpm/task/todo', dedupeKey: `reminder-overdue:${userId}:${today}`,
      params: { count: mine.length, items: digest(mine.map((i) => `${i.item}【${i.step}】（${wallClockDate(i.deadline)}到期）`)) },
    });
    counts.overdue++;
  }

  const late = await lateProposals(scope, now);
  if (late.length) {
    const staff = await scope.selectFrom('systemUsers').select('id').where('deleted', '=', false).where('status', '=', 0)
      .where('id', 'in', holdersOfRole(scope, LIAISON_ROLE)).orderBy('id').execute();
    const items = digest(late.map((p) => `《${p.title}》（${p.units.join('、')}未答复）`));
    for (const { id } of staff) {
      await send(scope, {
        userId: Number(id), kind: 'reminder', templateCode: 'renda-reminder-overdue-staff', link: '/renda/proposal?overdue=true',
        dedupeKey: `reminder-overdue-staff:${id}:${today}`, params: { count: late.length, items },
      });
      counts.staff++;
    }
  }
  return counts;
}
