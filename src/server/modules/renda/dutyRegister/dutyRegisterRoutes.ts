import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { pageProperties } from '../../bpm/runtime/schemas.ts';
import { createDuty, deleteDuty, reviewDuty, updateDuty, type DutyDecision, type DutyInput } from './dutyRegisterCommands.ts';
import { dutyDetail, dutyPage, type DutyFilter } from './dutyRegisterQueries.ts';

const id = { type: 'integer', title: '编号', minimum: 1 } as const;

/** The fields a deputy writes; the update takes any of them (decision 32). */
const dutyProperties = {
  dutyType: { type: 'string', title: '履职类型', minLength: 1, maxLength: 2, errorMessage: { minLength: '请选择履职类型' } },
  title: { type: 'string', title: '履职事项', minLength: 1, maxLength: 100, errorMessage: { minLength: '履职事项不能为空' } },
  dutyDate: { type: 'integer', title: '履职日期', minimum: 0, maximum: 253402300799999 },
  address: { type: 'string', title: '履职地点', minLength: 1, maxLength: 200, errorMessage: { minLength: '履职地点不能为空' } },
  content: { type: 'string', title: '履职内容', minLength: 1, maxLength: 2000, errorMessage: { minLength: '履职内容不能为空' } },
  photoUrls: {
    type: 'array', title: '照片', maxItems: 9, items: { type: 'string', minLength: 1, maxLength: 1000 },
    errorMessage: { maxItems: '照片最多 9 张' },
  },
} as const;

const filterProperties = {
  ...pageProperties,
  status: { type: 'integer', title: '状态', minimum: 0, maximum: 2 },
  dutyType: { type: 'string', title: '履职类型', maxLength: 2 },
  title: { type: 'string', title: '履职事项', maxLength: 100 },
} as const;

/** Staff (renda:duty-register:query) read every registration of the tenant; asked only when the caller is not its deputy. */
const staffCheck = (request: FastifyRequest) => () => request.hasPermission('renda:duty-register:query');

/** `/renda/duty-register/*` (docs/duty-record.md "API"): the deputy's own registrations, the staff's list and review. */
export function dutyRegisterRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: Required<DutyInput> }>('/renda/duty-register/create', {
      config: { access: 'renda:duty-register:create' },
      schema: { body: { type: 'object', required: ['dutyType', 'title', 'dutyDate', 'address', 'content'], properties: dutyProperties } },
    }, async (request) => ok(await createDuty(request.scope(), request.loginUser!.id, { ...request.body, photoUrls: request.body.photoUrls ?? [] })));

    app.put<{ Body: DutyInput & { id: number } }>('/renda/duty-register/update', {
      config: { access: 'renda:duty-register:create' },
      schema: { body: { type: 'object', required: ['id'], properties: { id, ...dutyProperties } } },
    }, async (request) => {
      const { id: dutyId, ...input } = request.body;
      await updateDuty(request.scope(), request.loginUser!.id, dutyId, input);
      return ok(true);
    });

    app.delete<{ Querystring: { id: number } }>('/renda/duty-register/delete', {
      config: { access: 'renda:duty-register:create' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await deleteDuty(request.scope(), request.loginUser!.id, request.query.id);
      return ok(true);
    });

    // the registration decides who reads it (its deputy; the staff): any signed-in user asks
    app.get<{ Querystring: { id: number } }>('/renda/duty-register/get', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => ok(await dutyDetail(request.scope(), request.loginUser!.id, request.query.id, staffCheck(request))));

    app.get<{ Querystring: DutyFilter }>('/renda/duty-register/my-page', {
      config: { access: 'renda:my-duty-register:query' },
      schema: { querystring: { type: 'object', properties: filterProperties } },
    }, async (request) => ok(await dutyPage(request.scope(), request.query, request.loginUser!.id)));

    app.get<{ Querystring: DutyFilter }>('/renda/duty-register/page', {
      config: { access: 'renda:duty-register:query' },
      schema: { querystring: { type: 'object', properties: { ...filterProperties, deputyId: { type: 'integer', title: '代表', minimum: 1 } } } },
    }, async (request) => ok(await dutyPage(request.scope(), request.query)));

    app.put<{ Body: { id: number; decision: DutyDecision; reason?: string } }>('/renda/duty-register/review', {
      config: { access: 'renda:duty-register:review' },
      schema: {
        body: {
          type: 'object', required: ['id', 'decision'],
          properties: {
            id,
            decision: { type: 'string', title: '审核结果', enum: ['approve', 'return'], errorMessage: { enum: '审核结果应为通过或退回' } },
            reason: { type: 'string', title: '退回理由', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await reviewDuty(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });
  };
}
