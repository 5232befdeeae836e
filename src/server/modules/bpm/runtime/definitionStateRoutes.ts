import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { RuntimeErrors, SUSPENSION } from './runtimeErrors.ts';
import { definitionId } from './schemas.ts';

/** 激活 / 挂起 of the model list, and the XML a definition was deployed with (the definition page's view). */
export function definitionStateRoutes(db: Db, registry: ResourceRegistry) {
  const models = registry.get('bpmModel');
  return async function (app: FastifyInstance): Promise<void> {
    // yudao updateModelState: the model's latest definition is suspended (no new instance starts; running ones go on) or activated
    app.put<{ Body: { id: number; state: number } }>('/bpm/model/update-state', {
      config: { access: 'bpm:model:update' },
      schema: {
        body: {
          type: 'object', required: ['id', 'state'],
          properties: {
            id: { type: 'integer', title: '编号', minimum: 1 },
            state: { type: 'integer', title: '状态', enum: [SUSPENSION.ACTIVE, SUSPENSION.SUSPENDED] },
          },
        },
      },
    }, async (request) => {
      const { id, state } = request.body;
      if (!(await repositoryFor(db, models, request).get(id))) throw fail(RuntimeErrors.MODEL_NOT_EXISTS);
      const scope = request.scope();
      const latest = await scope.selectFrom('bpmProcessDefinition').select('id').where('modelId', '=', id)
        .orderBy('version', 'desc').limit(1).executeTakeFirst();
      if (!latest) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
      await scope.updateTable('bpmProcessDefinition').set({ suspensionState: state }).where('id', '=', latest.id).execute();
      return ok(true);
    });

    app.get<{ Querystring: { id: string } }>('/bpm/process-definition/get-bpmn-xml', {
      config: { access: 'bpm:process-definition:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: definitionId } } },
    }, async (request) => {
      const definition = await request.scope().selectFrom('bpmProcessDefinition').select('bpmnXml')
        .where('id', '=', request.query.id).executeTakeFirst();
      // yudao answers null for an unknown id
      return ok(definition?.bpmnXml ?? null);
    });
  };
}
