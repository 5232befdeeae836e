/** The proposal pages (issue #17, docs/proposals.md "Pages"): their menu keys and the staff list's row actions. */
export { proposalPages } from './routes.ts';
export { installProposalListActions, installProposalPages } from './register.ts';
