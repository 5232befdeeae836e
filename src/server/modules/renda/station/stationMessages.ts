import type { TenantScope } from '../../../db/tenantScope.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import { deputiesOf } from './stationDeputies.ts';

/** The first characters of what a citizen wrote, for a message's one line. */
const summaryOf = (content: string): string => (content.length > 40 ? `${content.slice(0, 40)}…` : content);

/**
 * A citizen's feedback arrived at a station: each deputy stationed there is told through the one message path
 * (docs/messages.md), in the submit's transaction, with a link to the feedback. Telling the people it is then
 * assigned to (分派) is the handling's (modules/renda/stationFeedback).
 */
export async function stationFeedbackArrived(scope: TenantScope, feedback: {
  id: number; trackingNo: string; stationId: number; stationName: string; feedbackType: string; content: string;
}): Promise<void> {
  const deputies = (await deputiesOf(scope, [feedback.stationId])).get(feedback.stationId) ?? [];
  const type = await scope.db.selectFrom('systemDictData').select('label')
    .where('dictType', '=', 'renda_station_feedback_type').where('value', '=', feedback.feedbackType).executeTakeFirst();
  for (const userId of deputies) {
    await enqueueMessage(scope, {
      userId, kind: 'stationFeedback', templateCode: 'renda-station-feedback-new', dedupeKey: `station-feedback-new:${feedback.id}:${userId}`,
      link: `/renda/my-station-feedback?id=${feedback.id}`,
      params: { station: feedback.stationName, type: type?.label ?? '反馈', trackingNo: feedback.trackingNo, summary: summaryOf(feedback.content) },
    });
  }
}
