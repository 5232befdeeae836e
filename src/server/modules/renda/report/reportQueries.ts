import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { REPORT_STATUS as S, ReportErrors } from './reportErrors.ts';

const COLUMNS = ['rendaReport.id', 'rendaReport.year', 'rendaReport.dutiesType', 'rendaReport.title', 'rendaReport.deputyId',
  'rendaReport.delegationId', 'rendaReport.delegationType', 'rendaReport.fileUrl', 'rendaReport.fileName', 'rendaReport.fileSize', 'rendaReport.status', 'rendaReport.opinion',
  'rendaReport.submitTime', 'rendaReport.reviewTime', 'rendaReport.reviewerId', 'rendaReport.createTime'] as const;

function withNames(scope: TenantScope) {
  return scope.selectFrom('rendaReport')
    .leftJoin('systemUsers as deputy', 'deputy.id', 'rendaReport.deputyId')
    .leftJoin('systemUsers as reviewer', 'reviewer.id', 'rendaReport.reviewerId')
    .leftJoin('systemDept as delegation', 'delegation.id', 'rendaReport.delegationId')
    .select([...COLUMNS, 'deputy.nickname as deputyName', 'reviewer.nickname as reviewerName', 'delegation.name as delegationName'])
    .where('rendaReport.deleted', '=', false);
}

/**
 * One report: its deputy reads it in any state; the staff (renda:report:query) once submitted. To anyone else —
 * another deputy above all, whose draft it may be — it does not exist.
 */
export async function reportDetail(scope: TenantScope, userId: number, id: number, isStaff: () => Promise<boolean>) {
  const row = await withNames(scope).where('rendaReport.id', '=', id).executeTakeFirst();
  if (!row || (row.deputyId !== userId && (row.status === S.DRAFT || !(await isStaff())))) throw fail(ReportErrors.NOT_EXISTS);
  return row;
}

export interface MyReportFilter {
  pageNo: number;
  pageSize: number;
  year?: string;
  status?: number;
}

/** 我的年度报告: the caller's own reports, drafts too, newest year first. */
export async function myReports(scope: TenantScope, userId: number, q: MyReportFilter) {
  let query = scope.selectFrom('rendaReport').where('rendaReport.deleted', '=', false).where('rendaReport.deputyId', '=', userId);
  if (q.year) query = query.where('rendaReport.year', '=', q.year);
  if (q.status !== undefined) query = query.where('rendaReport.status', '=', q.status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = withNames(scope).where('rendaReport.deputyId', '=', userId);
  if (q.year) rows = rows.where('rendaReport.year', '=', q.year);
  if (q.status !== undefined) rows = rows.where('rendaReport.status', '=', q.status);
  const list = await rows.orderBy('rendaReport.year', 'desc').orderBy('rendaReport.id', 'desc')
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { list, total: Number(total) };
}
