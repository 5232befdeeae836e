import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsPattern } from '../../../db/like.ts';
import { ok } from '../../../http/envelope.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { STATUS as USER_STATUS } from '../../system/systemErrors.ts';
import { peersAndDeputies } from '../../system/permission/permissionService.ts';
import { ANY_ROLE_PERMISSION as USER_QUERY_PERMISSION } from '../../system/user/deputyRoutes.ts';
import { approveTask, rejectTask } from './commands.ts';
import { copyTask, delegateTask, transferTask } from './taskOperations.ts';
import { createSign, deleteSign, openSigns } from './signTasks.ts';
import { returnTargets, returnTask, withdrawTask } from './moveBack.ts';
import { usersByIds } from './people.ts';
import { operationsOf } from './operationTrail.ts';
import { INBOX_KINDS, type InboxKind } from './inboxBusiness.ts';
import { inboxPage, inboxTask, taskItem } from './inboxQuery.ts';
import { RuntimeErrors, SIGN_TYPE, type SignType } from './runtimeErrors.ts';
import { createTimeProperties, createTimeRange, instanceId, operationReason, pageProperties, reason, taskId, type CreateTimeQuery, type PageQuery } from './schemas.ts';
import { visibleInstance } from './visibility.ts';

const TASK_COLUMNS = ['bpmTask.id', 'bpmTask.name', 'bpmTask.definitionKey', 'bpmTask.processInstanceId', 'bpmTask.assigneeUserId',
  'bpmTask.result', 'bpmTask.reason', 'bpmTask.createTime', 'bpmTask.endTime'] as const;

/** BpmTaskRespVO: the instance's tasks, each with its instance (with the starter's nickname) and its assignee. */
async function describe(scope: TenantScope, tasks: (Parameters<typeof taskItem>[0] & { processInstanceId: string })[]) {
  const instanceIds = [...new Set(tasks.map((t) => t.processInstanceId))];
  const instances = instanceIds.length ? await scope.selectFrom('bpmProcessInstance').select(['id', 'name', 'startUserId', 'processDefinitionId'])
    .where('id', 'in', instanceIds).execute() : [];
  const people = await usersByIds(scope, [...instances.map((i) => i.startUserId), ...tasks.map((t) => t.assigneeUserId)]);
  const byId = new Map(instances.map((i) => [i.id, i]));
  return tasks.map((t) => taskItem(t, byId.get(t.processInstanceId)!, people));
}

type InboxQuery = PageQuery & CreateTimeQuery & { name?: string; kind?: InboxKind; overdue?: boolean };

/** 待办 / 已办 (v1.6.2 todo-page / done-page) with the business item of each task, its kind and overdue filters (inboxQuery.ts). */
function taskPage(path: string, done: boolean) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: InboxQuery }>(path, {
      config: { access: 'bpm:task:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties, ...createTimeProperties,
            name: { type: 'string', title: '流程任务名', maxLength: 100 },
            kind: { type: 'string', title: '事项类别', enum: [...INBOX_KINDS] },
            overdue: { type: 'boolean', title: '是否逾期' },
          },
        },
      },
    }, async (request) => {
      const { pageNo, pageSize, name, kind, overdue } = request.query;
      const { from, to } = createTimeRange(request.query);
      return ok(await inboxPage(request.scope(), request.loginUser!.id, { done, name, from, to, kind, overdue }, { pageNo, pageSize }));
    });
  };
}

