import { http } from '../../api/index.ts';
import type { PageResult } from '../../../shared/envelope.ts';
import type { AnswerData, AnswerItem, Crosstab, SurveyAction, SurveyDetail, SurveyOption, SurveyQuestion, TextAnswer } from '../../../shared/survey/index.ts';

export type { AnswerData, Crosstab, OptionStat, QuestionStat, TextAnswer } from '../../../shared/survey/index.ts';

/** The survey calls of SPEC §7.2 and the ones this product adds (docs/surveys.md). */
export interface SurveyRow {
  id: number;
  surveyName: string;
  surveyDesc?: string | null;
  surveyType?: string;
  status: string;
  startTime?: number | null;
  endTime?: number | null;
  answerCount?: number;
  createTime?: number;
}

export interface MySurveyRow extends SurveyRow {
  answered: boolean;
  answerTime: number | null;
  canAnswer: boolean;
  reason: string | null;
}

export interface MyAnswer extends SurveyDetail {
  answer: { id: number; createTime: number; answerJson: string; items: AnswerItem[] } | null;
}

/** A question as the create and update routes take it: new options have no optionId yet. */
export type QuestionInput = Omit<SurveyQuestion, 'id' | 'options'> & { id?: number; options?: (Omit<SurveyOption, 'optionId'> & { optionId?: number })[] };

export const surveyApi = {
  page: (params: Record<string, unknown>) => http.get<PageResult<SurveyRow>>('/renda/survey/page', params),
  get: (id: number) => http.get<SurveyRow>('/renda/survey/get', { id }),
  remove: (id: number) => http.delete<boolean>('/renda/survey/delete', { id }),
  transition: (action: SurveyAction, id: number) => http.put<boolean>(`/renda/survey/${action}/${id}`),
  /** silent: the page shows a refusal itself (the fill-in page turns "not open" into its own message). */
  detail: (id: number, silent = false) => http.get<SurveyDetail>('/renda/survey/getDetail', { id }, { silent }),
  myPage: (params: Record<string, unknown>) => http.get<PageResult<MySurveyRow>>('/renda/survey/my-page', params),
};

export const questionApi = {
  list: (surveyId: number) => http.get<SurveyQuestion[]>(`/renda/question/list/${surveyId}`),
  create: (q: QuestionInput) => http.post<number>('/renda/question/create', q),
  update: (q: QuestionInput) => http.put<boolean>('/renda/question', q),
  remove: (id: number) => http.delete<boolean>(`/renda/question/${id}`),
  updateQueNo: (surveyId: number, questions: { id: number; questionNo: number }[]) => http.put<boolean>('/renda/question/updateQueNo', { surveyId, questions }),
};

export const answerApi = {
  /** answerJson: the JSON text of the list of answers (SPEC §3). */
  create: (surveyId: number, items: readonly AnswerItem[]) => http.post<number>('/renda/answer/create', { surveyId, answerJson: JSON.stringify(items) }),
  mine: (surveyId: number, silent = false) => http.get<MyAnswer>('/renda/answer/getMyAnswer', { id: surveyId }, { silent }),
  data: (surveyId: number) => http.get<AnswerData>('/renda/answer/getAnswerData', { id: surveyId }),
  texts: (surveyId: number, questionId: number, pageNo: number, pageSize: number) =>
    http.get<PageResult<TextAnswer>>('/renda/answer/text-page', { surveyId, questionId, pageNo, pageSize }),
  crosstab: (surveyId: number, rowQuestionId: number, colQuestionId: number) => http.get<Crosstab>('/renda/answer/crosstab', { surveyId, rowQuestionId, colQuestionId }),
  exportExcel: (surveyId: number) => http.download('/renda/answer/export-excel', { surveyId }),
};
