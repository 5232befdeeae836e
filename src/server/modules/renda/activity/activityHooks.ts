import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { ActivityErrors } from './activityErrors.ts';
import { activityInvited } from './activityMessages.ts';
import { assertDeputies } from '../deputies.ts';
import { participantsOf, setParticipants } from './participants.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';

type Row = Record<string, unknown>;

const given = (v: unknown): boolean => v !== undefined && v !== null;
const time = (v: unknown): number => (v instanceof Date ? v.getTime() : Number(v));

/**
 * The rules the schema cannot say alone, on the activity as it will be after the write (an update gives only the
 * fields it changes, decision 32): the end not before the start, a centre with both coordinates or none (the map
 * needs both; an activity may be placed by its address alone), participants who are deputies of the tenant.
 */
function assertActivity(next: Row): void {
  if (given(next.startTime) && given(next.endTime) && time(next.endTime) < time(next.startTime)) throw fail(ActivityErrors.END_BEFORE_START);
  if (given(next.longitude) !== given(next.latitude)) throw fail(ActivityErrors.COORDINATES_INCOMPLETE);
}

/** Duty activities (docs/activities.md): participants kept in renda_activity_user in the write's transaction. */
export const activityHooks: ResourceHooks = {
  beforeCreate: async (values, { scope }) => {
    assertActivity(values);
    await assertDeputies(scope(), values.participantIds, ActivityErrors.NOT_DEPUTY);
  },
  beforeUpdate: async (values, existing, { scope }) => {
    assertActivity({ ...existing, ...values });
    await assertDeputies(scope(), values.participantIds, ActivityErrors.NOT_DEPUTY);
  },
  // New participants are invited in the write's transaction (activityMessages.ts).
  afterCreate: async (id, values, { scope, request }) => {
    if (!Array.isArray(values.participantIds)) return;
    const added = await setParticipants(scope(), id, values.participantIds.map(Number), request.loginUser!.id);
    await activityInvited(scope(), { ...values, id }, added);
  },
  // The record follows the activity: its title, type and time name and date its attendances; a participant removed leaves.
  afterUpdate: async (id, values, existing, { scope, request }) => {
    if (Array.isArray(values.participantIds)) {
      const added = await setParticipants(scope(), id, values.participantIds.map(Number), request.loginUser!.id);
      await activityInvited(scope(), { ...existing, ...values, id }, added);
    }
    await syncDutySource(scope(), DutyKind.ACTIVITY, id);
  },
  // In the delete's transaction: the participants, invited and signed up, go with the activity.
  afterDelete: async (existing, { scope, request }) => {
    await scope().updateTable('rendaActivityUser').set({ deleted: true, updater: String(request.loginUser!.id), updateTime: new Date() })
      .where('activityId', '=', Number(existing.id)).where('deleted', '=', false).execute();
    await syncDutySource(scope(), DutyKind.ACTIVITY, Number(existing.id));
  },
  afterRead: async (rows, { scope }) => {
    const participants = await participantsOf(scope(), rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const ids = participants.get(Number(r.id)) ?? [];
      return { ...r, participantIds: ids, participantCount: ids.length };
    });
  },
};
