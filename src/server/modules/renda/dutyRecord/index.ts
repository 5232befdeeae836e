/**
 * 履职档案 (issue 36 points 3 and 5, docs/duty-record.md, decision 98): the items each source's command keeps
 * (dutySources.ts over dutyItems.ts), the record read from them, its Word and PDF, the annual report's draft, terms,
 * and the liaison-station reception check-in.
 */
export { dutyRecordRoutes } from './dutyRecordRoutes.ts';
export { DutyRecordErrors } from './dutyRecordErrors.ts';
export { syncAllDutySources, syncDutySource, syncDutySources } from './dutySources.ts';
export { termHooks } from './termHooks.ts';
