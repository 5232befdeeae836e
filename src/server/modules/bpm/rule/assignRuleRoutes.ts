import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { RuntimeErrors } from '../runtime/runtimeErrors.ts';
import { definitionId } from '../runtime/schemas.ts';
import { createRule, listRules, updateRule } from './assignRules.ts';
import { RULE_TYPES } from './assignRuleTypes.ts';

const ruleType = { type: 'integer', title: '规则类型', enum: RULE_TYPES } as const;
const options = {
  type: 'array', title: '规则值', minItems: 1, maxItems: 200, uniqueItems: true,
  items: { type: 'integer', title: '规则值', minimum: 1 },
  errorMessage: { minItems: '规则值不能为空' },
} as const;

/** `/bpm/task-assign-rule` (API-CONTRACT §5.5): the rule dialog of a model, read-only for a definition. */
export function assignRuleRoutes(db: Db, registry: ResourceRegistry) {
  const models = registry.get('bpmModel');
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { modelId?: number; processDefinitionId?: string } }>('/bpm/task-assign-rule/list', {
      config: { access: 'bpm:task-assign-rule:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: { modelId: { type: 'integer', title: '模型编号', minimum: 1 }, processDefinitionId: definitionId },
        },
      },
    }, async (request) => {
      const { modelId, processDefinitionId } = request.query;
      const scope = request.scope();
      if (modelId) {
        const model = await repositoryFor(db, models, request).get(modelId);
        if (!model) throw fail(RuntimeErrors.MODEL_NOT_EXISTS);
        return ok(await listRules(scope, { modelId }, { bpmnXml: model.bpmnXml as string | null, enginePrefix: model.enginePrefix as string | null }));
      }
      if (processDefinitionId) {
        const definition = await scope.selectFrom('bpmProcessDefinition').select(['bpmnXml', 'enginePrefix'])
          .where('id', '=', processDefinitionId).executeTakeFirst();
        if (!definition) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
        return ok(await listRules(scope, { processDefinitionId }, definition));
      }
      // yudao answers an empty list when neither is given
      return ok([]);
    });

    app.post<{ Body: { modelId: number; taskDefinitionKey: string; type: number; options: number[] } }>('/bpm/task-assign-rule/create', {
      config: { access: 'bpm:task-assign-rule:create' },
      schema: {
        body: {
          type: 'object', required: ['modelId', 'taskDefinitionKey', 'type', 'options'],
          properties: {
            modelId: { type: 'integer', title: '流程模型的编号', minimum: 1 },
            taskDefinitionKey: { type: 'string', title: '流程任务定义的编号', minLength: 1, maxLength: 255 },
            type: ruleType,
            options,
          },
        },
      },
    }, async (request) => {
      const model = await repositoryFor(db, models, request).get(request.body.modelId);
      if (!model) throw fail(RuntimeErrors.MODEL_NOT_EXISTS);
      return ok(await createRule(request.scope(), request.body, String(model.key), String(request.loginUser!.id)));
    });

    app.put<{ Body: { id: number; type: number; options: number[] } }>('/bpm/task-assign-rule/update', {
      config: { access: 'bpm:task-assign-rule:update' },
      schema: {
        body: {
          type: 'object', required: ['id', 'type', 'options'],
          properties: { id: { type: 'integer', title: '编号', minimum: 1 }, type: ruleType, options },
        },
      },
    }, async (request) => {
      await updateRule(request.scope(), request.body, String(request.loginUser!.id));
      return ok(true);
    });
  };
}
