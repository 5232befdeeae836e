import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ServiceError } from '../../../http/errors.ts';
import { sortQuestions } from '../../../../shared/survey/rules.ts';
import { SurveyStatus } from '../../../../shared/survey/lifecycle.ts';
import type { SurveyDetail, SurveyQuestion } from '../../../../shared/survey/types.ts';
import { SurveyErrors } from './surveyErrors.ts';
import { AnswerErrors } from '../answer/answerErrors.ts';

type Row = Record<string, unknown>;

/** Survey reads shared by the lifecycle, fill-in, my-answer, statistics and export routes. */
export class SurveyService {
  constructor(private readonly db: Db, private readonly registry: ResourceRegistry) {}

  repo(name: 'survey' | 'question' | 'answer', request: FastifyRequest, on: Db = this.db) {
    return repositoryFor(on, this.registry.get(name), request);
  }

  async survey(request: FastifyRequest, id: number, on?: Db): Promise<Row> {
    const row = await this.repo('survey', request, on).get(id);
    if (!row) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
    return row;
  }

  /** The survey's current questions in order. */
  async questions(request: FastifyRequest, surveyId: number, on?: Db): Promise<SurveyQuestion[]> {
    const rows = await this.repo('question', request, on).list({ surveyId });
    return sortQuestions(rows.map(toQuestion));
  }

  /** The signed-in user's answer to a survey, if any. */
  async myAnswer(request: FastifyRequest, surveyId: number, on?: Db): Promise<Row | undefined> {
    const { list } = await this.repo('answer', request, on).page({ pageNo: 1, pageSize: 1, surveyId, userId: request.loginUser!.id });
    return list[0];
  }

  async can(request: FastifyRequest, permission: string): Promise<boolean> {
    return request.hasPermission(permission);
  }

  /**
   * Why the signed-in user may not submit now (null: they may). Only a published survey within its dates takes
   * answers, one per respondent.
   */
  static answerRefusal(survey: Row, answered: boolean, now = Date.now()): { code: number; msg: string } | null {
    const status = String(survey.status);
    if (status === SurveyStatus.FINISHED) return SurveyErrors.FINISHED;
    if (status !== SurveyStatus.PUBLISHED) return SurveyErrors.NOT_OPEN;
    if (typeof survey.startTime === 'number' && now < survey.startTime) return SurveyErrors.NOT_STARTED;
    if (typeof survey.endTime === 'number' && now > survey.endTime) return SurveyErrors.CLOSED;
    if (answered) return AnswerErrors.ANSWERED;
    return null;
  }

  /**
   * The fill-in page's survey: name, description and questions. Respondents see published and finished surveys,
   * and any survey they answered; whoever manages surveys (renda:survey:query) also previews drafts and withdrawn
   * ones.
   */
  async detail(request: FastifyRequest, surveyId: number): Promise<SurveyDetail> {
    const survey = await this.survey(request, surveyId);
    const status = String(survey.status);
    const visibleToAll = status === SurveyStatus.PUBLISHED || status === SurveyStatus.FINISHED;
    const mine = await this.myAnswer(request, surveyId);
    // A respondent keeps sight of a survey they answered, also once it is withdrawn (their answer is still theirs).
    if (!visibleToAll && !mine && !(await this.can(request, 'renda:survey:query'))) throw new ServiceError(SurveyErrors.NOT_OPEN.code, SurveyErrors.NOT_OPEN.msg);
    const questionList = await this.questions(request, surveyId);
    const refusal = SurveyService.answerRefusal(survey, !!mine);
    return {
      id: surveyId, surveyId, surveyName: String(survey.surveyName), surveyDesc: (survey.surveyDesc as string) ?? null, status,
      startTime: (survey.startTime as number) ?? null, endTime: (survey.endTime as number) ?? null,
      questionList, answered: !!mine, canAnswer: !refusal, reason: refusal?.msg ?? null,
    };
  }
}

export function toQuestion(row: Row): SurveyQuestion {
  return {
    id: Number(row.id), surveyId: Number(row.surveyId), questionNo: Number(row.questionNo), questionName: String(row.questionName),
    questionType: row.questionType as SurveyQuestion['questionType'], validateRule: (row.validateRule as string) ?? null,
    showOrHide: (row.showOrHide as string) ?? '0', notEdit: (row.notEdit as string) ?? '0', defaultValue: (row.defaultValue as string) ?? null,
    optionDisplay: (row.optionDisplay as string) ?? null, options: ((row.options as SurveyQuestion['options']) ?? []).map((o) => ({ ...o, optionId: Number(o.optionId), optionNo: Number(o.optionNo) })),
    showWhenQuestionId: row.showWhenQuestionId == null ? null : Number(row.showWhenQuestionId),
    showWhenOptionId: row.showWhenOptionId == null ? null : Number(row.showWhenOptionId),
  };
}
