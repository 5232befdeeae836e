import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DUTY_KINDS } from '../../../db/migrations/0046_duty_record.ts';
import { DutyKind } from './dutyItems.ts';
import { DutyRecordErrors as E } from './dutyRecordErrors.ts';

/**
 * A deputy's record of duty (履职档案, docs/duty-record.md "The record"): the deputy, the period (a year, or a term's
 * dates), every item with where it came from and a link to open it, the count per kind and, for a year, the score.
 * Read from the derived items and totals only: the sources are never gathered at read time (decision 98).
 */

export interface RecordPeriod {
  year?: number;
  termId?: number;
}

export interface RecordItem {
  id: number;
  kind: string;
  kindLabel: string;
  dutyType: string;
  dutyTypeLabel: string | null;
  title: string;
  dutyDate: Date;
  sourceId: number;
  link: string;
}

const DAY_MS = 86_400_000;
const KIND_LABELS = new Map(DUTY_KINDS);

/**
 * Where an item opens: its source's page, the deputy's own page for a deputy (`mine`) and the staff's otherwise.
 * A survey answer opens its survey's answer (`surveyId`, read with the items).
 */
export function sourceLink(kind: string, sourceId: number, mine: boolean, extra: { surveyId?: number | null; stationId?: number | null } = {}): string {
  switch (kind) {
    case DutyKind.ACTIVITY: return mine ? `/renda/my-activity?id=${sourceId}` : `/renda/activity?id=${sourceId}`;
    case DutyKind.REGISTER: return mine ? `/renda/my-duty-register?id=${sourceId}` : `/renda/duty-register?id=${sourceId}`;
    case DutyKind.PROPOSAL_LEAD:
    case DutyKind.PROPOSAL_COSIGN: return `/proposal/detail?id=${sourceId}`;
    case DutyKind.SURVEY: return mine ? `/my-answer?surveyId=${extra.surveyId ?? ''}` : `/renda/answer?surveyId=${extra.surveyId ?? ''}`;
    case DutyKind.REPORT: return mine ? `/renda/my-report?id=${sourceId}` : `/renda/report?id=${sourceId}`;
    case DutyKind.STATION_RECEPTION: return mine ? '/renda/my-duty-record?reception=1' : `/renda/station?id=${extra.stationId ?? ''}`;
    case DutyKind.STATION_FEEDBACK: return mine ? `/renda/my-station-feedback?id=${sourceId}` : `/renda/station-feedback?id=${sourceId}`;
    default: return '';
  }
}

/** The deputy as the record heads it; `null` when not a user of the tenant. */
export async function recordDeputy(scope: TenantScope, deputyId: number) {
  const row = await scope.selectFrom('systemUsers')
    .leftJoin('systemDept', (j) => j.onRef('systemDept.id', '=', 'systemUsers.deptId').on('systemDept.deleted', '=', false))
    .select(['systemUsers.id', 'systemUsers.nickname', 'systemUsers.rendaNo', 'systemUsers.deptId', 'systemDept.name as deptName',
      'systemUsers.reappointmentStatus'])
    .where('systemUsers.id', '=', deputyId).where('systemUsers.deleted', '=', false).executeTakeFirst();
  if (!row) return null;
  const label = row.reappointmentStatus ? await dictLabel(scope, 'renda_reappointment_status', String(row.reappointmentStatus)) : null;
  return { ...row, reappointmentStatusLabel: label };
}

async function dictLabel(scope: TenantScope, type: string, value: string): Promise<string | null> {
  const row = await scope.db.selectFrom('systemDictData').select('label').where('dictType', '=', type).where('value', '=', value)
    .where('deleted', '=', false).executeTakeFirst();
  return row?.label ?? null;
}

/** A term of the tenant; the current one when `termId` is not given (none: null). */
export async function termOf(scope: TenantScope, termId?: number) {
  let query = scope.selectFrom('rendaTerm').select(['id', 'name', 'startDate', 'endDate', 'isCurrent']).where('deleted', '=', false);
  query = termId !== undefined ? query.where('id', '=', termId) : query.where('isCurrent', '=', true);
  const term = await query.executeTakeFirst();
  if (!term && termId !== undefined) throw fail(E.TERM_NOT_EXISTS);
  return term ?? null;
}

