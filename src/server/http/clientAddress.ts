import type { FastifyRequest } from 'fastify';

/**
 * Fixes the caller's address when the request arrives. Fastify reads `request.ip` from the socket each time, and
 * once the client has gone away (an aborted upload, a closed tab) the socket has no address: the API access log,
 * the operation log and the login log read it after the answer and lost their row. Unknown is '' (a column value).
 */
export function keepClientAddress(request: FastifyRequest): void {
  Object.defineProperty(request, 'ip', { value: request.ip ?? '', enumerable: true });
}
