import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { failure } from './envelope.ts';
import { isApiPath } from './errorHandler.ts';

/** The static plugin's route (prefix `/`): the client's files, compressed at build, never per request (compression.ts). */
export const CLIENT_FILES_ROUTE = '/*';
const INDEX = 'index.html';
const YEAR = 365 * 24 * 3600;
/**
 * Unhashed files that must never be used stale (decision 85): the service worker (a browser's update check reads it
 * from the server anyway, but a proxy might keep it) and the manifest (it names the icons and the start page).
 */
const ALWAYS_ASK = new Set([INDEX, 'sw.js', 'manifest.webmanifest']);

/**
 * How long a browser may keep a file of the build (decision 84), by its path in the build:
 * - `assets/`: Vite's files, named by their content's hash: a new build names new files, so a year, immutable.
 * - index.html: never without asking: it names the current hashed assets (an ETag makes asking cheap); so are the
 *   service worker and the manifest (ALWAYS_ASK).
 * - the rest (favicon, icons, the offline page, pdf.js's cmaps and fonts, from public/ and node_modules): unhashed
 *   names, an hour.
 * The path is the file sent, which may be the .br or .gz beside it.
 */
export function cachePolicy(file: string): string {
  const name = file.replace(/\.(br|gz)$/, '').split(path.sep).join('/');
  if (name.startsWith('assets/')) return `public, max-age=${YEAR}, immutable`;
  if (ALWAYS_ASK.has(name)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built client with a history-mode fallback: a page path (no file extension, HTML accepted) gets
 * index.html; a missing asset or API path never does, so a broken deploy shows a 404, not a blank page.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      // wildcard stays on: assets from a rebuild are found without a restart (TOOLCHAIN.md gotcha 11).
      wildcard: true,
      // The .br or .gz the build wrote beside a file, when the client accepts it (with Vary: Accept-Encoding).
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', cachePolicy(path.relative(staticDir, file))),
    });
  }

  // Not returned to the handler's caller: sendFile answers asynchronously, and a reply handed back is awaited as a
  // thenable, one more 'close' listener on the response each time (a MaxListenersExceededWarning per deep link).
  const sendIndex = (reply: import('fastify').FastifyReply): void => {
    reply.sendFile(INDEX);
  };
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
    sendIndex(reply);
  });
}
