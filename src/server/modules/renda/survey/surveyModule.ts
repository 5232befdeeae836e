import type { ResourceHooks } from '../../../crud/hooks.ts';
import { ServiceError } from '../../../http/errors.ts';
import { SurveyStatus } from '../../../../shared/survey/lifecycle.ts';
import { SurveyErrors } from './surveyErrors.ts';

export { SurveyStatus } from '../../../../shared/survey/lifecycle.ts';
export { SurveyErrors } from './surveyErrors.ts';

const refuse = (e: { code: number; msg: string }) => new ServiceError(e.code, e.msg);

export const surveyHooks: ResourceHooks = {
  // A new survey is a draft; only the lifecycle routes move it on.
  beforeCreate: (values) => ({ ...values, status: SurveyStatus.DRAFT }),
  // A finished survey is a record: its name, description and dates no longer change.
  beforeUpdate: (_values, existing) => {
    if (String(existing.status) === SurveyStatus.FINISHED) throw refuse(SurveyErrors.FINISHED_READ_ONLY);
  },
  beforeDelete: async (existing, { repoOf }) => {
    if (String(existing.status) === SurveyStatus.PUBLISHED) throw refuse(SurveyErrors.PUBLISHED_NO_DELETE);
    const answers = await repoOf('answer').page({ pageNo: 1, pageSize: 1, surveyId: existing.id });
    if (answers.total > 0) throw refuse(SurveyErrors.HAS_ANSWERS);
  },
  afterRead: async (rows, { repoOf }) => {
    if (!rows.length) return rows;
    const counts = await repoOf('answer').countBy('surveyId', rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, answerCount: counts.get(Number(r.id)) ?? 0 }));
  },
};
