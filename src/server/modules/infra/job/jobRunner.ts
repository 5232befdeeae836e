import type { ServerConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { JobLogStatus } from './jobErrors.ts';
import { jobHandler } from './handlers/index.ts';

/** The job fields an execution needs. */
export interface RunnableJob {
  id: number;
  handlerName: string;
  handlerParam: string | null;
  retryCount: number;
  retryInterval: number;
}

export interface RunnerDeps {
  database: DatabaseHandle;
  config: ServerConfig;
  /** Who runs it (JobScheduler.instanceId). */
  instanceId: string;
  /** Told of every execution (the metrics' job_runs_total). */
  recordExecution?(handlerName: string, status: 'success' | 'failure', ms: number): void;
}

/** The log's result column holds 4 000 characters; a longer message keeps its start. */
const RESULT_MAX = 4000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error)) || '执行失败';

/** Waits `ms`, or less when the signal aborts (the server closing). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * One run of a job as yudao's JobHandlerInvoker does it: the handler with the job's parameter, and on failure up to
 * `retryCount` more executions `retryInterval` ms apart. Every execution has its log row, written as 运行中 when it
 * starts and completed with its end, duration, status and result (the handler's text, or the error's message).
 * A server that closes stops retrying. Returns whether an execution succeeded.
 */
export async function runJob(deps: RunnerDeps, job: RunnableJob, fireTime: Date, signal: AbortSignal): Promise<boolean> {
  const { db } = deps.database;
  const handler = jobHandler(job.handlerName);
  for (let executeIndex = 1; ; executeIndex++) {
    const beginTime = new Date();
    const { id: logId } = await db.insertInto('infraJobLog').values({
      jobId: job.id, handlerName: job.handlerName, handlerParam: job.handlerParam, executeIndex, beginTime, status: JobLogStatus.RUNNING, instanceId: deps.instanceId,
    }).returning('id').executeTakeFirstOrThrow();
    let status: number = JobLogStatus.SUCCESS;
    let result: string;
    try {
      if (!handler) throw new Error(`定时任务的处理器【${job.handlerName}】不存在`);
      const param = job.handlerParam?.trim() ? job.handlerParam : null;
      result = await handler.run({ db, database: deps.database, config: deps.config, param, fireTime, signal, instanceId: deps.instanceId });
    } catch (error) {
      status = JobLogStatus.FAILURE;
      result = messageOf(error);
    }
    const endTime = new Date();
    deps.recordExecution?.(job.handlerName, status === JobLogStatus.SUCCESS ? 'success' : 'failure', endTime.getTime() - beginTime.getTime());
    await db.updateTable('infraJobLog').set({
      endTime, duration: endTime.getTime() - beginTime.getTime(), status, result: result.slice(0, RESULT_MAX), updateTime: endTime,
    }).where('id', '=', logId).execute();
    if (status === JobLogStatus.SUCCESS) return true;
    if (executeIndex > job.retryCount || signal.aborted) return false;
    await pause(job.retryInterval, signal);
    if (signal.aborted) return false;
  }
}
