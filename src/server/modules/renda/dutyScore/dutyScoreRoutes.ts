import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { pageProperties } from '../../bpm/runtime/schemas.ts';
import { adjustPage, createAdjust, deleteAdjust, MAX_ADJUST, type AdjustFilter, type AdjustInput } from './adjust.ts';
import { rankingRows, type RankingFilter } from './ranking.ts';
import { sendRankingExcel } from './rankingExcel.ts';
import { dutyStatistics } from './statistics.ts';

const id = { type: 'integer', title: '编号', minimum: 1 } as const;
const year = { type: 'integer', title: '年度', minimum: 2000, maximum: 2100 } as const;
const deputyId = { type: 'integer', title: '代表', minimum: 1 } as const;

const rankingFilter = {
  year,
  deptId: { type: 'integer', title: '代表团', minimum: 1 },
  groupId: { type: 'integer', title: '代表小组', minimum: 1 },
  areaId: { type: 'integer', title: '选区', minimum: 1 },
  level: { type: 'integer', title: '评分等级', minimum: 1, maximum: 4 },
  nickname: { type: 'string', title: '代表姓名', maxLength: 30 },
  rendaNo: { type: 'string', title: '代表证号', maxLength: 32 },
  noDuty: { type: 'boolean', title: '本年度无履职' },
} as const;

/**
 * The duty score's calls (docs/duty-score.md): the ranking and its Excel, the statistics, and the staff's adjustments.
 * The rules are the manifest resource `dutyScoreRule` (generic routes, ruleHooks.ts).
 */
export function dutyScoreRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: RankingFilter & { pageNo: number; pageSize: number } }>('/renda/duty-record/ranking', {
      config: { access: 'renda:duty-ranking:query' },
      schema: { querystring: { type: 'object', required: ['year'], properties: { ...pageProperties, ...rankingFilter } } },
    }, async (request) => {
      const { pageNo, pageSize, ...filter } = request.query;
      return ok(await rankingRows(request, filter, { limit: pageSize, offset: (pageNo - 1) * pageSize }));
    });

    app.get<{ Querystring: RankingFilter }>('/renda/duty-record/ranking/export-excel', {
      config: { access: 'renda:duty-ranking:export' },
      schema: { querystring: { type: 'object', required: ['year'], properties: { ...pageProperties, ...rankingFilter } } },
    }, async (request, reply) => {
      const { pageNo: _no, pageSize: _size, ...filter } = request.query as RankingFilter & { pageNo?: number; pageSize?: number };
      return sendRankingExcel(reply, request, filter);
    });

    app.get<{ Querystring: { year: number } }>('/renda/duty-record/statistics', {
      config: { access: 'renda:duty-statistics:query' },
      schema: { querystring: { type: 'object', required: ['year'], properties: { year } } },
    }, async (request) => ok(await dutyStatistics(request, request.query.year)));

    app.post<{ Body: AdjustInput }>('/renda/duty-score-adjust/create', {
      config: { access: 'renda:duty-score-adjust:create' },
      schema: {
        body: {
          type: 'object', required: ['deputyId', 'year', 'points'],
          properties: {
            deputyId, year,
            points: { type: 'number', title: '调整分数', minimum: -MAX_ADJUST, maximum: MAX_ADJUST },
            reason: { type: 'string', title: '调整理由', maxLength: 200 },
          },
        },
      },
    }, async (request) => ok(await createAdjust(request, request.body)));

    app.get<{ Querystring: AdjustFilter }>('/renda/duty-score-adjust/page', {
      config: { access: 'renda:duty-score-adjust:query' },
      schema: { querystring: { type: 'object', properties: { ...pageProperties, deputyId, year } } },
    }, async (request) => ok(await adjustPage(request, request.query)));

    app.delete<{ Querystring: { id: number } }>('/renda/duty-score-adjust/delete', {
      config: { access: 'renda:duty-score-adjust:delete' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await deleteAdjust(request, request.query.id);
      return ok(true);
    });
  };
}
