import type { FastifyInstance } from 'fastify';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import { ok } from '../../../http/envelope.ts';
import { pageProperties } from '../../bpm/runtime/schemas.ts';
import { checkIn, markAttendance, myActivities, roster, signUp, withdraw, type CheckInInput, type MyActivityFilter } from './attendance.ts';

const id = { type: 'integer', title: '活动编号', minimum: 1 } as const;
const activityBody = { type: 'object', required: ['id'], properties: { id } } as const;

/**
 * The map widget's provider and settings (mapConfig.ts), for those who place activities; a deputy's 我的活动, sign-up
 * and check-in; the staff's roster and attendance by hand (docs/activities.md).
 */
export function activityRoutes(map: MapConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/renda/activity/map-config', { config: { access: 'renda:activity:query' } }, async () => ok(map));

    app.get<{ Querystring: MyActivityFilter }>('/renda/activity/my-page', {
      config: { access: 'renda:my-activity:query' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageProperties, scope: { type: 'string', title: '范围', enum: ['joined', 'open'], errorMessage: { enum: '范围应为 joined 或 open' } } },
        },
      },
    }, async (request) => ok(await myActivities(request.scope(), request.loginUser!.id, request.query)));

    app.post<{ Body: { id: number } }>('/renda/activity/sign-up', {
      config: { access: 'renda:activity:sign-up' }, schema: { body: activityBody },
    }, async (request) => {
      await signUp(request.scope(), request.loginUser!.id, request.body.id);
      return ok(true);
    });

    app.post<{ Body: { id: number } }>('/renda/activity/withdraw', {
      config: { access: 'renda:activity:sign-up' }, schema: { body: activityBody },
    }, async (request) => {
      await withdraw(request.scope(), request.loginUser!.id, request.body.id);
      return ok(true);
    });

    app.put<{ Body: CheckInInput }>('/renda/activity/check-in', {
      config: { access: 'renda:activity:check-in' },
      schema: {
        body: {
          type: 'object', required: ['id', 'longitude', 'latitude'],
          properties: {
            id,
            longitude: { type: 'number', title: '经度', minimum: -180, maximum: 180 },
            latitude: { type: 'number', title: '纬度', minimum: -90, maximum: 90 },
            photoUrl: { type: 'string', title: '签到照片', maxLength: 1000 },
          },
        },
      },
    }, async (request) => ok(await checkIn(request.scope(), request.loginUser!.id, request.body, map)));

    app.get<{ Querystring: { id: number } }>('/renda/activity/roster', {
      config: { access: 'renda:activity:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => ok(await roster(request.scope(), request.query.id)));

    app.put<{ Body: { id: number; userId: number; present: boolean; reason?: string } }>('/renda/activity/attendance', {
      config: { access: 'renda:activity:update' },
      schema: {
        body: {
          type: 'object', required: ['id', 'userId', 'present'],
          properties: {
            id,
            userId: { type: 'integer', title: '代表', minimum: 1 },
            present: { type: 'boolean', title: '出席' },
            reason: { type: 'string', title: '原因', maxLength: 200 },
          },
        },
      },
    }, async (request) => {
      await markAttendance(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });
  };
}
