import type { Db } from '../../../db/database.ts';
import type { HookContext } from '../../../crud/hooks.ts';
import { SurveyStatus } from '../../../../shared/survey/lifecycle.ts';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';
import { toQuestion } from '../survey/surveyService.ts';

type Row = Record<string, unknown>;

const MAX_SURVEYS = 200;

/**
 * The questions of published surveys, kept in memory: every submission validates against them, and while a survey
 * is published they cannot change (question edits are refused then). The key carries the survey's update time, which
 * every lifecycle transition moves, so a revoked, edited and republished survey is read afresh, on every server
 * instance, with no message between them. One cache per database (test apps each have their own).
 */
const caches = new WeakMap<Db, Map<string, SurveyQuestion[]>>();

export async function questionsOf(ctx: HookContext, survey: Row): Promise<SurveyQuestion[]> {
  const load = async () => (await ctx.repoOf('question').list({ surveyId: Number(survey.id) })).map(toQuestion);
  if (String(survey.status) !== SurveyStatus.PUBLISHED || typeof survey.updateTime !== 'number') return load();
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const key = `${ctx.request.tenantId}:${survey.id}:${survey.updateTime}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const questions = await load();
  if (cache.size >= MAX_SURVEYS) cache.delete(cache.keys().next().value!); // oldest first: a Map keeps insertion order
  cache.set(key, questions);
  return questions;
}
