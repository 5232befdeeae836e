import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { listQuerySchema, type ListQuery } from '../../../crud/listQuery.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { isChoice, toOptionIds } from '../../../../shared/survey/rules.ts';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';
import type { AnswerData } from '../../../../shared/survey/statistics.ts';
import { SurveyService } from '../survey/surveyService.ts';
import { AnswerErrors } from './answerErrors.ts';
import { sendAnswerExcel } from './answerExport.ts';
import { crosstab, statisticsRows, surveyStatistics, textAnswers } from './answerStatistics.ts';

const int = (title: string) => ({ type: 'integer', title, minimum: 1 });
const idQuery = { type: 'object', required: ['id'], properties: { id: int('问卷编号') } } as const;

/** Operations of the generic CRUD that these routes serve instead (see modules/index.ts). */
export const ANSWER_REPLACED_OPERATIONS = ['answer.export'] as const;

/**
 * Routes of answers beside the generic CRUD: the respondent's own answer, the statistics (all computed in SQL) and
 * the Excel of all answers with one column per question.
 */
export function answerRoutes(db: Db, registry: ResourceRegistry) {
  const service = new SurveyService(db, registry);

  /** The user's answer to a survey with the survey and its questions (my-answer page). */
  const myAnswer = async (request: FastifyRequest, surveyId: number) => {
    const detail = await service.detail(request, surveyId);
    const answer = await service.myAnswer(request, surveyId);
    if (!answer) return { ...detail, answer: null };
    return { ...detail, answer: { id: answer.id, createTime: answer.createTime, answerJson: answer.answerJson, items: JSON.parse(String(answer.answerJson)) } };
  };

  const questionOf = async (request: FastifyRequest, surveyId: number, questionId: number): Promise<SurveyQuestion> => {
    const q = (await service.questions(request, surveyId)).find((x) => x.id === questionId);
    if (!q) throw new ServiceError(AnswerErrors.QUESTION_NOT_IN_SURVEY.code, AnswerErrors.QUESTION_NOT_IN_SURVEY.msg);
    return q;
  };

  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { id: number } }>('/renda/answer/getMyAnswer', {
      config: { access: 'renda:my-answer:query' },
      schema: { querystring: idQuery },
    }, async (request) => ok(await myAnswer(request, request.query.id)));

    // The same answer question by question: each question with the options and text the user gave.
    app.get<{ Params: { id: number } }>('/renda/question/getMyAnswer/:id', {
      config: { access: 'renda:my-answer:query' },
      schema: { params: idQuery },
    }, async (request) => {
      const mine = await myAnswer(request, request.params.id);
      const given = new Map(((mine.answer?.items ?? []) as { questionId: number; optionIds: unknown; answerText?: string }[]).map((i) => [Number(i.questionId), i]));
      return ok(mine.questionList.map((q) => {
        const a = given.get(q.id);
        return { ...q, optionIds: a ? toOptionIds(a.optionIds) : [], answerText: a?.answerText ?? '' };
      }));
    });

    app.get<{ Querystring: { id: number } }>('/renda/answer/getAnswerData', {
      config: { access: 'renda:survey:statistics' },
      schema: { querystring: idQuery },
    }, async (request) => {
      const id = request.query.id;
      // Independent reads side by side (separate connections on PostgreSQL).
      const [survey, questions, counts, rows] = await Promise.all([
        service.survey(request, id), service.questions(request, id), service.repo('answer', request).countBy('surveyId', [id]), statisticsRows(request.scope(), id),
      ]);
      const data: AnswerData = {
        surveyId: Number(survey.id), surveyName: String(survey.surveyName), surveyDesc: (survey.surveyDesc as string | null) ?? null,
        status: String(survey.status), answerCount: counts.get(id) ?? 0, questions: surveyStatistics(questions, rows),
      };
      return ok(data);
    });

    app.get<{ Querystring: { surveyId: number; questionId: number; pageNo: number; pageSize: number } }>('/renda/answer/text-page', {
      config: { access: 'renda:survey:statistics' },
      schema: {
        querystring: {
          type: 'object', required: ['surveyId', 'questionId'],
          properties: { surveyId: int('问卷编号'), questionId: int('问题编号'), pageNo: { ...int('页码'), default: 1 }, pageSize: { ...int('每页条数'), maximum: 100, default: 10 } },
        },
      },
    }, async (request) => {
      const { surveyId, questionId, pageNo, pageSize } = request.query;
      await questionOf(request, surveyId, questionId);
      return ok(await textAnswers(request.scope(), surveyId, questionId, pageNo, pageSize));
    });

    app.get<{ Querystring: { surveyId: number; rowQuestionId: number; colQuestionId: number } }>('/renda/answer/crosstab', {
      config: { access: 'renda:survey:statistics' },
      schema: {
        querystring: {
          type: 'object', required: ['surveyId', 'rowQuestionId', 'colQuestionId'],
          properties: { surveyId: int('问卷编号'), rowQuestionId: int('行问题'), colQuestionId: int('列问题') },
        },
      },
    }, async (request) => {
      const { surveyId, rowQuestionId, colQuestionId } = request.query;
      const [rowQ, colQ] = [await questionOf(request, surveyId, rowQuestionId), await questionOf(request, surveyId, colQuestionId)];
      if (!isChoice(rowQ.questionType) || !isChoice(colQ.questionType)) throw new ServiceError(AnswerErrors.NOT_CHOICE.code, AnswerErrors.NOT_CHOICE.msg);
      return ok(await crosstab(request.scope(), surveyId, rowQ, colQ));
    });

    app.get('/renda/answer/export-excel', {
      config: { access: 'renda:answer:export' },
      schema: { querystring: listQuerySchema(registry.get('answer'), false) },
    }, async (request, reply) => sendAnswerExcel(reply, request, service, request.query as ListQuery));
  };
}