export function taskRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    await app.register(taskPage('/bpm/task/todo-page', false));
    await app.register(taskPage('/bpm/task/done-page', true));

    // ours: one task with its business item, for the client's /bpm/task/open/:taskId (the link in messages), which
    // opens the page where it is done; whoever may read its instance may resolve it, anyone else is told it is gone
    app.get<{ Querystring: { id: string } }>('/bpm/task/get', {
      config: { access: 'bpm:task:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: taskId } } },
    }, async (request) => {
      const scope = request.scope();
      const task = await inboxTask(scope, request.query.id);
      if (!task) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
      try {
        await visibleInstance(scope, request.loginUser!.id, task.processInstance.id, (code) => request.hasPermission(code));
      } catch (error) {
        if (error instanceof ServiceError) throw fail(RuntimeErrors.TASK_NOT_EXISTS);
        throw error;
      }
      return ok(task);
    });

    const decision = { body: { type: 'object', required: ['id', 'reason'], properties: { id: taskId, reason } } };
    app.put<{ Body: { id: string; reason: string } }>('/bpm/task/approve', { config: { access: 'bpm:task:update' }, schema: decision }, async (request) => {
      await approveTask(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, {}, { generic: true });
      return ok(true);
    });
    app.put<{ Body: { id: string; reason: string } }>('/bpm/task/reject', { config: { access: 'bpm:task:update' }, schema: decision }, async (request) => {
      await rejectTask(request.scope(), request.loginUser!.id, request.body.id, request.body.reason, { generic: true });
      return ok(true);
    });

    // 转办 (1.6.2): the task changes hands; the instance and the engine do not notice (the assignee lives on our task row)
    app.put<{ Body: { id: string; assigneeUserId: number } }>('/bpm/task/update-assignee', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'assigneeUserId'], properties: { id: taskId, assigneeUserId: { type: 'integer', title: '新审批人的用户编号', minimum: 1 } } } },
    }, async (request) => {
      await transferTask(request.scope(), request.loginUser!.id, request.body.id, request.body.assigneeUserId);
      return ok(true);
    });
    // 转派 and 委派 (today's yudao): the same hand-over with a reason, in the trail; a delegated task comes back
    app.put<{ Body: { id: string; assigneeUserId: number; reason: string } }>('/bpm/task/transfer', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'assigneeUserId', 'reason'], properties: { id: taskId, assigneeUserId: { type: 'integer', title: '新审批人的用户编号', minimum: 1 }, reason: operationReason('转派原因') } } },
    }, async (request) => {
      await transferTask(request.scope(), request.loginUser!.id, request.body.id, request.body.assigneeUserId, { today: true, reason: request.body.reason });
      return ok(true);
    });
    app.put<{ Body: { id: string; delegateUserId: number; reason: string } }>('/bpm/task/delegate', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'delegateUserId', 'reason'], properties: { id: taskId, delegateUserId: { type: 'integer', title: '被委派人的用户编号', minimum: 1 }, reason: operationReason('委派原因') } } },
    }, async (request) => {
      await delegateTask(request.scope(), request.loginUser!.id, request.body.id, request.body.delegateUserId, request.body.reason);
      return ok(true);
    });

    // 退回 (today's yudao): the steps the holder may send the instance back to, and the move
    app.get<{ Querystring: { id: string } }>('/bpm/task/list-by-return', {
      config: { access: 'bpm:task:update' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: taskId } } },
    }, async (request) => ok(await returnTargets(request.scope(), request.loginUser!.id, request.query.id)));
    app.put<{ Body: { id: string; targetTaskDefinitionKey: string; reason: string } }>('/bpm/task/return', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'targetTaskDefinitionKey', 'reason'], properties: {
        id: taskId, targetTaskDefinitionKey: { type: 'string', title: '退回到的任务 Key', minLength: 1, maxLength: 64 }, reason: operationReason('退回理由'),
      } } },
    }, async (request) => {
      await returnTask(request.scope(), request.loginUser!.id, request.body.id, request.body.targetTaskDefinitionKey, request.body.reason);
      return ok(true);
    });
    // 撤回 (today's yudao, the task id as a query parameter): who approved a task takes it back while the next step is untouched
    app.put<{ Querystring: { taskId: string } }>('/bpm/task/withdraw', {
      config: { access: 'bpm:task:update' },
      schema: { querystring: { type: 'object', required: ['taskId'], properties: { taskId } } },
    }, async (request) => {
      await withdrawTask(request.scope(), request.loginUser!.id, request.query.taskId);
      return ok(true);
    });

    // 抄送 (today's yudao): the holder copies the instance to people, who are told and may read it
    app.put<{ Body: { id: string; copyUserIds: number[]; reason: string } }>('/bpm/task/copy', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'copyUserIds', 'reason'], properties: {
        id: taskId,
        copyUserIds: { type: 'array', title: '抄送的用户编号', minItems: 1, maxItems: 50, items: { type: 'integer', title: '抄送的用户编号', minimum: 1 }, errorMessage: { minItems: '抄送的用户不能为空' } },
        reason: operationReason('抄送意见'),
      } } },
    }, async (request) => {
      await copyTask(request.scope(), request.loginUser!.id, request.body.id, request.body.copyUserIds, request.body.reason);
      return ok(true);
    });

    // 加签 / 减签 (today's yudao): people added to a step, before its holder or after their approval, and taken back
    app.put<{ Body: { id: string; userIds: number[]; type: SignType; reason: string } }>('/bpm/task/create-sign', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'userIds', 'type', 'reason'], properties: {
        id: taskId,
        userIds: { type: 'array', title: '加签用户', minItems: 1, maxItems: 50, items: { type: 'integer', title: '加签用户', minimum: 1 }, errorMessage: { minItems: '加签用户不能为空' } },
        type: { type: 'string', title: '加签类型', enum: [SIGN_TYPE.BEFORE, SIGN_TYPE.AFTER] },
        reason: operationReason('加签原因'),
      } } },
    }, async (request) => {
      await createSign(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });
    app.delete<{ Body: { id: string; reason: string } }>('/bpm/task/delete-sign', {
      config: { access: 'bpm:task:update' },
      schema: { body: { type: 'object', required: ['id', 'reason'], properties: { id: taskId, reason: operationReason('减签原因') } } },
    }, async (request) => {
      await deleteSign(request.scope(), request.loginUser!.id, request.body.id, request.body.reason);
      return ok(true);
    });
    app.get<{ Querystring: { parentTaskId: string } }>('/bpm/task/list-by-parent-task-id', {
      config: { access: 'bpm:task:query' },
      schema: { querystring: { type: 'object', required: ['parentTaskId'], properties: { parentTaskId: taskId } } },
    }, async (request) => ok(await openSigns(request.scope(), request.loginUser!.id, request.query.parentTaskId, (code) => request.hasPermission(code))));

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
      if (!(await request.hasPermission(USER_QUERY_PERMISSION))) query = query.where(await peersAndDeputies(scope, request.loginUser!.id));
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
      const rows = await scope.selectFrom('bpmTask').select([...TASK_COLUMNS, 'bpmTask.ownerUserId', 'bpmTask.delegationState', 'bpmTask.parentTaskId', 'bpmTask.signType'])
        .where('processInstanceId', '=', request.query.processInstanceId).orderBy('createTime').orderBy('id').execute();
      const [items, operations, owners] = await Promise.all([
        describe(scope, rows), operationsOf(scope, request.query.processInstanceId), usersByIds(scope, rows.map((r) => r.ownerUserId)),
      ]);
      // today's BpmTaskRespVO: the owner (who handed it on, who gets a delegated task back), and the operations' trail
      return ok(items.map((item, i) => ({
        ...item,
        ownerUser: rows[i]!.ownerUserId === null ? null : owners.get(rows[i]!.ownerUserId!) ?? null,
        delegationState: rows[i]!.delegationState,
        // 加签: the task a sign was added to, and how a task's open signs were added
        parentTaskId: rows[i]!.parentTaskId,
        signType: rows[i]!.signType,
        operations: operations.get(item.id) ?? [],
      })));
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
