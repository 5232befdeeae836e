import type { FastifyInstance } from 'fastify';
import { containsPattern } from '../../../db/like.ts';
import { ok } from '../../../http/envelope.ts';
import { guardedRefusal } from './businessTasks.ts';
import { usersByIds } from './people.ts';
import { createTimeProperties, createTimeRange, pageProperties, type CreateTimeQuery, type PageQuery } from './schemas.ts';

type CopyQuery = PageQuery & CreateTimeQuery & { processInstanceName?: string };

/**
 * 抄送我的 (today's GET /bpm/process-instance/copy/page): the instances copied to the caller, newest first, each
 * with who started it and when, who copied it at which step and why (BpmProcessInstanceCopyRespVO), and (ours) the
 * client page the row opens (`link`).
 */
export function copyRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: CopyQuery }>('/bpm/process-instance/copy/page', {
      config: { access: 'bpm:process-instance-cc:query' },
      schema: { querystring: { type: 'object', properties: { ...pageProperties, ...createTimeProperties, processInstanceName: { type: 'string', title: '流程名称', maxLength: 64 } } } },
    }, async (request) => {
      const { pageNo, pageSize, processInstanceName } = request.query;
      const scope = request.scope();
      let query = scope.selectFrom('bpmProcessInstanceCopy').innerJoin('bpmProcessInstance as i', 'i.id', 'bpmProcessInstanceCopy.processInstanceId')
        // the instance and the task by their ids, which the copy's tenant scope already holds
        .leftJoin('bpmTask as t', 't.id', 'bpmProcessInstanceCopy.taskId')
        .innerJoin('bpmProcessDefinition as d', 'd.id', 'i.processDefinitionId')
        .where('bpmProcessInstanceCopy.userId', '=', request.loginUser!.id);
      if (processInstanceName?.trim()) query = query.where('i.name', 'ilike', containsPattern(processInstanceName.trim()));
      const { from, to } = createTimeRange(request.query);
      if (from) query = query.where('bpmProcessInstanceCopy.createTime', '>=', from);
      if (to) query = query.where('bpmProcessInstanceCopy.createTime', '<=', to);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query.select(['bpmProcessInstanceCopy.id', 'bpmProcessInstanceCopy.processInstanceId', 'i.name as processInstanceName', 'i.startUserId', 'i.createTime as processInstanceStartTime',
        'i.status', 'i.result', 'bpmProcessInstanceCopy.taskId', 't.name as activityName', 'bpmProcessInstanceCopy.creatorUserId', 'bpmProcessInstanceCopy.reason', 'bpmProcessInstanceCopy.createTime',
        'i.businessKey', 'd.processKey', 'd.formCustomViewPath'])
        .orderBy('bpmProcessInstanceCopy.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      const people = await usersByIds(scope, rows.flatMap((r) => [r.startUserId, r.creatorUserId]));
      const list = rows.map(({ startUserId, creatorUserId, businessKey, processKey, formCustomViewPath, ...r }) => ({
        ...r, startUser: people.get(startUserId) ?? null, startUserName: people.get(startUserId)?.nickname ?? null, createUser: people.get(creatorUserId) ?? null,
        // ours: where the row opens, as the inbox's link — a process decided on its own page (a proposal) there, any other its process detail
        link: guardedRefusal(processKey) && formCustomViewPath && businessKey
          ? `${formCustomViewPath}?id=${encodeURIComponent(businessKey)}` : `/bpm/process-instance/detail?id=${r.processInstanceId}`,
      }));
      return ok({ list, total: Number(total) });
    });
  };
}
