import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { applyStep } from './applyStep.ts';
import { runtimeDefinition, workflowRuntime } from './runtime.ts';
import { STATUS } from './runtimeErrors.ts';

/**
 * Fires the due timer jobs, one per transaction: the job row is taken with FOR UPDATE SKIP LOCKED (another server
 * polling at the same time skips it and takes the next), then the instance row is locked as every command does, the
 * instance resumed (its due timers run), and the step written. The job is deleted in the same transaction, so a job
 * fires once, or — when the transaction fails — stays for the next poll.
 * The poll reads across tenants (timers are nobody's request); each job's work runs in its own tenant's scope.
 * Returns how many jobs fired.
 */
export async function fireDueJobs(db: Db, limit = 100): Promise<number> {
  let fired = 0;
  while (fired < limit) {
    const done = await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ id: number; tenantId: number; processInstanceId: string }>`
        select id, tenant_id, process_instance_id from bpm_job where due_time <= now()
        order by due_time, id limit 1 for update skip locked`.execute(tx);
      const job = rows[0];
      if (!job) return false;
      const scope = new TenantScope(tx as Db, job.tenantId);
      await scope.deleteFrom('bpmJob').where('id', '=', job.id).execute();
      const instance = await scope.selectFrom('bpmProcessInstance').select(['id', 'processDefinitionId', 'status', 'engineState'])
        .where('id', '=', job.processInstanceId).forUpdate().executeTakeFirst();
      if (!instance || instance.status !== STATUS.RUNNING) return true;
      const definition = await scope.selectFrom('bpmProcessDefinition').select(['id', 'bpmnXml', 'enginePrefix'])
        .where('id', '=', instance.processDefinitionId).executeTakeFirstOrThrow();
      const step = await workflowRuntime.fireDue(runtimeDefinition(definition), instance.engineState);
      await applyStep(scope, instance, step);
      return true;
    });
    if (!done) break;
    fired++;
  }
  return fired;
}
