import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { isValidCron, nextFireTime } from './cron.ts';
import { JobErrors, JobStatus } from './jobErrors.ts';
import { jobHandler } from './handlers/index.ts';

type Row = Record<string, unknown>;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function checkCron(expression: unknown): string {
  if (typeof expression !== 'string' || !isValidCron(expression)) throw fail(JobErrors.CRON_EXPRESSION_VALID);
  return expression.trim();
}

/** The handler must exist on this server, and accept the parameter. */
function checkHandler(handlerName: string, param: unknown): void {
  const handler = jobHandler(handlerName);
  if (!handler) throw fail(JobErrors.HANDLER_NOT_EXISTS, handlerName);
  const refusal = handler.checkParam?.(textOf(param));
  if (refusal) throw fail(JobErrors.HANDLER_PARAM_INVALID, refusal);
}

/**
 * 定时任务 (the manifest's `job`) as yudao's JobServiceImpl checks it: a valid cron expression, a handler this
 * server has (one job per handler: the manifest's unique rule), a job created enabled (开启), changed only while
 * enabled, its handler fixed. The next fire time is written with every save, so the scheduler and the list agree.
 */
export const jobHooks: ResourceHooks = {
  beforeCreate(values) {
    const cronExpression = checkCron(values.cronExpression);
    checkHandler(String(values.handlerName), values.handlerParam);
    return { ...values, cronExpression, status: JobStatus.NORMAL, monitorTimeout: values.monitorTimeout ?? 0, nextFireTime: nextFireTime(cronExpression)?.getTime() ?? null };
  },
  beforeUpdate(values, existing) {
    if (Number(existing.status) !== JobStatus.NORMAL) throw fail(JobErrors.UPDATE_ONLY_NORMAL_STATUS);
    const cronExpression = values.cronExpression === undefined ? String(existing.cronExpression) : checkCron(values.cronExpression);
    if (values.handlerParam !== undefined) checkHandler(String(existing.handlerName), values.handlerParam);
    const changed: Row = { ...values, nextFireTime: nextFireTime(cronExpression)?.getTime() ?? null };
    if (values.cronExpression !== undefined) changed.cronExpression = cronExpression;
    return changed;
  },
};
