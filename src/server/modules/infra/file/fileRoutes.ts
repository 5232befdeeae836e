import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { fail } from '../../../http/errors.ts';
import { FileErrors, readContent } from './fileStorage.ts';

/**
 * The public download of a stored file (yudao's `GET /infra/file/{configId}/get/{path}`): no sign-in and no tenant,
 * as an <img> asks for it. Paths are generated and unguessable; the content is served with the type found when it
 * was stored, never sniffed (helmet's nosniff), and cached for good (a path never gets other content).
 */
export function fileRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Params: { configId: number; '*': string } }>('/infra/file/:configId/get/*', {
      config: { access: 'public', tenantIgnore: true },
      schema: {
        params: {
          type: 'object',
          required: ['configId', '*'],
          properties: {
            configId: { type: 'integer', title: '文件配置编号', minimum: 1 },
            '*': { type: 'string', title: '文件路径', minLength: 1, maxLength: 512 },
          },
        },
      },
    }, async (request, reply) => {
      const file = await readContent(db, request.params.configId, request.params['*']);
      if (!file) throw fail(FileErrors.NOT_EXISTS);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(file.content));
    });
  };
}
