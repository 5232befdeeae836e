import type { ResourceHooks } from '../../../crud/hooks.ts';
import { ServiceError } from '../../../http/errors.ts';

/** Values of the renda_survey_status dictionary. */
export const SurveyStatus = { DRAFT: '0', PUBLISHED: '1', REVOKED: '2', FINISHED: '3' } as const;

export const SurveyErrors = {
  NOT_EXISTS: { code: 1010001000, msg: '问卷不存在' },
  HAS_ANSWERS: { code: 1010001001, msg: '问卷已有答卷，不能删除；如需停止收集，请结束问卷' },
};

export const surveyHooks: ResourceHooks = {
  // A new survey is a draft; only the lifecycle routes move it on.
  beforeCreate: (values) => ({ ...values, status: SurveyStatus.DRAFT }),
  beforeDelete: async (existing, { repoOf }) => {
    const answers = await repoOf('answer').page({ pageNo: 1, pageSize: 1, surveyId: existing.id });
    if (answers.total > 0) throw new ServiceError(SurveyErrors.HAS_ANSWERS.code, SurveyErrors.HAS_ANSWERS.msg);
  },
  afterRead: async (rows, { repoOf }) => {
    if (!rows.length) return rows;
    const counts = await repoOf('answer').countBy('surveyId', rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, answerCount: counts.get(Number(r.id)) ?? 0 }));
  },
};
