import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { distinctIds, idListSchema } from '../../../http/idList.ts';
import { GlobalErrors, TenantErrors } from '../../../../shared/errorCodes.ts';
import { isValidCron, nextFireTime, nextFireTimes } from './cron.ts';
import { JobErrors, JobStatus } from './jobErrors.ts';
import { jobHandlers } from './handlers/index.ts';
import type { JobScheduler } from './scheduler.ts';

const platformOnly = { code: TenantErrors.PLATFORM_ONLY.code, msg: '只有平台租户可以管理定时任务' };
const id = { type: 'integer', title: '任务编号', minimum: 1 } as const;
const idQuery = { type: 'object', required: ['id'], properties: { id } } as const;
const statusFields = { id, status: { type: 'integer', title: '任务状态', minimum: 0, maximum: 9 } } as const;

/** A parameter of the form body (text), as an integer; absent or not a whole number, refused with its title. */
function integerOf(value: unknown, title: string): number {
  if (value === undefined || value === null || value === '') throw fail({ code: GlobalErrors.BAD_REQUEST.code, msg: `${title}不能为空` });
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw fail({ code: GlobalErrors.BAD_REQUEST.code, msg: `${title}必须是整数` });
  return n;
}

async function findJob(db: Db, jobId: number) {
  const job = await db.selectFrom('infraJob').selectAll().where('id', '=', jobId).where('deleted', '=', false).executeTakeFirst();
  if (!job) throw fail(JobErrors.NOT_EXISTS);
  return job;
}

/**
 * The job's routes beside the generic CRUD (yudao's JobController): update-status (开启 / 暂停), trigger (执行一次),
 * get_next_times, list by ids, and the handlers this server has (ours: the form's choice of handler).
 */
export function jobRoutes(db: Db, scheduler: JobScheduler) {
  return async function (app: FastifyInstance): Promise<void> {
    // yudao reads update-status's id and status as request parameters: the query, or a form-encoded body (v1.6.2's
    // client). The parser is this plugin's only: other routes keep refusing form bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.put<{ Querystring: { id?: number; status?: number }; Body: Record<string, unknown> | undefined }>('/infra/job/update-status', {
      config: { access: 'infra:job:update', platformOnly },
      schema: { querystring: { type: 'object', properties: statusFields } },
    }, async (request) => {
      const jobId = request.query.id ?? integerOf(request.body?.id, '任务编号');
      const status = request.query.status ?? integerOf(request.body?.status, '任务状态');
      if (status !== JobStatus.NORMAL && status !== JobStatus.STOP) throw fail(JobErrors.CHANGE_STATUS_INVALID);
      const job = await findJob(db, jobId);
      if (job.status === status) throw fail(JobErrors.CHANGE_STATUS_EQUALS);
      // Enabled again, it continues from now: the fire times missed while paused are not made up.
      await db.updateTable('infraJob').set({
        status, nextFireTime: status === JobStatus.NORMAL ? nextFireTime(job.cronExpression) : job.nextFireTime,
        updater: String(request.loginUser!.id), updateTime: new Date(),
      }).where('id', '=', jobId).execute();
      return ok(true);
    });

    app.put<{ Querystring: { id: number } }>('/infra/job/trigger', {
      config: { access: 'infra:job:trigger', platformOnly },
      schema: { querystring: idQuery },
    }, async (request) => {
      scheduler.trigger(await findJob(db, request.query.id));
      return ok(true);
    });

    // A saved job's next fire times (yudao), or — ours — those of an expression being typed in the form, so that the
    // preview is the server's reading in the server's time zone, as the scheduler will fire it.
    app.get<{ Querystring: { id?: number; cronExpression?: string; count?: number } }>('/infra/job/get_next_times', {
      config: { access: 'infra:job:query', platformOnly },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            id, cronExpression: { type: 'string', title: 'CRON 表达式', maxLength: 64 }, count: { type: 'integer', title: '数量', minimum: 1, maximum: 100, default: 5 },
          },
        },
      },
    }, async (request) => {
      const { id: jobId, count = 5 } = request.query;
      let expression = request.query.cronExpression;
      if (jobId !== undefined) expression = (await findJob(db, jobId)).cronExpression;
      else if (expression === undefined) throw fail({ code: GlobalErrors.BAD_REQUEST.code, msg: '任务编号不能为空' });
      else if (!isValidCron(expression)) throw fail(JobErrors.CRON_EXPRESSION_VALID);
      return ok(nextFireTimes(expression, count).map((time) => time.getTime()));
    });

    app.get<{ Querystring: { ids: number[] } }>('/infra/job/list', {
      config: { access: 'infra:job:query', platformOnly },
      schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: idListSchema('任务编号', 200) } } },
    }, async (request) => {
      const ids = distinctIds(request.query.ids);
      const rows = await db.selectFrom('infraJob')
        .select(['id', 'name', 'status', 'handlerName', 'handlerParam', 'cronExpression', 'retryCount', 'retryInterval', 'monitorTimeout', 'nextFireTime', 'createTime'])
        .where('id', 'in', ids).where('deleted', '=', false).orderBy('id').execute();
      return ok(rows);
    });

    app.get('/infra/job/handlers', {
      config: { access: 'infra:job:query', platformOnly },
    }, async () => ok(jobHandlers().map(({ name, title, param }) => ({ name, title, param: param ?? null }))));
  };
}
