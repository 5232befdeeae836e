import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { registerRecurring } from '../../../recurring.ts';
import { fireDueJobs } from './jobs.ts';

/** This server's poller, by the database it serves: woken when a command made a job due at once. */
const pollers = new WeakMap<Db, () => void>();

/**
 * Polls the job table every `intervalMs` on this server (BPM_JOB_POLL_MS; 0 turns it off). Every server may poll:
 * SKIP LOCKED gives each due job to one of them. A poll never overlaps the previous one, and closing the app waits
 * for the poll under way, so the database is not closed under it.
 */
export function registerJobPoller(app: FastifyInstance, db: Db, intervalMs: number): void {
  if (!intervalMs) return;
  const wake = registerRecurring(app, intervalMs, () => fireDueJobs(db), (error) => app.log.error({ err: error }, '流程定时任务执行失败'));
  pollers.set(db, wake);
  app.addHook('onClose', async () => {
    if (pollers.get(db) === wake) pollers.delete(db);
  });
}

/**
 * A node policy's decision is a job due now (nodePolicyJobs.ts): the command that made it asks this server's poller
 * to run once its statement has committed (PlannedStep.written) rather than at the next tick, so a task nobody can be
 * given is decided within moments of its creation. A wake that came before the commit would find nothing and leave
 * the job to the next tick — on a loaded machine a fixed delay after planning did exactly that.
 */
export function wakeJobPoller(db: Db): void {
  pollers.get(db)?.();
}
