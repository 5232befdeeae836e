import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { withCategoryName } from '../category/categoryNames.ts';
import { cancelInstance, startInstance } from './commands.ts';
import { usersByIds } from './people.ts';
import { operationsOf } from './operationTrail.ts';
import { RESULT, STATUS } from './runtimeErrors.ts';
import { cancelReason, createTimeProperties, createTimeRange, definitionId, instanceId, pageProperties, type CreateTimeQuery, type PageQuery } from './schemas.ts';
import { visibleInstance } from './visibility.ts';

interface MyPageQuery extends PageQuery, CreateTimeQuery {
  name?: string;
  processDefinitionId?: string;
  status?: number;
  result?: number;
  category?: string;
}

export function instanceRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: { processDefinitionId: string; variables?: Record<string, unknown> } }>('/bpm/process-instance/create', {
      config: { access: 'bpm:process-instance:query' },
      schema: {
        body: {
          type: 'object', required: ['processDefinitionId'],
          properties: {
            processDefinitionId: definitionId,
            variables: { type: 'object', title: '流程变量', maxProperties: 200 },
          },
        },
      },
    }, async (request) => {
      const id = await startInstance(request.scope(), request.loginUser!.id, request.body.processDefinitionId, request.body.variables ?? {});
      return ok(id);
    });

    app.get<{ Querystring: { id: string } }>('/bpm/process-instance/get', {
      config: { access: 'bpm:process-instance:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: instanceId } } },
    }, async (request) => {
      const scope = request.scope();
      const instance = await visibleInstance(scope, request.loginUser!.id, request.query.id, (code) => request.hasPermission(code));
      const definition = await scope.selectFrom('bpmProcessDefinition')
        .select(['id', 'formType', 'formId', 'formConf', 'formFields', 'formCustomCreatePath', 'formCustomViewPath', 'bpmnXml'])
        .where('id', '=', instance.processDefinitionId).executeTakeFirstOrThrow();
      const [people, operations] = await Promise.all([usersByIds(scope, [instance.startUserId]), operationsOf(scope, instance.id)]);
      const { variables, startUserId: _starter, processDefinitionId: _definition, ...rest } = instance;
      // ours: the instance's own operations (取消, 终止: who and why), beside each task's in the task list
      return ok({ ...rest, formVariables: variables, startUser: people.get(instance.startUserId) ?? null, processDefinition: definition, operations: operations.get(null) ?? [] });
    });

    app.get<{ Querystring: MyPageQuery }>('/bpm/process-instance/my-page', {
      config: { access: 'bpm:process-instance:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties,
            ...createTimeProperties,
            name: { type: 'string', title: '流程名称', maxLength: 64 },
            processDefinitionId: definitionId,
            status: { type: 'integer', title: '流程状态', enum: Object.values(STATUS) },
            result: { type: 'integer', title: '流程结果', enum: Object.values(RESULT) },
            category: { type: 'string', title: '流程分类', maxLength: 32 },
          },
        },
      },
    }, async (request) => {
      const { pageNo, pageSize, name, processDefinitionId, status, result, category } = request.query;
      const scope = request.scope();
      let query = scope.selectFrom('bpmProcessInstance').where('startUserId', '=', request.loginUser!.id);
      if (name) query = query.where('name', 'like', `%${name.replace(/[\\%_]/g, '\\$&')}%`);
      if (processDefinitionId) query = query.where('processDefinitionId', '=', processDefinitionId);
      if (status) query = query.where('status', '=', status);
      if (result) query = query.where('result', '=', result);
      if (category) query = query.where('category', '=', category);
      const { from, to } = createTimeRange(request.query);
      if (from) query = query.where('createTime', '>=', from);
      if (to) query = query.where('createTime', '<=', to);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query.select(['id', 'name', 'processDefinitionId', 'category', 'status', 'result', 'createTime', 'endTime'])
        .orderBy('createTime', 'desc').orderBy('id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      const ids = rows.map((r) => r.id);
      const open = ids.length ? await scope.selectFrom('bpmTask').select(['id', 'name', 'processInstanceId'])
        .where('processInstanceId', 'in', ids).where('result', '=', RESULT.PROCESS).execute() : [];
      const list = rows.map((r) => ({ ...r, tasks: open.filter((t) => t.processInstanceId === r.id).map(({ id, name: taskName }) => ({ id, name: taskName })) }));
      return ok({ list: await withCategoryName(scope, list), total: Number(total) });
    });

    // v1.6.2 sends the cancel as a JSON body on a DELETE; today's yudao names it cancel-by-start-user
    for (const path of ['/bpm/process-instance/cancel', '/bpm/process-instance/cancel-by-start-user']) {
      app.delete<{ Body: { id: string; reason: string } }>(path, {
        config: { access: 'bpm:process-instance:cancel' },
        schema: { body: { type: 'object', required: ['id', 'reason'], properties: { id: instanceId, reason: cancelReason } } },
      }, async (request) => {
        await cancelInstance(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, { generic: true });
        return ok(true);
      });
    }
    // 终止 (today's cancel-by-admin): an administrator ends anyone's running instance, with a reason in the trail
    app.delete<{ Body: { id: string; reason: string } }>('/bpm/process-instance/cancel-by-admin', {
      config: { access: 'bpm:process-instance:cancel-by-admin' },
      schema: { body: { type: 'object', required: ['id', 'reason'], properties: { id: instanceId, reason: cancelReason } } },
    }, async (request) => {
      await cancelInstance(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, { generic: true, byAdmin: true });
      return ok(true);
    });
  };
}
