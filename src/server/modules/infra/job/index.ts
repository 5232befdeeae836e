/**
 * The scheduler and its job log (docs/jobs.md): 定时任务 and 调度日志 are manifest resources (`job`, `jobLog`); this
 * folder adds their rules, the irregular routes, the built-in handlers and the scheduler each server runs.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { JobScheduler } from './scheduler.ts';

export { jobHooks } from './jobHooks.ts';
export { jobRoutes } from './jobRoutes.ts';
export { JobErrors } from './jobErrors.ts';
export { registerJobHandler, type JobHandler } from './handlers/index.ts';
export type { JobScheduler } from './scheduler.ts';

/**
 * This server's scheduler: ticking from when the app is ready when JOB_ENABLED (every instance may; each run
 * happens once), stopped on close before the database closes (it waits for the runs under way). 执行一次 works
 * either way.
 */
export function registerJobScheduler(app: FastifyInstance, database: DatabaseHandle, config: ServerConfig): JobScheduler {
  // app.metrics is decorated later in the start (metrics/metrics.ts); it is read when a run ends.
  const recordExecution = (handler: string, status: 'success' | 'failure', ms: number) => app.metrics.jobRun(handler, status, ms);
  const scheduler = new JobScheduler({ database, config, recordExecution }, { tickMs: config.jobTickMs, leaseMs: config.jobLeaseMs }, app.log);
  app.addHook('onReady', async () => {
    if (config.jobEnabled) scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  return scheduler;
}
