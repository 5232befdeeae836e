import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { HookContext, ResourceHooks } from '../../../crud/hooks.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { SurveyErrors } from '../survey/surveyModule.ts';
import { questionEditRefusal } from '../../../../shared/survey/lifecycle.ts';
import { isChoice } from '../../../../shared/survey/rules.ts';

type Row = Record<string, unknown>;
interface OptionRow { optionId?: number; optionNo: number; optionText: string; isExtend?: string }

export const QuestionErrors = {
  NOT_EXISTS: { code: 1010002000, msg: '问题不存在' },
  NOT_IN_SURVEY: { code: 1010002001, msg: '题号调整中含有不属于该问卷的问题' },
  /** Published or finished survey (the message says which). */
  SURVEY_LOCKED: { code: 1010002002, msg: '问卷已发布，不能修改问题' },
  BAD_SHOW_RULE: { code: 1010002003, msg: '显示条件不正确' },
};

/** The survey exists and its questions may change now (draft or withdrawn, not published or finished). */
async function assertEditable(ctx: Pick<HookContext, 'repoOf'>, surveyId: unknown): Promise<void> {
  const survey = await ctx.repoOf('survey').get(Number(surveyId));
  if (!survey) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
  const refusal = questionEditRefusal(survey.status);
  if (refusal) throw new ServiceError(QuestionErrors.SURVEY_LOCKED.code, refusal);
}

const badRule = (msg: string) => new ServiceError(QuestionErrors.BAD_SHOW_RULE.code, msg);

/**
 * A show rule names a choice question of the same survey and one of its options; a question cannot reveal itself.
 * Only both fields together make a rule (one alone is refused rather than silently ignored).
 */
async function assertShowRule(ctx: HookContext, merged: Row): Promise<void> {
  const qid = merged.showWhenQuestionId ?? null;
  const oid = merged.showWhenOptionId ?? null;
  if (qid === null && oid === null) return;
  if (qid === null || oid === null) throw badRule('显示条件需要同时选择题目和选项');
  if (merged.id !== undefined && Number(qid) === Number(merged.id)) throw badRule('显示条件不能是问题本身');
  const parent = await ctx.repo.get(Number(qid));
  if (!parent || Number(parent.surveyId) !== Number(merged.surveyId)) throw badRule('显示条件的题目不属于该问卷');
  if (!isChoice(String(parent.questionType))) throw badRule('显示条件只能是单选、多选或下拉选择题');
  if (!((parent.options as OptionRow[] | null) ?? []).some((o) => Number(o.optionId) === Number(oid))) throw badRule('显示条件的选项不存在');
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
    await assertEditable(ctx, values.surveyId);
    await assertShowRule(ctx, values);
    return { showOrHide: '0', notEdit: '0', ...values, options: numberOptions(values.options) ?? [] };
  },
  beforeUpdate: async (values, existing, ctx) => {
    await assertEditable(ctx, existing.surveyId);
    await assertShowRule(ctx, { ...existing, ...values, id: existing.id, surveyId: existing.surveyId });
    return values.options === undefined ? values : { ...values, options: numberOptions(values.options) };
  },
  beforeDelete: async (existing, ctx) => {
    await assertEditable(ctx, existing.surveyId);
  },
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
        await assertEditable({ repoOf: (name) => repositoryFor(trx as Db, registry.get(name), request) }, surveyId);
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
