import type { FastifyInstance } from 'fastify';
import { parseQueryDate } from '../../../crud/queryDates.ts';
import { integerParam } from '../../../db/integerParam.ts';
import { containsPattern } from '../../../db/like.ts';
import { ok } from '../../../http/envelope.ts';
import { RESULT } from '../runtime/runtimeErrors.ts';
import { pageProperties, type PageQuery } from '../runtime/schemas.ts';
import { createLeave, LEAVE_COLUMNS, visibleLeave, type LeaveInput } from './leaveService.ts';

/** Epoch milliseconds, as the v1.6.2 date pickers send them (`value-format="timestamp"`). */
const epochMs = (title: string) => ({ type: 'integer', title, minimum: 0, maximum: 253_402_300_799_999 }) as const;
const DATE_TEXT = { type: 'string', maxLength: 30, format: 'query-date', errorMessage: { format: '时间格式应为 yyyy-MM-dd HH:mm:ss' } } as const;

interface LeavePageQuery extends PageQuery {
  result?: number;
  type?: number;
  reason?: string;
  'createTime[0]'?: string;
  'createTime[1]'?: string;
  beginCreateTime?: string;
  endCreateTime?: string;
}

/** `/bpm/oa/leave` (API-CONTRACT §5.10): apply, read one, page through one's own. */
export function leaveRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: LeaveInput }>('/bpm/oa/leave/create', {
      config: { access: 'bpm:oa-leave:create' },
      schema: {
        body: {
          type: 'object', required: ['type', 'reason', 'startTime', 'endTime'],
          properties: {
            type: { type: 'integer', title: '请假类型', dict: 'bpm_oa_leave_type' },
            reason: { type: 'string', title: '原因', minLength: 1, maxLength: 200, errorMessage: { minLength: '请假原因不能为空' } },
            startTime: epochMs('开始时间'),
            endTime: epochMs('结束时间'),
          },
        },
      },
    }, async (request) => ok(await createLeave(request.scope(), request.loginUser!.id, request.body)));

    app.get<{ Querystring: { id: number } }>('/bpm/oa/leave/get', {
      config: { access: 'bpm:oa-leave:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 1 } } } },
    }, async (request) => ok(await visibleLeave(request.scope(), request.loginUser!.id, request.query.id)));

    app.get<{ Querystring: LeavePageQuery }>('/bpm/oa/leave/page', {
      config: { access: 'bpm:oa-leave:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties,
            result: { type: 'integer', title: '结果', enum: Object.values(RESULT) },
            type: { type: 'integer', title: '请假类型' },
            reason: { type: 'string', title: '原因', maxLength: 200 },
            // both yudao styles of a creation-time range
            'createTime[0]': { ...DATE_TEXT, title: '创建时间开始' },
            'createTime[1]': { ...DATE_TEXT, title: '创建时间结束' },
            beginCreateTime: { ...DATE_TEXT, title: '创建时间开始' },
            endCreateTime: { ...DATE_TEXT, title: '创建时间结束' },
          },
        },
      },
    }, async (request) => {
      const q = request.query;
      let query = request.scope().selectFrom('bpmOaLeave').where('userId', '=', request.loginUser!.id);
      if (q.result) query = query.where('result', '=', q.result);
      if (q.type) query = query.where('type', '=', integerParam(q.type));
      if (q.reason) query = query.where('reason', 'ilike', containsPattern(q.reason));
      const from = q['createTime[0]'] || q.beginCreateTime;
      const to = q['createTime[1]'] || q.endCreateTime;
      if (from) query = query.where('createTime', '>=', parseQueryDate(from, 'start'));
      if (to) query = query.where('createTime', '<=', parseQueryDate(to, 'end'));
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = await query.select([...LEAVE_COLUMNS]).orderBy('id', 'desc')
        .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
      return ok({ list, total: Number(total) });
    });
  };
}
