import type { PageLoader } from '../../routes/registry.ts';

/**
 * Menu component keys of the proposal screens (seed menus) → their pages, loaded lazily. The staff list 建议议案
 * (`renda/proposal/index`) is the proposal resource's generated list, with the row actions of register.ts;
 * `renda/proposal/print` is the print page's own entry.
 */
export const proposalPages: Readonly<Record<string, PageLoader>> = {
  'renda/proposal/create': () => import('./create/ProposalCreatePage.tsx'),
  'renda/proposal/detail': () => import('./detail/ProposalDetailPage.tsx'),
  'renda/proposal/processDetail': () => import('./ProposalProcessPage.tsx'),
  'renda/proposal/my': () => import('./list/MyProposalPage.tsx'),
  'renda/proposal/handle': () => import('./list/HandleProposalPage.tsx'),
};
