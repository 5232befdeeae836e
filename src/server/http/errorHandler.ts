import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { translateAjvErrors } from '../../shared/validation/ajvMessages.ts';
import { failure } from './envelope.ts';
import { ServiceError } from './errors.ts';

const API_PREFIX = '/admin-api';

/**
 * Maps every failure to the yudao envelope. Whatever the user did wrong is a business error with HTTP 200
 * (a code and a Chinese message); only our own bugs become 500, and those are logged with their stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      // A download that failed before its first byte (an export) had set its own type and file name: the envelope
      // goes out as JSON, not as a broken file.
      reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    }
    if (error instanceof ServiceError) {
      return reply.code(200).send(failure(error.code, error.message, error.details ? { errors: error.details } : null));
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const schema = (request.routeOptions.schema as Record<string, any> | undefined)?.[context === 'querystring' ? 'querystring' : context];
      const fields = translateAjvErrors(error.validation as any, schema);
      const msg = `${GlobalErrors.BAD_REQUEST.msg}:${fields.map((f) => f.message).join('；')}`;
      return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, msg, { errors: fields }));
    }
    if (!isApiPath(request.url) && error.statusCode && error.statusCode < 500) {
      // Static files: a browser or proxy expects a plain status, not the API envelope.
      return reply.code(error.statusCode === 403 ? 404 : error.statusCode).type('text/plain; charset=utf-8').send(error.statusCode === 403 ? 'Not Found' : error.message);
    }
    if (error.statusCode === 429) {
      return reply.code(200).send(failure(GlobalErrors.TOO_MANY_REQUESTS.code, GlobalErrors.TOO_MANY_REQUESTS.msg));
    }
    if (error.statusCode === 413) {
      return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, '上传文件过大，请调整后重试'));
    }
    if (error.statusCode === 415) {
      return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:不支持的请求内容类型`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty bodies with a JSON content type and the like: the caller's mistake, said plainly.
      const reason = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? '请求体不是合法的 JSON' : error.message;
      return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${reason}`));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(200).send(failure(GlobalErrors.INTERNAL_SERVER_ERROR.code, GlobalErrors.INTERNAL_SERVER_ERROR.msg));
  });
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export { API_PREFIX };
