/** Annual duty reports (年度履职报告, issue 19, docs/reports.md): the deputy's and staff's routes, the staff list's rule. */
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { REPORT_STATUS } from './reportErrors.ts';

/** The generated staff list and export never show drafts: a draft is its deputy's alone. */
export const reportHooks: ResourceHooks = {
  visibleRows: () => (q) => q.where('status', '<>', REPORT_STATUS.DRAFT),
};

export { reportRoutes } from './reportRoutes.ts';
export { ReportErrors, REPORT_STATUS, DOCX_TYPE } from './reportErrors.ts';
