import type { PageLoader } from '../../../routes/registry.ts';

/** 打印建议 (/print, menu component `renda/proposal/print`): its own entry, so the PDF libraries stay with it alone. */
export const printPages: Readonly<Record<string, PageLoader>> = {
  'renda/proposal/print': () => import('./ProposalPrintPage.tsx'),
};
