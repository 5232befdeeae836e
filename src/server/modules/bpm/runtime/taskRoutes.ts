import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsPattern } from '../../../db/like.ts';
import { ok } from '../../../http/envelope.ts';
import { STATUS as USER_STATUS } from '../../system/systemErrors.ts';
import { DEPUTY_ROLE, getUserRoles, holdersOfRole } from '../../system/permission/permissionService.ts';
import { ANY_ROLE_PERMISSION as USER_QUERY_PERMISSION } from '../../system/user/deputyRoutes.ts';
import { approveTask, rejectTask, transferTask } from './commands.ts';
import { usersByIds } from './people.ts';
import { RESULT } from './runtimeErrors.ts';
import { createTimeProperties, createTimeRange, instanceId, pageProperties, reason, taskId, type CreateTimeQuery, type PageQuery } from './schemas.ts';
import { visibleInstance } from './visibility.ts';

type TaskRow = { id: string; name: string; definitionKey: string; processInstanceId: string; assigneeUserId: number | null; result: number; reason: string | null; createTime: Date; endTime: Date | null };

const TASK_COLUMNS = ['bpmTask.id', 'bpmTask.name', 'bpmTask.definitionKey', 'bpmTask.processInstanceId', 'bpmTask.assigneeUserId',
  'bpmTask.result', 'bpmTask.reason', 'bpmTask.createTime', 'bpmTask.endTime'] as const;

/** Todo / done items and BpmTaskRespVO: the task, its instance (with the starter's nickname) and its assignee. */
async function describe(scope: TenantScope, tasks: TaskRow[]) {
  const instanceIds = [...new Set(tasks.map((t) => t.processInstanceId))];
  const instances = instanceIds.length ? await scope.selectFrom('bpmProcessInstance').select(['id', 'name', 'startUserId', 'processDefinitionId'])
    .where('id', 'in', instanceIds).execute() : [];
  const people = await usersByIds(scope, [...instances.map((i) => i.startUserId), ...tasks.map((t) => t.assigneeUserId)]);
  const byId = new Map(instances.map((i) => [i.id, i]));
  return tasks.map((t) => {
    const instance = byId.get(t.processInstanceId)!;
    return {
      id: t.id, name: t.name, definitionKey: t.definitionKey, claimTime: null, createTime: t.createTime, suspensionState: 1,
      endTime: t.endTime, durationInMillis: t.endTime ? t.endTime.getTime() - t.createTime.getTime() : null, result: t.result, reason: t.reason,
      processInstance: { id: instance.id, name: instance.name, startUserId: instance.startUserId, startUserNickname: people.get(instance.startUserId)?.nickname ?? null, processDefinitionId: instance.processDefinitionId },
      assigneeUser: t.assigneeUserId === null ? null : people.get(t.assigneeUserId) ?? null,
    };
  });
}

function taskPage(path: string, done: boolean) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: PageQuery & CreateTimeQuery & { name?: string } }>(path, {
      config: { access: 'bpm:task:query' },
      schema: { querystring: { type: 'object', properties: { ...pageProperties, ...createTimeProperties, name: { type: 'string', title: '流程任务名', maxLength: 100 } } } },
    }, async (request) => {
      const { pageNo, pageSize, name } = request.query;
      const { from, to } = createTimeRange(request.query);
      const scope = request.scope();
      let query = scope.selectFrom('bpmTask').where('assigneeUserId', '=', request.loginUser!.id)
        .where('result', done ? '!=' : '=', RESULT.PROCESS);
      // a done page lists what the caller decided, not what a reject or cancel closed around them
      if (done) query = query.where('result', 'in', [RESULT.APPROVE, RESULT.REJECT]);
      if (name) query = query.where('name', 'like', `%${name.replace(/[\\%_]/g, '\\$&')}%`);
      if (from) query = query.where('createTime', '>=', from);
      if (to) query = query.where('createTime', '<=', to);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query.select([...TASK_COLUMNS]).orderBy(done ? 'endTime' : 'createTime', 'desc').orderBy('id')
        .limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({ list: await describe(scope, rows as TaskRow[]), total: Number(total) });
    });
  };
}

