import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';

/**
 * The social accounts bound to the signed-in user (`GET /system/social-user/get-bind-list`, yudao's
 * `{id, type, openid, nickname, avatar}[]`), shown in the personal centre. Nothing can be bound before social
 * sign-in (issue 13) lands, so the list is empty; that issue replaces this answer with its table's rows.
 */
export function socialUserRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/social-user/get-bind-list', { config: { access: 'login' } }, async () => ok([]));
  };
}
