import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { HookContext, ResourceHooks } from '../../../crud/hooks.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ServiceError } from '../../../http/errors.ts';
import { checkAnswers } from '../../../../shared/survey/validate.ts';
import { SurveyErrors } from '../survey/surveyErrors.ts';
import { SurveyService } from '../survey/surveyService.ts';
import { AnswerErrors } from './answerErrors.ts';
import { itemRows, writeItems, type ItemRow } from './answerItems.ts';
import { questionsOf } from './publishedQuestions.ts';
import { answerWriter, type Submission } from './answerWriter.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';

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
    if (a.optionIds !== undefined && a.optionIds !== null && !Array.isArray(a.optionIds) && typeof a.optionIds !== 'string' && typeof a.optionIds !== 'number') throw badAnswer(`第 ${i + 1} 个答案的 optionIds 应为选项编号列表`);
    if (a.answerText !== undefined && a.answerText !== null && typeof a.answerText !== 'string') throw badAnswer(`第 ${i + 1} 个答案的 answerText 应为文字`);
  });
  return parsed as Row[];
}

const badAnswer = (reason: string) => new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${reason}`);

// Statistics rows worked out by a before-hook, written with the answer (insert) or in its transaction (afterUpdate).
const pending = new WeakMap<FastifyRequest, ItemRow[]>();
const writers = new WeakMap<Db, (submission: Submission) => Promise<number>>();

/** Validates `answerJson` against the survey's current questions; returns the normalised JSON to store. */
async function validated(ctx: HookContext, survey: Row, parsed: Row[]): Promise<string> {
  const questions = await questionsOf(ctx, survey);
  const { problems, items } = checkAnswers(questions, parsed);
  if (problems.length) {
    throw new ServiceError(AnswerErrors.INVALID.code, problems[0].message, problems.map((p) => ({ field: p.questionId ? `question:${p.questionId}` : 'answerJson', message: p.message })));
  }
  pending.set(ctx.request, itemRows(questions, items));
  return JSON.stringify(items);
}

export const answerHooks: ResourceHooks = {
  // The respondent is whoever is signed in; a client cannot answer in someone else's name.
  beforeCreate: async (values, ctx) => {
    const parsed = parseAnswerJson(values.answerJson); // a malformed body is refused before anything is looked up
    const surveyId = Number(values.surveyId);
    const survey = await ctx.repoOf('survey').get(surveyId);
    if (!survey) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
    const userId = ctx.request.loginUser!.id;
    // One answer per respondent and survey: the manifest's unique index on (tenant, survey, user) refuses a second
    // insert with ANSWERED, race-free and without a look-up first (decisions.md).
    const refusal = SurveyService.answerRefusal(survey, false);
    if (refusal) throw new ServiceError(refusal.code, refusal.msg);
    return { ...values, answerJson: await validated(ctx, survey, parsed), userId };
  },
  // Written many to a statement with their statistics rows (answerWriter.ts): submissions come in bursts.
  insert: async (values, ctx) => {
    let write = writers.get(ctx.db);
    if (!write) writers.set(ctx.db, (write = answerWriter(ctx.db, ctx.repo.resource)));
    return write({ row: ctx.repo.insertRow(values), items: pending.get(ctx.request) ?? [] });
  },
  // An administrator's correction is held to the same rules as a submission (against the current questions).
  beforeUpdate: async (values, existing, ctx) => {
    if (values.answerJson === undefined) return values;
    const survey = await ctx.repoOf('survey').get(Number(existing.surveyId));
    if (!survey) throw new ServiceError(SurveyErrors.NOT_EXISTS.code, SurveyErrors.NOT_EXISTS.msg);
    return { ...values, answerJson: await validated(ctx, survey, parseAnswerJson(values.answerJson)) };
  },
  afterUpdate: async (id, values, existing, ctx) => {
    if (values.answerJson === undefined) return;
    await writeItems(ctx.scope(), { id, surveyId: Number(existing.surveyId), userId: Number(existing.userId) }, pending.get(ctx.request) ?? []);
  },
  // A removed answer leaves the statistics, and the deputy's record of duty, with it.
  afterDelete: async (existing, ctx) => {
    await ctx.scope().deleteFrom('rendaAnswerItem').where('answerId', '=', Number(existing.id)).execute();
    await syncDutySource(ctx.scope(), DutyKind.SURVEY, Number(existing.id));
  },
};