export function taskRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    await app.register(taskPage('/bpm/task/todo-page', false));
    await app.register(taskPage('/bpm/task/done-page', true));

    const decision = { body: { type: 'object', required: ['id', 'reason'], properties: { id: taskId, reason } } };
    app.put<{ Body: { id: string; reason: string } }>('/bpm/task/approve', { config: { access: 'bpm:task:update' }, schema: decision }, async (request) => {
      await approveTask(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, {}, { generic: true });
      return ok(true);
    });
    app.put<{ Body: { id: string; reason: string } }>('/bpm/task/reject', { config: { access: 'bpm:task:update' }, schema: decision }, async (request) => {
      await rejectTask(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, { generic: true });
      return ok(true);
    });

    // 转办: the task changes hands; the instance and the engine do not notice (the assignee lives on our task row)
    app.put<{ Body: { id: string; assigneeUserId: number } }>('/bpm/task/update-assignee', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'assigneeUserId'], properties: { id: taskId, assigneeUserId: { type: 'integer', title: '新审批人的用户编号', minimum: 1 } } } },
    }, async (request) => {
      await transferTask(request.scope(), request.loginUser!.id, request.body.id, request.body.assigneeUserId);
      return ok(true);
    });

    // ours: the people a task can be handed to (v1.6.2 read system/user/list-all-simple, which needs system:user:query
    // here); enabled users of the tenant with their department, found by nickname, 50 at most
    app.get<{ Querystring: { nickname?: string } }>('/bpm/task/assignee-options', {
      config: { access: 'bpm:task:update' },
      schema: { querystring: { type: 'object', properties: { nickname: { type: 'string', title: '用户昵称', maxLength: 30 } } } },
    }, async (request) => {
      const scope = request.scope();
      let query = scope.selectFrom('systemUsers').select('id').where('deleted', '=', false).where('status', '=', USER_STATUS.ENABLE);
      // Who may see whom (issue 14): without user query a task goes to a peer (someone holding one of the caller's
      // roles) or to a deputy (whom the deputy picker shows them anyway), so no administrator or staff member is
      // named to a deputy.
      if (!(await request.hasPermission(USER_QUERY_PERMISSION))) {
        const roleIds = (await getUserRoles(scope, request.loginUser!.id)).map((r) => r.id);
        query = query.where((eb) => eb.or([
          eb('id', 'in', scope.selectFrom('systemUserRole').select('userId').where('deleted', '=', false).where('roleId', 'in', roleIds.length ? roleIds : [-1])),
          eb('id', 'in', holdersOfRole(scope, DEPUTY_ROLE)),
        ]));
      }
      if (request.query.nickname?.trim()) query = query.where('nickname', 'ilike', containsPattern(request.query.nickname.trim()));
      const rows = await query.orderBy('id').limit(50).execute();
      const people = await usersByIds(scope, rows.map((r) => r.id));
      return ok(rows.map((r) => people.get(r.id)));
    });

    app.get<{ Querystring: { processInstanceId: string } }>('/bpm/task/list-by-process-instance-id', {
      config: { access: 'bpm:task:query' },
      schema: { querystring: { type: 'object', required: ['processInstanceId'], properties: { processInstanceId: instanceId } } },
    }, async (request) => {
      const scope = request.scope();
      await visibleInstance(scope, request.loginUser!.id, request.query.processInstanceId, (code) => request.hasPermission(code));
      const rows = await scope.selectFrom('bpmTask').select([...TASK_COLUMNS]).where('processInstanceId', '=', request.query.processInstanceId)
        .orderBy('createTime').orderBy('id').execute();
      return ok(await describe(scope, rows as TaskRow[]));
    });

    app.get<{ Querystring: { processInstanceId: string } }>('/bpm/activity/list', {
      config: { access: 'bpm:task:query' },
      schema: { querystring: { type: 'object', required: ['processInstanceId'], properties: { processInstanceId: instanceId } } },
    }, async (request) => {
      const scope = request.scope();
      await visibleInstance(scope, request.loginUser!.id, request.query.processInstanceId, (code) => request.hasPermission(code));
      const rows = await scope.selectFrom('bpmActivity').select(['elementId', 'elementType', 'taskId', 'startTime', 'endTime'])
        .where('processInstanceId', '=', request.query.processInstanceId).orderBy('id').execute();
      // Flowable's activity types: bpmn:UserTask → userTask
      return ok(rows.map((r) => ({ key: r.elementId, type: flowableType(r.elementType), taskId: r.taskId, startTime: r.startTime, endTime: r.endTime })));
    });
  };
}

const flowableType = (bpmnType: string): string => {
  const local = bpmnType.replace(/^bpmn:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};
