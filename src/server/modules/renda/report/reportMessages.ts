import type { TenantScope } from '../../../db/tenantScope.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import { REPORT_STATUS } from './reportErrors.ts';

/** The deputy's list of reports, where a returned one is revised and an approved one read. */
export const MY_REPORTS_LINK = '/renda/my-report';

/** `renda_report_duties_type`'s label (年度履职报告 …), as refusals and messages name a report. */
export async function dutiesTypeLabel(txScope: TenantScope, dutiesType: string): Promise<string> {
  const type = await txScope.db.selectFrom('systemDictData').select('label').where('dictType', '=', 'renda_report_duties_type')
    .where('value', '=', dutiesType).where('deleted', '=', false).executeTakeFirst();
  return type?.label ?? dutiesType;
}

/**
 * The staff's review reaches the deputy (docs/messages.md, decision 77): returned with the opinion to revise by, or
 * approved. A report has no process, so this is the only message of the hand-off.
 */
export async function reportReviewed(txScope: TenantScope, report: { id: number; deputyId: number; year: string; dutiesType: string; title: string }, status: number, opinion: string): Promise<void> {
  const returned = status === REPORT_STATUS.RETURNED;
  await enqueueMessage(txScope, {
    userId: report.deputyId, kind: 'report', templateCode: returned ? 'renda-report-returned' : 'renda-report-approved', link: MY_REPORTS_LINK,
    params: { year: report.year, dutiesType: await dutiesTypeLabel(txScope, report.dutiesType), title: report.title, ...(returned ? { opinion } : {}) },
  });
}
