import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { pageProperties } from '../../bpm/runtime/schemas.ts';
import { createReport, deleteReport, reviewReport, submitReport, updateReport, type ReportInput, type ReviewDecision } from './reportCommands.ts';
import { myReports, reportDetail, type MyReportFilter } from './reportQueries.ts';

const id = { type: 'integer', title: '编号', minimum: 1 } as const;

/** The fields a deputy writes; the update takes any of them (decision 32). */
const reportProperties = {
  year: { type: 'string', title: '年度', maxLength: 8, dict: 'renda_annual_type' },
  dutiesType: { type: 'string', title: '报告类型', maxLength: 2, dict: 'renda_report_duties_type' },
  title: { type: 'string', title: '标题', minLength: 1, maxLength: 200, errorMessage: { minLength: '标题不能为空' } },
  fileUrl: { type: 'string', title: '报告文件', minLength: 1, maxLength: 1000, errorMessage: { minLength: '请上传报告文件' } },
} as const;

/** Staff (renda:report:query) read every submitted report; asked only when the caller is not its deputy. */
const staffCheck = (request: FastifyRequest) => () => request.hasPermission('renda:report:query');

/** `/renda/report/*` (docs/reports.md "API"): the deputy's commands, the staff's review and the reads beside the generated list. */
export function reportRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: Required<ReportInput> }>('/renda/report/create', {
      config: { access: 'renda:report:create' },
      schema: { body: { type: 'object', required: ['year', 'dutiesType', 'title', 'fileUrl'], properties: reportProperties } },
    }, async (request) => ok(await createReport(request.scope(), request.loginUser!.id, request.body)));

    app.put<{ Body: ReportInput & { id: number } }>('/renda/report/update', {
      config: { access: 'renda:report:create' },
      schema: { body: { type: 'object', required: ['id'], properties: { id, ...reportProperties } } },
    }, async (request) => {
      const { id: reportId, ...input } = request.body;
      await updateReport(request.scope(), request.loginUser!.id, reportId, input);
      return ok(true);
    });

    app.delete<{ Querystring: { id: number } }>('/renda/report/delete', {
      config: { access: 'renda:report:create' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await deleteReport(request.scope(), request.loginUser!.id, request.query.id);
      return ok(true);
    });

    app.put<{ Body: { id: number } }>('/renda/report/submit', {
      config: { access: 'renda:report:create' },
      schema: { body: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await submitReport(request.scope(), request.loginUser!.id, request.body.id);
      return ok(true);
    });

    // the report decides who reads it (its deputy; staff once submitted): any signed-in user asks
    app.get<{ Querystring: { id: number } }>('/renda/report/get', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => ok(await reportDetail(request.scope(), request.loginUser!.id, request.query.id, staffCheck(request))));

    app.get<{ Querystring: MyReportFilter }>('/renda/report/my-page', {
      config: { access: 'renda:my-report:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageProperties, year: { type: 'string', title: '年度', maxLength: 8 }, status: { type: 'integer', title: '状态', minimum: 0, maximum: 4 } },
        },
      },
    }, async (request) => ok(await myReports(request.scope(), request.loginUser!.id, request.query)));

    app.put<{ Body: { id: number; decision: ReviewDecision; opinion?: string } }>('/renda/report/review', {
      config: { access: 'renda:report:review' },
      schema: {
        body: {
          type: 'object', required: ['id', 'decision'],
          properties: {
            id,
            decision: { type: 'string', title: '审核结果', enum: ['approve', 'return'], errorMessage: { enum: '审核结果应为通过或退回' } },
            opinion: { type: 'string', title: '审核意见', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await reviewReport(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });
  };
}
