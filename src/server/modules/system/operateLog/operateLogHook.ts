import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { requestArgs } from './requestArgs.ts';
import { OperateType, routeNamer } from './routeNames.ts';
import { operateLogWriter } from './operateLogWriter.ts';

/** Column widths of system_operate_log (migration 0009). */
const LIMITS = { args: 8000, resultData: 4000, resultMsg: 512, url: 512, userAgent: 512 } as const;
/** Answers past this size are not parsed for the log (only their code would be read). */
const MAX_PARSED_ANSWER = 64 * 1024;
/** Sign-in, sign-out and token refresh are the login log's (yudao's @OperateLog(enable = false) on them). */
const NOT_LOGGED = /^\/admin-api\/system\/auth\//;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Outcome {
  code: number;
  msg: string;
  data: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the answer said, kept by the operation log's onSend for its onResponse (only on logged routes). */
    operateOutcome?: Outcome;
  }
}

function outcomeOf(payload: unknown, reply: FastifyReply): Outcome {
  const fallback = { code: reply.statusCode < 400 ? 0 : reply.statusCode, msg: '', data: '' };
  if (typeof payload !== 'string' || payload.length > MAX_PARSED_ANSWER || !payload.startsWith('{')) return fallback;
  try {
    const answer = JSON.parse(payload) as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof answer.code !== 'number') return fallback;
    const data = answer.data === undefined || answer.data === null ? '' : JSON.stringify(answer.data);
    return { code: answer.code, msg: String(answer.msg ?? '').slice(0, LIMITS.resultMsg), data: data.slice(0, LIMITS.resultData) };
  } catch {
    return fallback;
  }
}

/**
 * The operation log (yudao's OperateLogAspect), once for every route: each API write (POST, PUT, PATCH, DELETE) and
 * each export by a signed-in user leaves a row — who, which operation, with what (passwords and tokens masked), how
 * long, and what it answered. The row is queued when the answer has been sent and written in batches
 * (operateLogWriter.ts), so the request neither waits for it nor fails with it. Decision 39.
 */
export function registerOperateLog(app: FastifyInstance, db: Db, registry: ResourceRegistry): void {
  const nameOf = routeNamer(registry, API_PREFIX);
  const writer = operateLogWriter(db, app.log);
  const logged = (request: FastifyRequest): string | null => {
    const url = request.routeOptions.url;
    if (!url || !request.loginUser || NOT_LOGGED.test(url)) return null;
    if (WRITES.has(request.method)) return url;
    return request.method === 'GET' && nameOf(request.method, url).type === OperateType.EXPORT ? url : null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (logged(request)) request.operateOutcome = outcomeOf(payload, reply);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const url = logged(request);
    if (!url) return;
    try {
      const user = request.loginUser!;
      const name = nameOf(request.method, url);
      const outcome = request.operateOutcome ?? outcomeOf(undefined, reply);
      const duration = Math.round(reply.elapsedTime);
      const startTime = new Date(Date.now() - duration);
      writer.write({
        tenantId: request.tenantId,
        traceId: String(request.id).slice(0, 64),
        userId: user.id,
        userType: user.userType,
        module: name.module,
        name: name.name,
        type: name.type,
        // yudao's content and exts come from its @OperateLog annotations; our routes carry no such text
        content: '',
        exts: '',
        requestMethod: request.method,
        requestUrl: request.url.split('?')[0].slice(0, LIMITS.url),
        userIp: request.ip.slice(0, 50),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, LIMITS.userAgent),
        javaMethod: `${request.method} ${url}`.slice(0, 512),
        javaMethodArgs: requestArgs(request.query, request.body, Number(request.headers['content-length'] ?? 0), LIMITS.args, request.routeOptions.config?.secretArgs),
        startTime,
        duration,
        resultCode: outcome.code,
        resultMsg: outcome.msg,
        resultData: outcome.data,
        createTime: startTime,
      });
    } catch (err) {
      request.log.warn({ err }, 'operate log row not queued');
    }
  });

  // onClose hooks run last-added first; app.ts adds the database's close before this, so rows are written before it.
  app.addHook('onClose', () => writer.drain());
}
