import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DOCX_TYPE, REPORT_STATUS as S, ReportErrors, STATUS_LABELS } from './reportErrors.ts';
import { dutiesTypeLabel, reportReviewed } from './reportMessages.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';

/**
 * The report's commands (docs/reports.md "API"): each is one transaction that locks the report row, checks who and in
 * which state, and changes it. A report is its deputy's to write; the staff only review it.
 */

export interface ReportInput {
  year?: string;
  dutiesType?: string;
  title?: string;
  fileUrl?: string;
}

/** The row under lock; a deleted one does not exist. */
async function lockReport(txScope: TenantScope, id: number) {
  const row = await txScope.selectFrom('rendaReport').selectAll().where('id', '=', id).where('deleted', '=', false).forUpdate().executeTakeFirst();
  if (!row) throw fail(ReportErrors.NOT_EXISTS);
  return row;
}

type Row = Awaited<ReturnType<typeof lockReport>>;

/** Another deputy's report does not exist for the caller: a draft is its deputy's alone, and no one writes another's. */
function own(row: Row, userId: number): Row {
  if (row.deputyId !== userId) throw fail(ReportErrors.NOT_EXISTS);
  return row;
}

function inState(row: Row, action: string, ...states: number[]): void {
  if (!states.includes(row.status)) throw fail(ReportErrors.WRONG_STATE, STATUS_LABELS[row.status] ?? String(row.status), action);
}

/**
 * The report's file: an upload of this tenant (its name and size come from that row) whose content the upload found
 * to be a Word document — the sniffed type, never the name, so a renamed PDF or .doc is refused.
 */
async function reportFile(txScope: TenantScope, url: string) {
  const file = await txScope.selectFrom('infraFile').select(['name', 'size', 'type']).where('url', '=', url).where('deleted', '=', false).executeTakeFirst();
  if (!file) throw fail(ReportErrors.FILE_NOT_OURS);
  if (file.type !== DOCX_TYPE) throw fail(ReportErrors.FILE_NOT_DOCX, file.name);
  return { fileUrl: url, fileName: file.name, fileSize: file.size };
}

/** One report of a type per deputy and year (the unique index backs it under concurrent writes). */
async function checkUnique(txScope: TenantScope, deputyId: number, year: string, dutiesType: string, exceptId?: number): Promise<void> {
  let query = txScope.selectFrom('rendaReport').select('id').where('deputyId', '=', deputyId).where('year', '=', year)
    .where('dutiesType', '=', dutiesType).where('deleted', '=', false);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (!(await query.executeTakeFirst())) return;
  throw fail(ReportErrors.DUPLICATE, `${year}年度`, await dutiesTypeLabel(txScope, dutiesType));
}

/** 新增: a draft of the caller, with the deputy's delegation (his department) and its type for the staff's filters. */
export async function createReport(scope: TenantScope, userId: number, input: Required<ReportInput>): Promise<number> {
  return scope.transaction(async (txScope) => {
    await checkUnique(txScope, userId, input.year, input.dutiesType);
    const file = await reportFile(txScope, input.fileUrl);
    const deputy = await txScope.selectFrom('systemUsers').select(['deptId', 'delegationType']).where('id', '=', userId).executeTakeFirst();
    const { id } = await txScope.insertInto('rendaReport', {
      year: input.year, dutiesType: input.dutiesType, title: input.title, ...file, deputyId: userId,
      // filed under his delegation, the department he belongs to (城东区代表团), and its type
      delegationId: deputy?.deptId ?? null, delegationType: deputy?.delegationType ?? null, status: S.DRAFT, creator: String(userId), updater: String(userId),
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** The deputy's own draft, or one returned to them; only the fields given change (decision 32). */
export async function updateReport(scope: TenantScope, userId: number, id: number, input: ReportInput): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockReport(txScope, id), userId);
    if (row.status !== S.DRAFT && row.status !== S.RETURNED) throw fail(ReportErrors.NOT_EDITABLE);
    const year = input.year ?? row.year;
    const dutiesType = input.dutiesType ?? row.dutiesType;
    if (year !== row.year || dutiesType !== row.dutiesType) await checkUnique(txScope, userId, year, dutiesType, id);
    const file = input.fileUrl !== undefined && input.fileUrl !== row.fileUrl ? await reportFile(txScope, input.fileUrl) : {};
    const title = input.title ?? row.title;
    await txScope.updateTable('rendaReport').set({ year, dutiesType, title, ...file, updater: String(userId), updateTime: new Date() })
      .where('id', '=', id).execute();
  });
}

/** A draft only: a submitted report is the record the staff reviewed. */
export async function deleteReport(scope: TenantScope, userId: number, id: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockReport(txScope, id), userId);
    if (row.status !== S.DRAFT) throw fail(ReportErrors.NOT_DELETABLE);
    await txScope.updateTable('rendaReport').set({ deleted: true, updater: String(userId), updateTime: new Date() }).where('id', '=', id).execute();
  });
}

/** 提交: a draft or a returned report goes to the staff; the last opinion stays until the next review. */
export async function submitReport(scope: TenantScope, userId: number, id: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockReport(txScope, id), userId);
    inState(row, '提交', S.DRAFT, S.RETURNED);
    const now = new Date();
    await txScope.updateTable('rendaReport').set({ status: S.SUBMITTED, submitTime: now, updater: String(userId), updateTime: now }).where('id', '=', id).execute();
    await syncDutySource(txScope, DutyKind.REPORT, id);
  });
}

export type ReviewDecision = 'approve' | 'return';

/** 审核: approve, or return to the deputy with an opinion (required then). A draft is not the staff's to see. */
export async function reviewReport(scope: TenantScope, userId: number, input: { id: number; decision: ReviewDecision; opinion?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = await lockReport(txScope, input.id);
    if (row.status === S.DRAFT) throw fail(ReportErrors.NOT_EXISTS);
    inState(row, '审核', S.SUBMITTED, S.REVIEWING);
    const opinion = input.opinion?.trim() ?? '';
    if (input.decision === 'return' && !opinion) throw fail(ReportErrors.OPINION_REQUIRED);
    const now = new Date();
    const status = input.decision === 'approve' ? S.APPROVED : S.RETURNED;
    await txScope.updateTable('rendaReport').set({
      status, opinion: opinion || null, reviewerId: userId, reviewTime: now, updater: String(userId), updateTime: now,
    }).where('id', '=', row.id).execute();
    // a returned report leaves the record until submitted again
    await syncDutySource(txScope, DutyKind.REPORT, row.id);
    await reportReviewed(txScope, row, status, opinion);
  });
}
