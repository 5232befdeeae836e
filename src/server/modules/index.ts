import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { HookRegistry } from '../crud/hooks.ts';
import type { ResourceRegistry } from '../crud/registry.ts';
import { configHooks, configRoutes } from './infra/config/configModule.ts';
import { dictDataHooks, dictTypeHooks } from './system/dict/dictHooks.ts';
import { answerHooks } from './renda/answer/answerModule.ts';
import { groupHooks, groupRoutes } from './renda/group/groupModule.ts';
import { questionHooks, questionRoutes } from './renda/question/questionModule.ts';
import { surveyHooks } from './renda/survey/surveyModule.ts';

/** Business rules that resources add to the generic routes, by manifest name. */
export const resourceHooks: HookRegistry = {
  config: configHooks,
  dictType: dictTypeHooks,
  dictData: dictDataHooks,
  survey: surveyHooks,
  question: questionHooks,
  answer: answerHooks,
  group: groupHooks,
};

/** Hand-written routes that sit beside the generic ones (irregular operations of a resource). */
export function moduleRoutes(db: Db, registry: ResourceRegistry): ((app: FastifyInstance) => Promise<void>)[] {
  return [configRoutes(db), questionRoutes(db, registry), groupRoutes(db, registry)];
}
