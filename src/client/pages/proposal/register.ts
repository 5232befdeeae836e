import { registerFilterWidget, registerRowAction } from '../../resources/extensions.ts';
import { registerPages } from '../../routes/registry.ts';
import { registerRecordWords, registerTaskHandlingView } from '../bpm/instance/businessViews.ts';
import { DeputyFilter } from './list/filters/DeputyFilter.tsx';
import { UnitFilter } from './list/filters/UnitFilter.tsx';
import { printPages } from './print/routes.ts';
import { proposalRecordWords } from './proposalRecordWords.ts';
import { proposalPages } from './routes.ts';

/** The proposal's pages under their menu keys; the print page is an entry of its own (its PDF libraries). */
export function installProposalPages(): void {
  registerPages(proposalPages);
  registerPages(printPages);
}

/**
 * 建议议案 (staff) is the proposal resource's generated list (search, columns, export); its rows lead to the
 * proposal's pages: 详情 (where staff review and assign), 流程 (its approval progress) and 打印. A proposal's tasks
 * are decided on its detail page, so the generic process detail leads there, and its record speaks the proposal's
 * words (审核, 交办, 答复, 评价). Its 领衔代表 and 主办单位 are searched
 * by name.
 */
export function installProposalListActions(): void {
  registerTaskHandlingView('/proposal/detail');
  registerRecordWords('/proposal/detail', proposalRecordWords);
  registerRowAction('proposal', { key: 'detail', label: 'app.proposal.list.detail', permission: 'renda:proposal:query', to: (row) => `/proposal/detail?id=${row.id}` });
  registerRowAction('proposal', { key: 'process', label: 'app.proposal.list.process', permission: 'renda:proposal:query', to: (row) => `/proposal/process-instance/detail?id=${row.id}` });
  registerRowAction('proposal', { key: 'print', label: 'app.proposal.list.print', permission: 'renda:proposal:print', to: (row) => `/print?id=${row.id}` });
  registerFilterWidget('proposal', 'deputyId', DeputyFilter);
  registerFilterWidget('proposal', 'deptId', UnitFilter);
}
