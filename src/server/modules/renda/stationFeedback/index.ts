/** Liaison-station feedback's handling (issue 35 points 3–5, docs/stations.md): lists, steps, into a proposal, statistics. */
import type { ResourceHooks } from '../../../crud/hooks.ts';

export { stationFeedbackRoutes } from './stationFeedbackRoutes.ts';
export { StationFeedbackErrors } from './stationFeedbackErrors.ts';

/** The generic detail and export read the deputies assigned (the linked `assigneeIds`) from the link table. */
export const stationFeedbackHooks: ResourceHooks = {
  afterRead: async (rows, { scope }) => {
    const ids = rows.map((r) => Number(r.id)).filter((n) => Number.isInteger(n));
    if (!ids.length) return rows;
    const links = await scope().selectFrom('rendaStationFeedbackAssignee').select(['feedbackId', 'userId'])
      .where('feedbackId', 'in', ids).where('deleted', '=', false).orderBy('id').execute();
    const byFeedback = new Map<number, number[]>();
    for (const l of links) byFeedback.set(l.feedbackId, [...(byFeedback.get(l.feedbackId) ?? []), l.userId]);
    return rows.map((r) => ({ ...r, assigneeIds: byFeedback.get(Number(r.id)) ?? [] }));
  },
};
