import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { applyStep } from './applyStep.ts';
import { definitionFacts } from './definitionFacts.ts';
import { firePolicyJob, obeyTimeouts } from './nodePolicyJobs.ts';
import { runtimeDefinition, workflowRuntime } from './runtime.ts';
import { STATUS } from './runtimeErrors.ts';

/**
 * Fires the due timer jobs, one per transaction: the job row is taken with FOR UPDATE SKIP LOCKED (another server
 * polling at the same time skips it and takes the next), then the instance row is locked as every command does, the
 * instance resumed (its due timers run), and the step written. The job is deleted in the same transaction, so a job
 * fires once, or — when the transaction fails — stays for the next poll.
 * The poll reads across tenants (timers are nobody's request); each job's work runs in its own tenant's scope.
 * Returns how many jobs were taken (fired, or put back a minute when firing failed).
 */
export async function fireDueJobs(db: Db, limit = 100): Promise<number> {
  let fired = 0;
  while (fired < limit) {
    let taken: number | undefined;
    try {
      const done = await db.transaction().execute(async (tx) => {
        const { rows } = await sql<Job>`
          select id, tenant_id, process_instance_id, element_id, execution_id, action from bpm_job where due_time <= now()
          order by due_time, id limit 1 for update skip locked`.execute(tx);
        const job = rows[0];
        if (!job) return false;
        taken = job.id;
        await fireJob(new TenantScope(tx as Db, job.tenantId), job);
        return true;
      });
      if (!done) break;
    } catch (error) {
      if (taken === undefined) throw error;
      // a job that fails (a model error) must not block the ones behind it: it is tried again a minute later
      await sql`update bpm_job set due_time = now() + interval '1 minute' where id = ${taken}`.execute(db);
    }
    fired++;
  }
  return fired;
}

interface Job { id: number; tenantId: number; processInstanceId: string; elementId: string; executionId: string; action: string | null }

async function fireJob(scope: TenantScope, job: Job): Promise<void> {
  await scope.deleteFrom('bpmJob').where('id', '=', job.id).execute();
  // a node policy's decision (nobody to assign: approve or reject; the starter skipped), not a timer
  if (job.action) return firePolicyJob(scope, { ...job, action: job.action });
  const instance = await scope.selectFrom('bpmProcessInstance').select(['id', 'processDefinitionId', 'startUserId', 'businessKey', 'status', 'engineState'])
    .where('id', '=', job.processInstanceId).forUpdate().executeTakeFirst();
  if (!instance || instance.status !== STATUS.RUNNING) return;
  const definition = await definitionFacts(scope, instance.processDefinitionId);
  if (!definition) throw new Error(`bpm job ${job.id}: definition ${instance.processDefinitionId} not found`);
  const step = await workflowRuntime.fireDue(runtimeDefinition(definition), instance.engineState);
  await applyStep(scope, instance, definition, step);
  // a user task's timeout that fired acts on the task (remind, approve, reject): nodePolicyJobs.ts
  const last = await obeyTimeouts(scope, instance, definition, step);
  // this transaction is not a scope's, so nothing tells when it commits: the engine is not kept (liveEngines.ts)
  last.live?.stop();
  step.live?.stop();
}
