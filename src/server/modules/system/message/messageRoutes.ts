import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { ok } from '../../../http/envelope.ts';
import { createTimeProperties, createTimeRange, pageProperties, type CreateTimeQuery, type PageQuery } from '../../bpm/runtime/schemas.ts';
import { USER_TYPE_ADMIN } from '../auth/tokenService.ts';
import { sendMail } from './mailSender.ts';
import { sendNotify } from './notifySender.ts';

/** A template's parameter values as the 测试 dialogs send them: names to short texts. */
const templateParams = {
  type: 'object', title: '模板参数', maxProperties: 50,
  additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 1000 },
} as const;
const templateCode = { type: 'string', title: '模板编码', minLength: 1, maxLength: 64, errorMessage: { minLength: '模板编码不能为空' } } as const;

/** What a user's own message list shows (yudao's NotifyMessageRespVO, without the template's parameters). */
const MESSAGE_COLUMNS = ['id', 'userId', 'userType', 'templateId', 'templateCode', 'templateNickname', 'templateContent',
  'templateType', 'templateParams', 'readStatus', 'readTime', 'createTime'] as const;

/** The bell's popover lists at most this many unread messages (yudao's get-unread-list size). */
const UNREAD_LIST_SIZE = 10;

interface MyPageQuery extends PageQuery, CreateTimeQuery {
  readStatus?: boolean;
}

/**
 * The irregular operations of 邮件模版 (send-mail), 站内信模板 (send-notify) and 我的站内信 (a user's own messages:
 * page, unread list and count, read marks). A user reads and marks only their own messages, in their tenant.
 */
export function messageRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: { mail?: string; templateCode: string; templateParams?: Record<string, unknown> } }>('/system/mail-template/send-mail', {
      config: { access: 'system:mail-template:send-mail' },
      schema: {
        body: {
          type: 'object', required: ['templateCode'],
          properties: {
            mail: { type: 'string', title: '接收邮箱', format: 'email', maxLength: 255 },
            templateCode,
            templateParams,
          },
        },
      },
    }, async (request) => ok((await sendMail(db, request.scope(), {
      mail: request.body.mail, userId: request.loginUser!.id, userType: USER_TYPE_ADMIN,
      templateCode: request.body.templateCode, templateParams: request.body.templateParams ?? {},
    })).id));

    app.post<{ Body: { userId: number; templateCode: string; templateParams?: Record<string, unknown> } }>('/system/notify-template/send-notify', {
      config: { access: 'system:notify-template:send-notify' },
      schema: {
        body: {
          type: 'object', required: ['userId', 'templateCode'],
          properties: {
            userId: { type: 'integer', title: '接收人', minimum: 1, errorMessage: { required: '接收人不能为空' } },
            templateCode,
            templateParams,
          },
        },
      },
    }, async (request) => ok(await sendNotify(db, request.scope(), {
      userId: request.body.userId, userType: USER_TYPE_ADMIN,
      templateCode: request.body.templateCode, templateParams: request.body.templateParams ?? {},
    })));

    app.get<{ Querystring: MyPageQuery }>('/system/notify-message/my-page', {
      config: { access: 'login' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageProperties, readStatus: { type: 'boolean', title: '是否已读' }, ...createTimeProperties },
        },
      },
    }, async (request) => {
      const q = request.query;
      const { from, to } = createTimeRange(q);
      let query = request.scope().selectFrom('systemNotifyMessage')
        .where('userId', '=', request.loginUser!.id).where('userType', '=', USER_TYPE_ADMIN).where('deleted', '=', false);
      if (q.readStatus !== undefined) query = query.where('readStatus', '=', q.readStatus);
      if (from) query = query.where('createTime', '>=', from);
      if (to) query = query.where('createTime', '<=', to);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = await query.select([...MESSAGE_COLUMNS]).orderBy('id', 'desc')
        .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
      return ok({ list, total: Number(total) });
    });

    const unread = (scope: TenantScope, userId: number) => scope.selectFrom('systemNotifyMessage')
      .where('userId', '=', userId).where('userType', '=', USER_TYPE_ADMIN).where('readStatus', '=', false).where('deleted', '=', false);

    app.get('/system/notify-message/get-unread-list', { config: { access: 'login' } }, async (request) =>
      ok(await unread(request.scope(), request.loginUser!.id).select([...MESSAGE_COLUMNS]).orderBy('id', 'desc').limit(UNREAD_LIST_SIZE).execute()));

    app.get('/system/notify-message/get-unread-count', { config: { access: 'login' } }, async (request) => {
      const { count } = await unread(request.scope(), request.loginUser!.id).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return ok(Number(count));
    });

    // `ids` repeated, as qs sends them with indices: false; only the caller's own messages change.
    app.put<{ Querystring: { ids: number[] } }>('/system/notify-message/update-read', {
      config: { access: 'login' },
      schema: {
        querystring: {
          type: 'object', required: ['ids'],
          properties: { ids: { type: 'array', title: '编号', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } },
        },
      },
    }, async (request) => {
      await request.scope().updateTable('systemNotifyMessage').set({ readStatus: true, readTime: new Date() })
        .where('id', 'in', request.query.ids).where('userId', '=', request.loginUser!.id).where('userType', '=', USER_TYPE_ADMIN)
        .where('readStatus', '=', false).execute();
      return ok(true);
    });

    app.put('/system/notify-message/update-all-read', { config: { access: 'login' } }, async (request) => {
      await request.scope().updateTable('systemNotifyMessage').set({ readStatus: true, readTime: new Date() })
        .where('userId', '=', request.loginUser!.id).where('userType', '=', USER_TYPE_ADMIN).where('readStatus', '=', false).execute();
      return ok(true);
    });
  };
}
