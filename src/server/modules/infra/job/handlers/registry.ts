import type { ServerConfig } from '../../../../config.ts';
import type { DatabaseHandle, Db } from '../../../../db/database.ts';

/** What a handler is given for one execution. */
export interface JobContext {
  db: Db;
  database: DatabaseHandle;
  config: ServerConfig;
  /** The job's handlerParam (null when empty). */
  param: string | null;
  /** The fire time this execution stands for (the trigger's time for 执行一次). */
  fireTime: Date;
  /** Aborted when the server closes: a long handler may stop early. */
  signal: AbortSignal;
  /** The server instance running it (the scheduler's lease holder name). */
  instanceId: string;
}

/**
 * A job handler, yudao's JobHandler bean: found by its name (the job's handlerName), run with the job's parameter,
 * answering the log row's result text; a thrown error fails the execution (retried, then logged with its message).
 */
export interface JobHandler {
  name: string;
  /** What it does, for the form's choice of handler. */
  title: string;
  /** What its parameter means, or absent when it takes none. */
  param?: string;
  /** Why a parameter is refused when a job is saved (null: fine). */
  checkParam?(param: string | null): string | null;
  run(context: JobContext): Promise<string>;
}

const handlers = new Map<string, JobHandler>();

/** Adds a handler (the built-in ones at start-up; tests add their own). A later one of the same name replaces it. */
export function registerJobHandler(handler: JobHandler): void {
  handlers.set(handler.name, handler);
}

export const jobHandler = (name: string): JobHandler | undefined => handlers.get(name);

export const jobHandlers = (): JobHandler[] => [...handlers.values()];

/** A whole number of days ≥ 0 given as the parameter, or the fallback when there is none. */
export function daysParam(param: string | null, fallback: number): number {
  if (param === null || param.trim() === '') return fallback;
  const days = Number(param.trim());
  if (!Number.isInteger(days) || days < 0) throw new Error(`参数应为天数（非负整数），当前为 "${param}"`);
  return days;
}

/** checkParam for a days parameter. */
export function checkDays(param: string | null): string | null {
  try {
    daysParam(param, 0);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Affected rows of a delete or update, as a number. */
export const affected = (result: { numAffectedRows?: bigint }): number => Number(result.numAffectedRows ?? 0n);
