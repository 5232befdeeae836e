import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { HookContext, ResourceHooks } from '../../../crud/hooks.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { SurveyErrors } from '../survey/surveyModule.ts';

type Row = Record<string, unknown>;
interface OptionRow { optionId?: number; optionNo: number; optionText: string; isExtend?: string }

export const QuestionErrors = {
  NOT_EXISTS: { code: 1010002000, msg: '问题不存在' },
  NOT_IN_SURVEY: { code: 1010002001, msg: '题号调整中含有不属于该问卷的问题' },
};

async function assertSurvey(ctx: HookContext, surveyId: unknown): Promise<void> {
  if (!(await ctx.repoOf('survey').get(Number(surveyId)))) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
}

/**
 * Options are kept with the question; each gets a stable optionId (unique within the question) so that answers,
 * which refer to option ids, stay meaningful when options are edited or reordered.
 */
function numberOptions(options: unknown): OptionRow[] | undefined {
  if (!Array.isArray(options)) return undefined;
  const list = options as OptionRow[];
  let next = Math.max(0, ...list.map((o) => Number(o.optionId) || 0)) + 1;
  return list.map((o) => ({ ...o, isExtend: o.isExtend ?? '0', optionId: o.optionId ?? next++ }));
}

export const questionHooks: ResourceHooks = {
  beforeCreate: async (values, ctx) => {
    await assertSurvey(ctx, values.surveyId);
    return { showOrHide: '0', notEdit: '0', ...values, options: numberOptions(values.options) ?? [] };
  },
  beforeUpdate: (values) => (values.options === undefined ? values : { ...values, options: numberOptions(values.options) }),
};

export function questionRoutes(db: Db, registry: ResourceRegistry) {
  const questions = registry.get('question');
  return async function (app: FastifyInstance): Promise<void> {
    // The designer's and the fill-in page's call: a survey's questions in order.
    app.get<{ Params: { surveyId: number } }>('/renda/question/list/:surveyId', {
      config: { access: 'renda:question:query' },
      schema: { params: { type: 'object', required: ['surveyId'], properties: { surveyId: { type: 'integer', title: '问卷编号', minimum: 1 } } } },
    }, async (request) => ok(await repositoryFor(db, questions, request).list({ surveyId: request.params.surveyId })));

    // Reordering from the designer (drag and drop): all numbers change together or none does.
    app.put<{ Body: { surveyId: number; questions: { id: number; questionNo: number }[] } }>('/renda/question/updateQueNo', {
      config: { access: 'renda:question:update' },
      schema: {
        body: {
          type: 'object', required: ['surveyId', 'questions'],
          properties: {
            surveyId: { type: 'integer', title: '问卷编号', minimum: 1 },
            questions: {
              type: 'array', title: '题号', minItems: 1, maxItems: 500,
              items: { type: 'object', required: ['id', 'questionNo'], properties: { id: { type: 'integer', title: '问题编号', minimum: 1 }, questionNo: { type: 'integer', title: '题号', minimum: 1 } } },
            },
          },
        },
      },
    }, async (request) => {
      const { surveyId, questions: order } = request.body;
      await db.transaction().execute(async (trx) => {
        const repo = repositoryFor(trx as Db, questions, request);
        const existing = await repo.list({ surveyId });
        const ids = new Set(existing.map((q: Row) => Number(q.id)));
        if (order.some((q) => !ids.has(q.id))) throw new ServiceError(QuestionErrors.NOT_IN_SURVEY.code, QuestionErrors.NOT_IN_SURVEY.msg);
        for (const q of order) await repo.update(q.id, { questionNo: q.questionNo });
      });
      return ok(true);
    });
  };
}
