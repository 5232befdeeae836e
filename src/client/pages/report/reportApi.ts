import { http } from '../../api/index.ts';

/** `renda_report_status` (docs/reports.md). */
export const REPORT_STATUS = { DRAFT: 0, SUBMITTED: 1, REVIEWING: 2, APPROVED: 3, RETURNED: 4 } as const;

/** A report as `/renda/report/get` and `my-page` answer it. */
export interface Report {
  id: number;
  year: string;
  dutiesType: string;
  title: string;
  deputyId: number;
  deputyName: string | null;
  /** The deputy's delegation (his department) when the report was made. */
  delegationId: number | null;
  delegationName: string | null;
  delegationType: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: number;
  status: number;
  opinion: string | null;
  submitTime: number | null;
  reviewTime: number | null;
  reviewerName: string | null;
  createTime: number;
}

export interface ReportInput {
  year: string;
  dutiesType: string;
  title: string;
  fileUrl: string;
}

/** `/renda/report/*` (docs/reports.md "API"). */
export const reportApi = {
  myPage: (query: Record<string, unknown>) => http.get<{ list: Report[]; total: number }>('/renda/report/my-page', query),
  get: (id: number) => http.get<Report>('/renda/report/get', { id }),
  create: (input: ReportInput) => http.post<number>('/renda/report/create', input),
  update: (id: number, input: Partial<ReportInput>) => http.put<boolean>('/renda/report/update', { id, ...input }),
  remove: (id: number) => http.delete<boolean>('/renda/report/delete', { id }),
  submit: (id: number) => http.put<boolean>('/renda/report/submit', { id }),
  review: (id: number, decision: 'approve' | 'return', opinion: string) => http.put<boolean>('/renda/report/review', { id, decision, opinion }),
};

/** The server's refusals of a report's file (not uploaded here, not a Word document): the file must be chosen again. */
export const FILE_REFUSALS: readonly number[] = [1010007004, 1010007005];
