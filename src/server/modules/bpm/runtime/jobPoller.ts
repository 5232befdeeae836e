import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { registerRecurring } from '../../../recurring.ts';
import { fireDueJobs } from './jobs.ts';

/**
 * Polls the job table every `intervalMs` on this server (BPM_JOB_POLL_MS; 0 turns it off). Every server may poll:
 * SKIP LOCKED gives each due job to one of them. A poll never overlaps the previous one, and closing the app waits
 * for the poll under way, so the database is not closed under it.
 */
export function registerJobPoller(app: FastifyInstance, db: Db, intervalMs: number): void {
  if (!intervalMs) return;
  registerRecurring(app, intervalMs, () => fireDueJobs(db), (error) => app.log.error({ err: error }, '流程定时任务执行失败'));
}
