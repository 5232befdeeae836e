import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { TIME_ZONE_OFFSET } from '../../../wallClock.ts';
import { deadlineSql } from '../../bpm/runtime/inboxBusiness.ts';
import { RESULT, STATUS } from '../../bpm/runtime/runtimeErrors.ts';
import { timerDeadlineSql } from '../../bpm/runtime/timerDeadline.ts';
import { PROPOSAL_STATUS, UNIT_STATUS } from '../proposal/proposalErrors.ts';
import { MY_REPORTS_LINK, dutiesTypeLabel } from '../report/reportMessages.ts';
import { REPORT_STATUS } from '../report/reportErrors.ts';

/** Something waiting for one person, with its deadline: what the reminders speak of. */
export interface DueItem {
  userId: number;
  /** Names it for good: a reminder of it is sent once (the outbox's dedupe key). */
  key: string;
  /** What is to be done (the task's step, 提交报告). */
  step: string;
  /** What it is about (the instance's business title, the report). */
  item: string;
  deadline: Date;
  link: string;
}

const DAY_MS = 86_400_000;

/**
 * Every open task with a deadline up to `until` (past ones too), of every process: a business's own deadline (a
 * proposal's 办理期限, as the inbox reads it) or a designed task's boundary timer.
 */
export async function taskItems(scope: TenantScope, until: Date): Promise<DueItem[]> {
  const deadline = sql<Date | null>`coalesce(${deadlineSql()}, ${timerDeadlineSql})`;
  const rows = await scope.selectFrom('bpmTask')
    .innerJoin('bpmProcessInstance as i', 'i.id', 'bpmTask.processInstanceId')
    .innerJoin('bpmProcessDefinition as d', 'd.id', 'bpmTask.processDefinitionId')
    .select(['bpmTask.id', 'bpmTask.name', 'bpmTask.assigneeUserId', 'i.name as instanceName', deadline.as('deadline')])
    .where('bpmTask.result', '=', RESULT.PROCESS).where('i.status', '=', STATUS.RUNNING).where('bpmTask.assigneeUserId', 'is not', null)
    .where(sql<boolean>`${deadline} <= ${until}`)
    .orderBy('bpmTask.createTime').execute();
  return rows.map((r) => ({
    userId: Number(r.assigneeUserId), key: `task:${r.id}`, step: r.name, item: r.instanceName, deadline: new Date(r.deadline!), link: `/bpm/task/open/${r.id}`,
  }));
}

/** `MM-DD` of `renda.report.due-date`: the year's report is due by that day of the next year. */
export function reportDueDate(year: string, monthDay: string): Date | null {
  if (!/^\d{4}$/.test(year)) return null;
  const due = Date.parse(`${Number(year) + 1}-${monthDay}T00:00:00${TIME_ZONE_OFFSET}`);
  // due by the end of that day (its last millisecond: still that date), the users' wall clock
  return Number.isNaN(due) ? null : new Date(due + DAY_MS - 1);
}

/** The drafts and returned reports (the deputy still has to submit them) due by `until`. */
export async function reportItems(scope: TenantScope, until: Date, monthDay: string): Promise<DueItem[]> {
  const rows = await scope.selectFrom('rendaReport').select(['id', 'deputyId', 'year', 'dutiesType', 'title'])
    .where('deleted', '=', false).where('status', 'in', [REPORT_STATUS.DRAFT, REPORT_STATUS.RETURNED])
    // a report of year Y is due in Y + 1
    .where('year', '<', String(new Date(until.getTime() + DAY_MS).getUTCFullYear())).orderBy('id').execute();
  const labels = new Map<string, string>();
  const items: DueItem[] = [];
  for (const r of rows) {
    const deadline = reportDueDate(r.year, monthDay);
    if (!deadline || deadline > until) continue;
    if (!labels.has(r.dutiesType)) labels.set(r.dutiesType, await dutiesTypeLabel(scope, r.dutiesType));
    items.push({
      userId: r.deputyId, key: `report:${r.id}:${r.year}`, step: '提交报告', item: `${r.year}年度${labels.get(r.dutiesType)}《${r.title}》`, deadline, link: MY_REPORTS_LINK,
    });
  }
  return items;
}

/** Proposals in handling past their deadline, with the units that have not replied in the round: the staff's digest. */
export async function lateProposals(scope: TenantScope, now: Date): Promise<{ title: string; units: string[] }[]> {
  const rows = await scope.selectFrom('rendaProposal')
    .innerJoin('rendaProposalUnit as u', (join) => join.onRef('u.proposalId', '=', 'rendaProposal.id').onRef('u.round', '=', 'rendaProposal.round').onRef('u.tenantId', '=', 'rendaProposal.tenantId'))
    .innerJoin('systemDept as dept', 'dept.id', 'u.deptId')
    .select(['rendaProposal.id', 'rendaProposal.title', 'dept.name as unit'])
    .where('rendaProposal.deleted', '=', false).where('rendaProposal.status', '=', PROPOSAL_STATUS.HANDLING)
    .where((eb) => eb.or([eb('rendaProposal.overdue', '=', true), eb('rendaProposal.deadline', '<', now)]))
    .where('u.status', '=', UNIT_STATUS.HANDLING)
    .orderBy('rendaProposal.deadline').orderBy('rendaProposal.id').orderBy('u.id').execute();
  const byId = new Map<number, { title: string; units: string[] }>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { title: r.title, units: [] };
    entry.units.push(r.unit);
    byId.set(r.id, entry);
  }
  return [...byId.values()];
}
