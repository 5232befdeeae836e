import { sql } from 'kysely';
import { SurveyStatus, TRANSITIONS } from '../../../../../shared/survey/lifecycle.ts';
import { affected, type JobHandler } from './registry.ts';

/**
 * Finishes the published surveys whose end time has passed, in every tenant: the lifecycle's `finish` (published →
 * 已结束), what 结束 on the survey list does. A revoked survey is left alone: its author is reworking it and may move
 * its end time. Submissions past the end time are refused either way (SurveyService.answerRefusal).
 */
export const surveyFinishJob: JobHandler = {
  name: 'surveyFinishJob',
  title: '结束已过截止时间的问卷',
  async run({ db }) {
    if (!TRANSITIONS.finish.from.includes(SurveyStatus.PUBLISHED)) throw new Error('问卷生命周期不允许结束已发布的问卷');
    const result = await sql`update renda_survey set status = ${TRANSITIONS.finish.to}, update_time = now()
      where not deleted and status = ${SurveyStatus.PUBLISHED} and end_time < now()`.execute(db);
    return `结束问卷 ${affected(result)} 份`;
  },
};
