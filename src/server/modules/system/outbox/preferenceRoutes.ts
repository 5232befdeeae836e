import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { MESSAGE_KINDS, type MessageKind } from './kinds.ts';

interface PreferenceBody {
  preferences: { kind: MessageKind; smsEnabled: boolean; mailEnabled: boolean }[];
}

/**
 * The personal centre's 消息设置 (access 'login', as the profile routes): per kind of message, whether SMS and mail
 * come. The in-site message is not a choice: it always arrives. A kind without a row has both on.
 */
export function messagePreferenceRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/user/profile/message-preference', { config: { access: 'login' } }, async (request) => {
      const rows = await request.scope().selectFrom('systemMessagePreference').select(['kind', 'smsEnabled', 'mailEnabled'])
        .where('userId', '=', request.loginUser!.id).execute();
      const chosen = new Map(rows.map((r) => [r.kind, r]));
      return ok(Object.entries(MESSAGE_KINDS).map(([kind, title]) => ({
        kind, title, smsEnabled: chosen.get(kind)?.smsEnabled ?? true, mailEnabled: chosen.get(kind)?.mailEnabled ?? true,
      })));
    });

    app.put<{ Body: PreferenceBody }>('/system/user/profile/message-preference', {
      config: { access: 'login' },
      schema: {
        body: {
          type: 'object', required: ['preferences'], additionalProperties: false,
          properties: {
            preferences: {
              type: 'array', title: '消息设置', maxItems: Object.keys(MESSAGE_KINDS).length,
              items: {
                type: 'object', required: ['kind', 'smsEnabled', 'mailEnabled'], additionalProperties: false,
                properties: {
                  kind: { type: 'string', title: '消息类型', enum: Object.keys(MESSAGE_KINDS) },
                  smsEnabled: { type: 'boolean', title: '短信提醒' },
                  mailEnabled: { type: 'boolean', title: '邮件提醒' },
                },
              },
            },
          },
        },
      },
    }, async (request) => {
      const userId = request.loginUser!.id;
      // a kind given twice counts once, as last given (one statement must not write a row twice)
      const byKind = new Map(request.body.preferences.map(({ kind, smsEnabled, mailEnabled }) => [kind, { userId, kind, smsEnabled, mailEnabled }]));
      const rows = [...byKind.values()];
      if (rows.length) {
        await request.scope().insertInto('systemMessagePreference', rows)
          .onConflict((oc) => oc.columns(['tenantId', 'userId', 'kind']).doUpdateSet((eb) => ({
            smsEnabled: eb.ref('excluded.smsEnabled'), mailEnabled: eb.ref('excluded.mailEnabled'), updateTime: new Date(),
          }))).execute();
      }
      return ok(true);
    });
  };
}
