import { registerPages } from '../../routes/registry.ts';

/**
 * The two document previews (issue 19) under the keys of the fixed routes (constantRoutes.ts) and of the seed's menus
 * 33 and 34 (a menu at the same path wins, so both must lead to the page). Each page is its own chunk: pdf.js and
 * docx-preview load only there.
 */
export function installPreviewPages(): void {
  registerPages({
    'renda/preview/report': () => import('./ReportPreviewPage.tsx'),
    'preview/report/index': () => import('./ReportPreviewPage.tsx'),
    'renda/preview/pdf': () => import('./PdfPreviewPage.tsx'),
    'preview/pdf/index': () => import('./PdfPreviewPage.tsx'),
  });
}
