import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls for a client served from another host (CORS_ORIGINS; issue 40, point 7): only the listed
 * origins, with the headers a yudao client sends (the bearer token, `tenant-id`), and no cookies — the session is the
 * token the page holds, never the browser's credentials. Nothing is registered without origins, so a page of another
 * origin cannot read an answer and its preflight gets no permission. The preflight is answered in the hook, before
 * the access check: it carries no token.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (!origins.length) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'tenant-id', 'Accept-Language'],
    // Exports name their file there (the client reads it to save the download).
    exposedHeaders: ['Content-Disposition'],
    credentials: false,
    maxAge: 600,
  });
}
