import type { TestApp } from './testApp.ts';

/** Builders for the survey API tests: a survey with questions, publishing, submitting. */
export interface QuestionSpec {
  questionName: string;
  questionType: string;
  validateRule?: string;
  showOrHide?: string;
  notEdit?: string;
  defaultValue?: string;
  options?: { optionText: string; isExtend?: string }[];
  /** Show rule: index of an earlier question in the spec list and the option's position (0-based). */
  showWhen?: [questionIndex: number, optionIndex: number];
}

export interface BuiltQuestion {
  id: number;
  questionType: string;
  options: { optionId: number; optionText: string; isExtend: string }[];
}

export async function createSurvey(t: TestApp, token: string, name: string, specs: readonly QuestionSpec[]): Promise<{ surveyId: number; questions: BuiltQuestion[] }> {
  const created = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token, payload: { surveyName: name, surveyType: '1', surveyDesc: `${name}的说明` } });
  if (created.code !== 0) throw new Error(`create survey: ${created.msg}`);
  const surveyId = created.data as number;
  const questions: BuiltQuestion[] = [];
  for (const [i, spec] of specs.entries()) {
    const { showWhen, options, ...rest } = spec;
    const rule = showWhen ? { showWhenQuestionId: questions[showWhen[0]].id, showWhenOptionId: questions[showWhen[0]].options[showWhen[1]].optionId } : {};
    const res = await t.call({
      method: 'POST', url: '/admin-api/renda/question/create', token,
      payload: { surveyId, questionNo: i + 1, ...rest, ...rule, ...(options ? { options: options.map((o, n) => ({ optionNo: n + 1, ...o })) } : {}) },
    });
    if (res.code !== 0) throw new Error(`create question ${spec.questionName}: ${res.msg}`);
    const got = await t.call({ method: 'GET', url: `/admin-api/renda/question/${res.data}`, token });
    questions.push({ id: got.data.id, questionType: got.data.questionType, options: got.data.options ?? [] });
  }
  return { surveyId, questions };
}

export const lifecycle = (t: TestApp, token: string, action: 'publish' | 'revoke' | 'finish', surveyId: number) =>
  t.call({ method: 'PUT', url: `/admin-api/renda/survey/${action}/${surveyId}`, token });

export interface Given {
  q: BuiltQuestion;
  options?: number[];
  text?: string;
}

/** `answerJson` as the fill-in page sends it; `options` are option positions (0-based) of the question. */
export function answerJson(given: readonly Given[]): string {
  return JSON.stringify(given.map(({ q, options = [], text = '' }) => ({
    questionId: q.id, questionType: q.questionType, optionIds: options.map((i) => q.options[i]?.optionId ?? 9999), answerText: text,
  })));
}

export const submit = (t: TestApp, token: string, surveyId: number, given: readonly Given[] | string) =>
  t.call({ method: 'POST', url: '/admin-api/renda/answer/create', token, payload: { surveyId, answerJson: typeof given === 'string' ? given : answerJson(given) } });
