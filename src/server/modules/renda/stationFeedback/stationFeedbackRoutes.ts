import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { createTimeProperties, createTimeRange, pageProperties, type CreateTimeQuery } from '../../bpm/runtime/schemas.ts';
import { sendSms } from '../../system/sms/smsSender.ts';
import {
  assignFeedback, feedbackDetail, feedbackPage, feedbackToProposal, finishFeedback, replyFeedback, type Actor, type FeedbackFilter,
} from './handling.ts';
import { feedbackStatistics } from './statistics.ts';
import { STATISTICS_FILE_NAME, statisticsWorkbook } from './statisticsExcel.ts';
import { replySmsParams } from './stationFeedbackMessages.ts';

const id = { type: 'integer', title: '反馈编号', minimum: 1 } as const;
const idBody = { type: 'object', required: ['id'], properties: { id } } as const;

const filterProperties = {
  ...pageProperties,
  ...createTimeProperties,
  stationId: { type: 'integer', title: '联络站', minimum: 1 },
  feedbackType: { type: 'string', title: '反馈类型', maxLength: 4 },
  status: { type: 'string', title: '状态', enum: ['0', '1', '2', '3'], errorMessage: { enum: '状态应为 0、1、2 或 3' } },
  overdue: { type: 'boolean', title: '是否超期' },
  trackingNo: { type: 'string', title: '查询码', maxLength: 32 },
  content: { type: 'string', title: '反馈内容', maxLength: 200 },
} as const;

type PageQuery = Omit<FeedbackFilter, 'from' | 'to'> & CreateTimeQuery;
const filterOf = (q: PageQuery): FeedbackFilter => ({ ...q, ...createTimeRange(q) });

const statisticsQuery = { type: 'object', properties: { ...createTimeProperties, stationId: filterProperties.stationId } } as const;
type StatisticsQuery = CreateTimeQuery & { stationId?: number };

/** Whether the caller acts as the staff (the permission of the route's own) or as an assigned deputy. */
const actorOf = async (request: FastifyRequest, staffPermission: string): Promise<Actor> =>
  ({ userId: request.loginUser!.id, staff: await request.hasPermission(staffPermission) });

const SMS_TEMPLATE = 'renda-station-feedback-reply';

/**
 * `/renda/station-feedback/*` (docs/stations.md "Handling"): the staff's list and the deputies' 我的联络站反馈, the
 * detail with its timeline, 分派 / 答复 / 办结, 转为建议 and the statistics with their Excel. The generic `get` and
 * `export-excel` of the manifest resource serve the staff too; the public calls are the station module's.
 */
export function stationFeedbackRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: PageQuery }>('/renda/station-feedback/page', {
      config: { access: 'renda:station-feedback:query' },
      schema: { querystring: { type: 'object', properties: filterProperties } },
    }, async (request) => ok(await feedbackPage(request.scope(), filterOf(request.query))));

    app.get<{ Querystring: PageQuery }>('/renda/station-feedback/my-page', {
      config: { access: 'renda:my-station-feedback:query' },
      schema: { querystring: { type: 'object', properties: filterProperties } },
    }, async (request) => ok(await feedbackPage(request.scope(), filterOf(request.query), request.loginUser!.id)));

    app.get<{ Querystring: { id: number } }>('/renda/station-feedback/detail', {
      config: { access: 'renda:station-feedback:query', alsoPermission: 'renda:my-station-feedback:query' },
      schema: { querystring: idBody },
    }, async (request) => {
      const actor = await actorOf(request, 'renda:station-feedback:query');
      return ok(await feedbackDetail(request.scope(), { ...actor, mayHandle: await request.hasPermission('renda:station-feedback:handle') }, request.query.id));
    });

    app.put<{ Body: { id: number; assigneeIds?: number[]; handleDeptId?: number | null; remark?: string } }>('/renda/station-feedback/assign', {
      config: { access: 'renda:station-feedback:assign' },
      schema: {
        body: {
          type: 'object', required: ['id'],
          properties: {
            id,
            assigneeIds: { type: 'array', title: '分派代表', items: { type: 'integer', minimum: 1 }, maxItems: 50 },
            handleDeptId: { type: ['integer', 'null'], title: '办理单位', minimum: 1 },
            remark: { type: 'string', title: '分派说明', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await assignFeedback(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });

    app.put<{ Body: { id: number; reply: string } }>('/renda/station-feedback/reply', {
      config: { access: 'renda:station-feedback:reply', alsoPermission: 'renda:station-feedback:handle' },
      schema: {
        body: {
          type: 'object', required: ['id', 'reply'],
          properties: {
            id,
            reply: { type: 'string', title: '答复内容', minLength: 1, maxLength: 2000, pattern: '\\S', errorMessage: { minLength: '答复内容不能为空', pattern: '答复内容不能为空' } },
          },
        },
      },
    }, async (request) => {
      const scope = request.scope();
      const { sms } = await replyFeedback(scope, await actorOf(request, 'renda:station-feedback:reply'), request.body);
      if (sms) {
        // after the commit: the reply stands whatever the gateway says; the attempt and its outcome are in 短信日志
        const link = `${config.publicUrl ?? ''}/feedback/track?trackingNo=${encodeURIComponent(sms.trackingNo)}`;
        try {
          await sendSms(db, scope, config.smsHttp, { mobile: sms.mobile, userId: null, templateCode: SMS_TEMPLATE, params: replySmsParams(sms.station, sms.trackingNo, link) });
        } catch (error) {
          request.log.warn({ err: error, feedbackId: request.body.id }, 'station feedback reply SMS not sent');
        }
      }
      return ok(true);
    });

    app.put<{ Body: { id: number; remark?: string } }>('/renda/station-feedback/finish', {
      config: { access: 'renda:station-feedback:finish', alsoPermission: 'renda:station-feedback:handle' },
      schema: { body: { type: 'object', required: ['id'], properties: { id, remark: { type: 'string', title: '办结说明', maxLength: 500 } } } },
    }, async (request) => {
      await finishFeedback(request.scope(), await actorOf(request, 'renda:station-feedback:finish'), request.body);
      return ok(true);
    });

    app.post<{ Body: { id: number } }>('/renda/station-feedback/to-proposal', {
      config: { access: 'renda:station-feedback:handle' },
      schema: { body: idBody },
    }, async (request) => ok(await feedbackToProposal(request.scope(), request.loginUser!.id, request.body.id)));

    app.get<{ Querystring: StatisticsQuery }>('/renda/station-feedback/statistics', {
      config: { access: 'renda:station-feedback:statistics' },
      schema: { querystring: statisticsQuery },
    }, async (request) => ok(await feedbackStatistics(request.scope(), { stationId: request.query.stationId, ...createTimeRange(request.query) })));

    app.get<{ Querystring: StatisticsQuery }>('/renda/station-feedback/statistics/export-excel', {
      config: { access: 'renda:station-feedback:statistics' },
      schema: { querystring: statisticsQuery },
    }, async (request, reply) => {
      const stats = await feedbackStatistics(request.scope(), { stationId: request.query.stationId, ...createTimeRange(request.query) });
      const fileName = STATISTICS_FILE_NAME;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(await statisticsWorkbook(stats));
    });
  };
}
