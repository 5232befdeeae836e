import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { CLIENT_FILES_ROUTE } from './spa.ts';

/** Answers smaller than this go plain: compressed, they would still take a packet, and cost CPU for nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text the server writes itself: JSON, HTML, text, XML, JavaScript and SVG (mime-db's compressible types, which the
 * library also consults). Not @fastify/compress's default `octet-stream`: an unknown download is more likely a
 * compressed file (an archive, a picture) than text. xlsx, zip, pdf and images are compressed formats already;
 * their downloads pass through untouched, streaming as before (Excel exports are piped while being written).
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/u;

/**
 * Compresses the server's own answers (the API, its documentation, the metrics) with brotli or gzip when the client
 * accepts one and the answer is at least COMPRESSION_THRESHOLD bytes (decision 84). Brotli at quality 4
 * (the library's default: quality 11 would take longer than the query). The client's files are not compressed per
 * request: the build wrote their .br and .gz beside them (scripts/lib/precompress.mjs) and spa.ts serves those.
 * Registered before any route: the library adds its hook to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the library's own onRoute hook, which reads the route's `compress` option.
  app.addHook('onRoute', (route) => {
    if (route.url === CLIENT_FILES_ROUTE) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    // No client sends compressed bodies: inflating them would only add a way in for a zip bomb past the parsers' limits.
    globalDecompression: false,
  });
}
