import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { failure } from './envelope.ts';
import { isApiPath } from './errorHandler.ts';

/**
 * Serves the built client with a history-mode fallback: a page path (no file extension, HTML accepted) gets
 * index.html; a missing asset or API path never does, so a broken deploy shows a 404, not a blank page.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    // wildcard stays on: assets from a rebuild are found without a restart (TOOLCHAIN.md gotcha 11).
    await app.register(fastifyStatic, { root: staticDir, prefix: '/', index: false, maxAge: '1h', immutable: false });
  }

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    // index.html must not be cached: it names the current hashed assets.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  // The root is a directory to the static plugin (which would refuse it): it is the app.
  if (hasClient) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url)) {
      return reply.code(200).send(failure(GlobalErrors.NOT_FOUND.code, `请求地址不存在:${url}`));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path.extname(url) === '';
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!hasClient) {
      return reply.code(503).type('text/plain; charset=utf-8').send('客户端尚未构建：请运行 npm run build（npm start 会自动构建）。');
    }
    return sendIndex(reply);
  });
}
