import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage, GlobalErrors } from '../../shared/errorCodes.ts';
import { translateAjvErrors } from '../../shared/validation/ajvMessages.ts';
import { failure } from './envelope.ts';
import { ServiceError } from './errors.ts';

const API_PREFIX = '/admin-api';

declare module 'fastify' {
  interface FastifyRequest {
    /** An error no rule expected (answered 系统异常), for the API error log. */
    unexpectedError?: Error;
  }
  interface FastifyInstance {
    /** An administrator's message for a business error code, if any (modules/system/errorCode). */
    errorCodeMessage?: (code: number) => string | undefined;
  }
}

/**
 * The message of a business error, or the one an administrator set for its code on the 错误码 screen (a manual row,
 * modules/system/errorCode), filled with the error's values. A message built without its values keeps ours.
 */
function answeredMessage(request: FastifyRequest, error: ServiceError): string {
  const template = request.server.errorCodeMessage?.(error.code);
  if (template === undefined) return error.message;
  if (error.args) return formatMessage(template, ...error.args);
  return template.includes('{}') ? error.message : template;
}

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
      return reply.code(200).send(failure(error.code, answeredMessage(request, error), error.details ? { errors: error.details } : null));
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const schema = (request.routeOptions.schema as Record<string, any> | undefined)?.[context === 'querystring' ? 'querystring' : context];
      const fields = translateAjvErrors(error.validation as any, schema);
      const msg = `${GlobalErrors.BAD_REQUEST.msg}:${fields.map((f) => f.message).join('；')}`;
      return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, msg, { errors: fields }));
    }
    if (!isApiPath(request.url) && error.statusCode && error.statusCode < 500) {
      // Static files: a browser or proxy expects a plain status, not the API envelope (403 is a 404: nothing to see).
      const status = error.statusCode === 403 ? 404 : error.statusCode;
      return reply.code(status).type('text/plain; charset=utf-8').send(status === 404 ? '资源不存在' : '请求无效');
    }
    if (error.statusCode === 429) {
      return reply.code(200).send(failure(GlobalErrors.TOO_MANY_REQUESTS.code, GlobalErrors.TOO_MANY_REQUESTS.msg));
    }
    const framework = frameworkText(error);
    if (framework) return reply.code(200).send(failure(GlobalErrors.BAD_REQUEST.code, framework));
    request.log.error({ err: error }, 'unhandled error');
    // Kept for the API error log (modules/infra/apiLog), which writes it with its stack after the answer.
    request.unexpectedError = error;
    return reply.code(200).send(failure(GlobalErrors.INTERNAL_SERVER_ERROR.code, GlobalErrors.INTERNAL_SERVER_ERROR.msg));
  });
}

/**
 * Fastify's, @fastify/multipart's and busboy's refusals in Chinese (their texts are English and some echo the path).
 * Whatever else a 4xx says is not shown either: the caller gets a plain 请求参数不正确.
 */
const FRAMEWORK_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容的长度与 Content-Length 不符',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不合法',
  FST_ERR_INVALID_URL: '请求地址不合法',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: '请求缺少 Content-Type',
  FST_ERR_ROUTE_MISSING_CONTENT: '请求体不能为空',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 上传文件',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大，请调整后重试',
  FST_PARTS_LIMIT: '上传的文件或字段过多',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '上传的表单字段过多',
  FST_PROTO_VIOLATION: '上传的表单字段名不合法',
  FST_INVALID_JSON_FIELD_ERROR: '上传的表单字段不是合法的 JSON',
  FST_MP_PREMATURE_CLOSE: '上传的数据不完整，请重新上传',
  FST_NO_FORM_DATA: '请以 multipart/form-data 上传文件',
};
/** busboy's own errors carry no code: a truncated or malformed multipart body. */
const MULTIPART_BROKEN = /^(Unexpected end of|Malformed|Multipart: )/;

function frameworkText(error: FastifyError): string | undefined {
  const text = FRAMEWORK_TEXTS[error.code]
    ?? (error.code === undefined && MULTIPART_BROKEN.test(error.message) ? '上传的数据不完整或格式不正确，请重新上传' : undefined)
    ?? (error instanceof SyntaxError ? FRAMEWORK_TEXTS.FST_ERR_CTP_INVALID_JSON_BODY : undefined)
    ?? (error.statusCode === 413 ? FRAMEWORK_TEXTS.FST_REQ_FILE_TOO_LARGE : undefined)
    ?? (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? '' : undefined);
  if (text === undefined) return undefined;
  return text ? `${GlobalErrors.BAD_REQUEST.msg}:${text}` : GlobalErrors.BAD_REQUEST.msg;
}

/**
 * Errors Fastify raises before a request reaches a route (a bad URL encoding, a path parameter longer than the
 * router keeps): the envelope too, without echoing the path (Fastify's `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(200).type('application/json; charset=utf-8').send(failure(GlobalErrors.BAD_REQUEST.code, frameworkText(error) ?? GlobalErrors.BAD_REQUEST.msg));
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export { API_PREFIX };
