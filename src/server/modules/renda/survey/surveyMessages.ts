import type { TenantScope } from '../../../db/tenantScope.ts';
import { wallClockMinute } from '../../../wallClock.ts';
import { writeTogether } from '../../bpm/runtime/writeTogether.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { messageWrites } from '../../system/outbox/enqueue.ts';

/**
 * A published survey reaches every enabled deputy of the tenant, who answer it (docs/messages.md, decision 77), with
 * its fill-in page and its end time. A city has hundreds of deputies: their messages are written together, in one
 * statement (one by one, a publish took seconds). The lifecycle lets a survey be published once until it is
 * withdrawn, so each publication announces it once; published again after a withdrawal, it is open again and said so.
 */
export async function surveyPublished(txScope: TenantScope, survey: { id: number; surveyName: string; endTime: number | null }): Promise<void> {
  const deputies = await txScope.selectFrom('systemUsers').select('id').where('deleted', '=', false).where('status', '=', 0)
    .where('id', 'in', holdersOfRole(txScope, DEPUTY_ROLE)).orderBy('id').execute();
  const deadline = survey.endTime ? `${wallClockMinute(new Date(survey.endTime))}前` : '问卷结束前';
  const writes = await messageWrites(txScope, deputies.map(({ id: userId }) => ({
    userId: Number(userId), kind: 'survey' as const, templateCode: 'renda-survey-published', link: `/preview?surveyId=${survey.id}`,
    params: { name: survey.surveyName, deadline },
  })));
  await writeTogether(txScope, writes);
}
