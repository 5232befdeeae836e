import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { isDisplayOnly } from '../../../../shared/survey/rules.ts';
import { SurveyStatus, transitionRefusal, TRANSITIONS, type SurveyAction } from '../../../../shared/survey/lifecycle.ts';
import { SurveyErrors } from './surveyErrors.ts';
import { SurveyService } from './surveyService.ts';
import { surveyPublished } from './surveyMessages.ts';
import { TenantScope } from '../../../db/tenantScope.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '问卷编号', minimum: 1 } } } as const;
const idQuery = idParams;

/**
 * The survey's own routes beside the generic CRUD: the lifecycle (publish, revoke, finish), the fill-in page's
 * survey fetch and a deputy's list of surveys to answer.
 */
export function surveyRoutes(db: Db, registry: ResourceRegistry) {
  const service = new SurveyService(db, registry);
  return async function (app: FastifyInstance): Promise<void> {
    for (const action of Object.keys(TRANSITIONS) as SurveyAction[]) {
      app.put<{ Params: { id: number } }>(`/renda/survey/${action}/:id`, {
        config: { access: `renda:survey:${action}` },
        schema: { params: idParams },
      }, async (request) => {
        const id = request.params.id;
        // a scope's transaction: the messages of a publish are sent once it commits
        await new TenantScope(db, request.tenantId!).transaction(async (txScope) => {
          const trx = txScope.db;
          const survey = await service.survey(request, id, trx);
          const refusal = transitionRefusal(survey.status, action);
          if (refusal) throw new ServiceError(SurveyErrors.ILLEGAL_TRANSITION.code, refusal);
          if (action === 'publish') {
            const questions = await service.questions(request, id, trx);
            if (!questions.some((q) => !isDisplayOnly(q.questionType))) throw new ServiceError(SurveyErrors.NO_QUESTIONS.code, SurveyErrors.NO_QUESTIONS.msg);
          }
          await service.repo('survey', request, trx).update(id, { status: TRANSITIONS[action].to });
          if (action === 'publish') {
            await surveyPublished(txScope, { id, surveyName: String(survey.surveyName), endTime: (survey.endTime as number | null) ?? null });
          }
        });
        return ok(true);
      });
    }

    // The fill-in (and designer preview) page: the survey with its questions and whether the user may submit.
    app.get<{ Querystring: { id: number } }>('/renda/survey/getDetail', {
      config: { access: 'renda:answer:create' },
      schema: { querystring: idQuery },
    }, async (request) => ok(await service.detail(request, request.query.id)));

    // A deputy's surveys: the published and finished ones, each with whether they have answered it.
    app.get<{ Querystring: { pageNo?: number; pageSize?: number; surveyName?: string } }>('/renda/survey/my-page', {
      config: { access: 'renda:my-survey:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
            pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
            surveyName: { type: 'string', title: '问卷名称', maxLength: 100 },
          },
        },
      },
    }, async (request) => {
      const { pageNo = 1, pageSize = 10, surveyName } = request.query;
      const page = await service.repo('survey', request).page({ pageNo, pageSize, surveyName, status: `${SurveyStatus.PUBLISHED},${SurveyStatus.FINISHED}` });
      const list = await Promise.all(page.list.map(async (s) => {
        const mine = await service.myAnswer(request, Number(s.id));
        const refusal = SurveyService.answerRefusal(s, !!mine);
        return { ...s, answered: !!mine, answerTime: mine?.createTime ?? null, canAnswer: !refusal, reason: refusal?.msg ?? null };
      }));
      return ok({ list, total: page.total });
    });
  };
}
