import type { ResourceHooks } from '../../../crud/hooks.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ServiceError } from '../../../http/errors.ts';
import { SurveyErrors } from '../survey/surveyModule.ts';

type Row = Record<string, unknown>;

/**
 * `answerJson` must be the JSON text of a list of `{questionId, questionType, optionIds, answerText}`; anything else
 * is refused before it is stored, so statistics never meet a malformed answer.
 */
export function parseAnswerJson(text: unknown): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(text));
  } catch {
    throw badAnswer('答卷内容不是合法的 JSON');
  }
  if (!Array.isArray(parsed)) throw badAnswer('答卷内容应为答案列表');
  parsed.forEach((item, i) => {
    if (!item || typeof item !== 'object') throw badAnswer(`第 ${i + 1} 个答案格式不正确`);
    const a = item as Row;
    if (!Number.isInteger(Number(a.questionId)) || Number(a.questionId) < 1) throw badAnswer(`第 ${i + 1} 个答案缺少问题编号 questionId`);
    if (a.optionIds !== undefined && a.optionIds !== null && !Array.isArray(a.optionIds) && typeof a.optionIds !== 'string') throw badAnswer(`第 ${i + 1} 个答案的 optionIds 应为选项编号列表`);
    if (a.answerText !== undefined && a.answerText !== null && typeof a.answerText !== 'string') throw badAnswer(`第 ${i + 1} 个答案的 answerText 应为文字`);
  });
  return parsed as Row[];
}

const badAnswer = (reason: string) => new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${reason}`);

export const answerHooks: ResourceHooks = {
  // The respondent is whoever is signed in; a client cannot answer in someone else's name.
  beforeCreate: async (values, { request, repoOf }) => {
    if (!(await repoOf('survey').get(Number(values.surveyId)))) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
    parseAnswerJson(values.answerJson);
    return { ...values, userId: request.loginUser!.id };
  },
  beforeUpdate: (values) => {
    if (values.answerJson !== undefined) parseAnswerJson(values.answerJson);
  },
  afterRead: async (rows, { request }) => {
    const ids = [...new Set(rows.map((r) => Number(r.userId)).filter((id) => id > 0))];
    if (!ids.length) return rows;
    const users = await request.scope().selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', ids).execute();
    const names = new Map(users.map((u) => [u.id, u.nickname]));
    return rows.map((r) => ({ ...r, userNickname: names.get(Number(r.userId)) ?? '' }));
  },
};
