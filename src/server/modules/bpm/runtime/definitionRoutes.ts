import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { withCategoryName } from '../category/categoryNames.ts';
import { deployModel, type DeployableModel } from './deploy.ts';
import { RuntimeErrors, SUSPENSION } from './runtimeErrors.ts';
import { pageProperties, type PageQuery } from './schemas.ts';

const DEFINITION_COLUMNS = ['id', 'version', 'name', 'description', 'category', 'formType', 'formId', 'formConf', 'formFields',
  'formCustomCreatePath', 'formCustomViewPath', 'suspensionState', 'processKey', 'createTime'] as const;

/** BpmProcessDefinitionRespVO (+ key and deploymentTime, as the page shows). */
function toDefinition(row: Record<string, unknown>) {
  const { processKey, createTime, ...rest } = row;
  return { ...rest, key: processKey, deploymentTime: createTime };
}

export function definitionRoutes(db: Db, registry: ResourceRegistry) {
  const models = registry.get('bpmModel');
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Querystring: { id: number } }>('/bpm/model/deploy', {
      config: { access: 'bpm:model:deploy' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 1 } } } },
    }, async (request) => {
      const model = await repositoryFor(db, models, request).get(request.query.id);
      if (!model) throw fail(RuntimeErrors.MODEL_NOT_EXISTS);
      await deployModel(request.scope(), model as unknown as DeployableModel, String(request.loginUser!.id));
      return ok(true);
    });

    app.get<{ Querystring: PageQuery & { key?: string } }>('/bpm/process-definition/page', {
      config: { access: 'bpm:process-definition:query' },
      schema: { querystring: { type: 'object', properties: { ...pageProperties, key: { type: 'string', title: '流程标识', maxLength: 64 } } } },
    }, async (request) => {
      const { pageNo, pageSize, key } = request.query;
      let query = request.scope().selectFrom('bpmProcessDefinition');
      if (key) query = query.where('processKey', '=', key);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query.select([...DEFINITION_COLUMNS]).orderBy('processKey').orderBy('version', 'desc')
        .limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({ list: await withCategoryName(request.scope(), rows.map(toDefinition)), total: Number(total) });
    });

    app.get<{ Querystring: { suspensionState?: number } }>('/bpm/process-definition/list', {
      config: { access: 'bpm:process-definition:query' },
      schema: { querystring: { type: 'object', properties: { suspensionState: { type: 'integer', title: '挂起状态', enum: [SUSPENSION.ACTIVE, SUSPENSION.SUSPENDED] } } } },
    }, async (request) => {
      let query = request.scope().selectFrom('bpmProcessDefinition').select([...DEFINITION_COLUMNS]);
      if (request.query.suspensionState) query = query.where('suspensionState', '=', request.query.suspensionState);
      const rows = await query.orderBy('processKey').orderBy('version', 'desc').limit(1000).execute();
      return ok(await withCategoryName(request.scope(), rows.map(toDefinition)));
    });
  };
}
