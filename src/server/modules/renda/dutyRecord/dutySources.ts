import { sql, type SqlBool } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { DutyKind, dutyYear, refreshDutyTotals, replaceDutyItems, type NewDutyItem } from './dutyItems.ts';

/**
 * What each source gives the record (docs/duty-record.md "Sources"): one `itemsOf<Source>` per source, reading the
 * source rows as they are now. The source's commands call `syncDutySource` in their transaction after every change;
 * the backfill (migration 0047, the demo seed) calls `syncDutySources` on every row — the same function, so a row
 * written before the record existed and one written after give the same items.
 */

export interface SourcedItem extends NewDutyItem {
  sourceId: number;
}

/** `ids`: those sources; none: every source of the kind in the tenant (the backfill). */
type ItemsOf = (scope: TenantScope, ids?: readonly number[]) => Promise<SourcedItem[]>;

const inIds = (column: string, ids?: readonly number[]) =>
  ids === undefined ? sql<SqlBool>`true` : ids.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids.map(Number))})` : sql<SqlBool>`false`;

const asItems = (rows: { sourceId: unknown; deputyId: unknown; title: unknown; dutyDate: unknown; dutyType?: unknown }[]): SourcedItem[] =>
  rows.map((r) => ({
    sourceId: Number(r.sourceId), deputyId: Number(r.deputyId), title: String(r.title ?? ''),
    dutyDate: r.dutyDate instanceof Date ? r.dutyDate : new Date(r.dutyDate as string), dutyType: r.dutyType ? String(r.dutyType) : '',
  }));

/** 参加履职活动: a participant who checked in or was marked present, and not marked absent; on the activity's start. */
export const itemsOfActivity: ItemsOf = async (scope, ids) => asItems(await scope.selectFrom('rendaActivityUser')
  .innerJoin('rendaActivity', 'rendaActivity.id', 'rendaActivityUser.activityId')
  .select(['rendaActivity.id as sourceId', 'rendaActivityUser.userId as deputyId', 'rendaActivity.title', 'rendaActivity.startTime as dutyDate',
    'rendaActivity.activityType as dutyType'])
  .where('rendaActivity.tenantId', '=', scope.tenantId).where('rendaActivity.deleted', '=', false).where('rendaActivityUser.deleted', '=', false)
  .where((eb) => eb.or([eb('rendaActivityUser.checkinTime', 'is not', null), eb('rendaActivityUser.attendance', '=', 1)]))
  .where((eb) => eb.or([eb('rendaActivityUser.attendance', 'is', null), eb('rendaActivityUser.attendance', '<>', 0)]))
  .where(inIds('rendaActivity.id', ids)).execute());

/** 履职登记: an approved registration, on its duty date. */
export const itemsOfRegister: ItemsOf = async (scope, ids) => asItems(await scope.selectFrom('rendaDutyRegister')
  .select(['id as sourceId', 'deputyId', 'title', 'dutyDate', 'dutyType'])
  .where('deleted', '=', false).where('status', '=', 1).where(inIds('rendaDutyRegister.id', ids)).execute());

/** Proposals from their submission (every state but 草稿), on the (last) submission's date. */
const submittedProposals = (scope: TenantScope, ids?: readonly number[]) => scope.selectFrom('rendaProposal')
  .select(['id', 'deputyId', 'title', 'submitTime', 'createTime', 'cosignerIds'])
  .where('deleted', '=', false).where('status', '<>', 0).where(inIds('rendaProposal.id', ids)).execute();

/** 领衔提出建议: the proposal's lead deputy. */
export const itemsOfProposalLead: ItemsOf = async (scope, ids) => (await submittedProposals(scope, ids)).map((p) => ({
  sourceId: Number(p.id), deputyId: Number(p.deputyId), title: p.title, dutyDate: p.submitTime ?? p.createTime,
}));

/** 联名提出建议: each of its co-signers (附议代表). */
export const itemsOfProposalCosign: ItemsOf = async (scope, ids) => (await submittedProposals(scope, ids)).flatMap((p) =>
  (p.cosignerIds ?? []).map((deputyId) => ({ sourceId: Number(p.id), deputyId: Number(deputyId), title: p.title, dutyDate: p.submitTime ?? p.createTime })));

/** 参与问卷调查: a deputy's answer (the answer is the source), on its time, named by its survey. */
export const itemsOfAnswer: ItemsOf = async (scope, ids) => {
  const { rows } = await sql<{ sourceId: number; deputyId: number; title: string; dutyDate: Date }>`
    select a.id as "sourceId", a.user_id as "deputyId", s.survey_name as "title", a.create_time as "dutyDate"
    from renda_answer a join renda_survey s on s.id = a.survey_id and s.tenant_id = a.tenant_id
    where a.tenant_id = ${scope.tenantId} and not a.deleted and a.user_id in (${holdersOfRole(scope, DEPUTY_ROLE)})
      and ${inIds('a.id', ids)}`.execute(scope.db);
  return asItems(rows);
};

/** 提交履职报告: a report submitted, being reviewed or approved (a returned one counts again once resubmitted). */
export const itemsOfReport: ItemsOf = async (scope, ids) => asItems(await scope.selectFrom('rendaReport')
  .select(['id as sourceId', 'deputyId', 'title', sql<Date>`coalesce(submit_time, update_time)`.as('dutyDate')])
  .where('deleted', '=', false).where('status', 'in', [1, 2, 3]).where(inIds('rendaReport.id', ids)).execute());

/** 联络站接待选民: a deputy's check-in at their station (stationReception.ts). */
export const itemsOfReception: ItemsOf = async (scope, ids) => {
  const { rows } = await sql<{ sourceId: number; deputyId: number; title: string; dutyDate: Date }>`
    select r.id as "sourceId", r.deputy_id as "deputyId", '在' || s.name || '接待选民' as "title", r.checkin_time as "dutyDate"
    from renda_station_reception r join renda_station s on s.id = r.station_id and s.tenant_id = r.tenant_id
    where r.tenant_id = ${scope.tenantId} and not r.deleted and ${inIds('r.id', ids)}`.execute(scope.db);
  return asItems(rows);
};

/** 办理联络站反馈: each deputy who replied to or closed the feedback, on their last such step. */
export const itemsOfStationFeedback: ItemsOf = async (scope, ids) => {
  const { rows } = await sql<{ sourceId: number; deputyId: number; title: string; dutyDate: Date }>`
    select f.id as "sourceId", l.operator_id as "deputyId", '办理联络站反馈（' || f.tracking_no || '）' as "title", max(l.create_time) as "dutyDate"
    from renda_station_feedback f join renda_station_feedback_log l on l.feedback_id = f.id and l.tenant_id = f.tenant_id
    where f.tenant_id = ${scope.tenantId} and not f.deleted and not l.deleted and l.action in ('reply', 'finish')
      and l.operator_id in (${holdersOfRole(scope, DEPUTY_ROLE)}) and ${inIds('f.id', ids)}
    group by f.id, f.tracking_no, l.operator_id`.execute(scope.db);
  return asItems(rows);
};

/** Every kind's deriving, in the kinds' order. */
export const ITEMS_OF: Record<DutyKind, ItemsOf> = {
  [DutyKind.ACTIVITY]: itemsOfActivity,
  [DutyKind.REGISTER]: itemsOfRegister,
  [DutyKind.PROPOSAL_LEAD]: itemsOfProposalLead,
  [DutyKind.PROPOSAL_COSIGN]: itemsOfProposalCosign,
  [DutyKind.SURVEY]: itemsOfAnswer,
  [DutyKind.REPORT]: itemsOfReport,
  [DutyKind.STATION_RECEPTION]: itemsOfReception,
  [DutyKind.STATION_FEEDBACK]: itemsOfStationFeedback,
};

/**
 * Re-derives one source's items of the given kinds (a proposal gives two) from its row as it is now; inside the
 * source command's transaction, after its write.
 */
export async function syncDutySource(scope: TenantScope, kinds: DutyKind | readonly DutyKind[], sourceId: number): Promise<void> {
  for (const kind of typeof kinds === 'string' ? [kinds] : kinds) {
    await replaceDutyItems(scope, { kind, sourceId }, await ITEMS_OF[kind](scope, [sourceId]));
  }
}

/**
 * Re-derives many sources of a kind at once (`ids`; none: every source of the tenant): their items are deleted and
 * written again in two statements and the totals of every deputy-year touched recounted — what replaceDutyItems does
 * for one source, for a batch of survey answers and for the backfill. Inside a transaction.
 */
export async function syncDutySources(scope: TenantScope, kind: DutyKind, ids?: readonly number[]): Promise<void> {
  if (ids && !ids.length) return;
  const items = await ITEMS_OF[kind](scope, ids);
  let removing = scope.deleteFrom('rendaDutyItem').where('kind', '=', kind);
  if (ids) removing = removing.where('sourceId', 'in', ids.map(Number));
  const removed = await removing.returning(['deputyId', 'year']).execute();
  const unique = new Map<string, SourcedItem>();
  for (const item of items) unique.set(`${item.sourceId}:${item.deputyId}`, item);
  const rows = [...unique.values()].map((item) => ({
    deputyId: item.deputyId, kind, dutyType: item.dutyType ?? '', sourceId: item.sourceId, title: item.title.slice(0, 200),
    dutyDate: item.dutyDate, year: dutyYear(item.dutyDate),
  }));
  for (let i = 0; i < rows.length; i += 1000) await scope.insertInto('rendaDutyItem', rows.slice(i, i + 1000)).execute();
  await refreshDutyTotals(scope, [...removed, ...rows].map((r) => ({ deputyId: Number(r.deputyId), year: Number(r.year) })));
}

/** The backfill: every kind of every source of the tenant (migration 0047, the end of the demo seed). */
export async function syncAllDutySources(scope: TenantScope): Promise<void> {
  await scope.transaction(async (txScope) => {
    for (const kind of Object.values(DutyKind)) await syncDutySources(txScope, kind);
  });
}
