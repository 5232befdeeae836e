import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { isApiPath } from '../../../http/errorHandler.ts';
import { requestArgs } from '../../system/operateLog/requestArgs.ts';
import { APPLICATION_NAME } from '../../system/errorCode/errorCodeCatalogue.ts';
import { logWriter } from './logWriter.ts';
import { errorDetails } from './errorDetails.ts';

/** Column widths of the API logs (migration 0015). */
const LIMITS = { params: 8000, resultMsg: 512, url: 512, userAgent: 512 } as const;
/** A load balancer's probe every few seconds is not a request anyone wants to read back. */
const NOT_LOGGED = new Set(['/admin-api/system/health']);
/** Only a failure's short answer is parsed for its message; a success's code is read off the envelope's start. */
const MAX_PARSED_FAILURE = 4096;
const CODE_AT_START = /^\{"code":(-?\d+)/;

interface Outcome {
  code: number;
  msg: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the answer said, read by the API access log's onSend for its onResponse. */
    apiOutcome?: Outcome;
    /** Its access-log row is queued (once, whether the answer was sent or the client went away). */
    apiLogged?: boolean;
  }
}

/**
 * The envelope's code and message, cheaply: our answers are serialised with `code` first (http/envelope.ts), so a
 * success (msg '') costs one short regular expression, however long its data; only a failure's small answer is
 * parsed for its message. A download (not JSON) counts as a success, an answer of another shape as its HTTP status.
 */
function outcomeOf(payload: unknown, reply: FastifyReply): Outcome {
  const fallback = { code: reply.statusCode < 400 ? 0 : reply.statusCode, msg: '' };
  if (typeof payload !== 'string') return fallback;
  const code = CODE_AT_START.exec(payload.slice(0, 24));
  if (!code) return fallback;
  const outcome = { code: Number(code[1]), msg: '' };
  if (outcome.code !== 0 && payload.length <= MAX_PARSED_FAILURE) {
    try {
      outcome.msg = String((JSON.parse(payload) as { msg?: unknown }).msg ?? '').slice(0, LIMITS.resultMsg);
    } catch {
      // not our envelope after all: the code alone
    }
  }
  return outcome;
}

/** Who made the request and with what: the columns both API logs share. */
function requestColumns(request: FastifyRequest) {
  return {
    tenantId: request.tenantId ?? null,
    traceId: String(request.id).slice(0, 64),
    userId: request.loginUser?.id ?? 0,
    userType: request.loginUser?.userType ?? 0,
    applicationName: APPLICATION_NAME,
    requestMethod: request.method.slice(0, 16),
    requestUrl: request.url.split('?')[0].slice(0, LIMITS.url),
    requestParams: requestArgs(request.query, request.body, Number(request.headers['content-length'] ?? 0), LIMITS.params, request.routeOptions.config?.secretArgs),
    userIp: request.ip.slice(0, 50),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, LIMITS.userAgent),
  };
}

/**
 * yudao's API access log and API error log (ApiAccessLogFilter, GlobalExceptionHandler), once for every API
 * request: each leaves an access-log row (who, what with passwords and tokens masked, when, how long, which code
 * and message), and each unexpected error (the error handler's 系统异常) an error-log row with its stack. Rows are
 * queued when the answer has been sent and written in batches, so the request neither waits for them nor fails with
 * them (decision 42's pattern; docs/decisions.md).
 */
export function registerApiLogs(app: FastifyInstance, db: Db): void {
  const access = logWriter(db, 'infraApiAccessLog', app.log);
  const errors = logWriter(db, 'infraApiErrorLog', app.log);
  const logged = (request: FastifyRequest) => isApiPath(request.url) && !NOT_LOGGED.has(request.routeOptions.url ?? '');

  app.addHook('onSend', async (request, reply, payload) => {
    if (logged(request)) request.apiOutcome = outcomeOf(payload, reply);
    return payload;
  });

  const record = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.apiLogged) return;
    request.apiLogged = true;
    try {
      const duration = Math.round(reply.elapsedTime);
      const endTime = new Date();
      const beginTime = new Date(endTime.getTime() - duration);
      const outcome = request.apiOutcome ?? outcomeOf(undefined, reply);
      const columns = requestColumns(request);
      access.write({ ...columns, beginTime, endTime, duration, resultCode: outcome.code, resultMsg: outcome.msg, createTime: beginTime });
      if (request.unexpectedError) {
        errors.write({ ...columns, ...errorDetails(request.unexpectedError), exceptionTime: endTime, createTime: endTime });
      }
    } catch (err) {
      request.log.warn({ err }, 'API log rows not queued');
    }
  };
  // A client that went away (a cut upload, a closed tab) gets no answer, so onResponse never runs: its row is
  // written when the connection closes.
  app.addHook('onRequest', async (request, reply) => {
    if (logged(request)) reply.raw.once('close', () => reply.raw.writableFinished || record(request, reply));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (logged(request)) record(request, reply);
  });

  // onClose hooks run last-added first; app.ts adds the database's close before this, so rows are written before it.
  app.addHook('onClose', async () => {
    await access.drain();
    await errors.drain();
  });
}