/** Every term of the tenant, newest first: the record page's switch. */
export async function termList(scope: TenantScope) {
  return scope.selectFrom('rendaTerm').select(['id', 'name', 'startDate', 'endDate', 'isCurrent']).where('deleted', '=', false)
    .orderBy('startDate', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The record of `deputyId` for a year or a term (the caller has been checked: see dutyRecordRoutes.ts). `mine`: the
 * links open the deputy's own pages.
 */
export async function dutyRecord(scope: TenantScope, deputyId: number, period: RecordPeriod, mine: boolean) {
  const deputy = await recordDeputy(scope, deputyId);
  if (!deputy) throw fail(E.DEPUTY_NOT_EXISTS);
  const chosenTerm = period.termId !== undefined ? await termOf(scope, period.termId) : null;
  if (period.year === undefined && !chosenTerm) throw fail(E.PERIOD_REQUIRED);
  let query = scope.selectFrom('rendaDutyItem')
    .leftJoin('systemDictData as t', (j) => j.onRef('t.value', '=', 'rendaDutyItem.dutyType').on('t.dictType', '=', 'renda_activity_type').on('t.deleted', '=', false))
    .select(['rendaDutyItem.id', 'rendaDutyItem.kind', 'rendaDutyItem.dutyType', 'rendaDutyItem.title', 'rendaDutyItem.dutyDate',
      'rendaDutyItem.sourceId', 't.label as dutyTypeLabel'])
    .select(sql<number | null>`case when renda_duty_item.kind = ${DutyKind.SURVEY} then (select a.survey_id from renda_answer a
      where a.id = renda_duty_item.source_id and a.tenant_id = renda_duty_item.tenant_id) end`.as('surveyId'))
    .select(sql<number | null>`case when renda_duty_item.kind = ${DutyKind.STATION_RECEPTION} then (select r.station_id from renda_station_reception r
      where r.id = renda_duty_item.source_id and r.tenant_id = renda_duty_item.tenant_id) end`.as('stationId'))
    .where('rendaDutyItem.deputyId', '=', deputyId);
  if (chosenTerm) {
    // the term's last day is in it: items up to the end of that day
    query = query.where('rendaDutyItem.dutyDate', '>=', chosenTerm.startDate)
      .where('rendaDutyItem.dutyDate', '<', new Date(new Date(chosenTerm.endDate).getTime() + DAY_MS));
  } else {
    query = query.where('rendaDutyItem.year', '=', period.year!);
  }
  const rows = await query.orderBy('rendaDutyItem.dutyDate', 'desc').orderBy('rendaDutyItem.id', 'desc').execute();
  const items: RecordItem[] = rows.map((r) => ({
    id: Number(r.id), kind: r.kind, kindLabel: KIND_LABELS.get(r.kind) ?? r.kind, dutyType: r.dutyType, dutyTypeLabel: r.dutyTypeLabel ?? null,
    title: r.title, dutyDate: r.dutyDate, sourceId: Number(r.sourceId),
    link: sourceLink(r.kind, Number(r.sourceId), mine, { surveyId: r.surveyId === null ? null : Number(r.surveyId), stationId: r.stationId === null ? null : Number(r.stationId) }),
  }));
  const kinds = DUTY_KINDS.map(([kind, label]) => ({ kind, label, count: items.filter((i) => i.kind === kind).length }));
  const score = period.year !== undefined && !chosenTerm ? await scope.selectFrom('rendaDutyScore').select(['points', 'adjust', 'score', 'itemCount'])
    .where('deputyId', '=', deputyId).where('year', '=', period.year).executeTakeFirst() : undefined;
  return {
    deputy,
    year: chosenTerm ? null : period.year!,
    term: chosenTerm ?? (await termOf(scope)),
    byTerm: Boolean(chosenTerm),
    kinds,
    total: items.length,
    score: score ? { points: Number(score.points), adjust: Number(score.adjust), score: Number(score.score) } : null,
    items,
  };
}

export type DutyRecord = Awaited<ReturnType<typeof dutyRecord>>;
