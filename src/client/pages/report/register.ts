import PreviewIcon from '@mui/icons-material/Visibility';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { createElement, lazy } from 'react';
import { registerFilterWidget, registerRowAction } from '../../resources/extensions.ts';
import { registerPages } from '../../routes/registry.ts';
import { previewRoute } from '../preview/storedFilePath.ts';
import { DeputyFilter } from '../proposal/list/filters/DeputyFilter.tsx';
import { REPORT_STATUS } from './reportApi.ts';

/**
 * Annual duty reports (docs/reports.md): 我的年度报告 is a page of its own; 年度履职报告 (staff) is the report
 * resource's generated list (search by year, status, delegation, the deputy by name as on the proposals' list; export)
 * with 预览 and 审核 on its rows.
 */
export function installReportFeatures(): void {
  registerPages({ 'renda/report/my': () => import('./MyReportPage.tsx') });
  registerRowAction('report', {
    key: 'preview',
    label: 'app.report.preview',
    permission: 'renda:report:preview',
    icon: createElement(PreviewIcon, { fontSize: 'small' }),
    to: (row) => previewRoute({ url: String(row.fileUrl), name: String(row.fileName) }) ?? '/preview-report',
  });
  registerRowAction('report', {
    key: 'review',
    label: 'app.report.review',
    permission: 'renda:report:review',
    icon: createElement(RateReviewIcon, { fontSize: 'small' }),
    visible: (row) => row.status === REPORT_STATUS.SUBMITTED || row.status === REPORT_STATUS.REVIEWING,
    dialog: lazy(() => import('./ReportReviewDialog.tsx')),
  });
  registerFilterWidget('report', 'deputyId', DeputyFilter);
}
