import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { notifyInstanceEnded } from './businessResults.ts';
import { resolveCandidates } from '../rule/resolveCandidates.ts';
import type { StepResult } from './port.ts';
import { writeTrail } from './trailWriter.ts';
import { RESULT, RuntimeErrors, STATUS } from './runtimeErrors.ts';

export interface InstanceRef {
  id: string;
  processDefinitionId: string;
}

/**
 * Writes what one engine step did, inside the command's transaction: the trail (enter / end / taken flow), a task
 * per new wait (a re-emitted wait finds its row by execution and adds nothing), due timers, and the instance's
 * state. `finalResult` is the instance result when the step ended it.
 */
export async function applyStep(txScope: TenantScope, instance: InstanceRef, step: StepResult, finalResult: number = RESULT.APPROVE): Promise<void> {
  await writeTrail(txScope, instance.id, step.trail);
  for (const wait of step.waiting) {
    // a wait a resume re-emits has its task already: it is not assigned again
    const existing = await txScope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instance.id)
      .where('definitionKey', '=', wait.elementId).where('executionId', '=', wait.executionId).executeTakeFirst();
    if (existing) continue;
    const [assignee] = await resolveCandidates(txScope, {
      processInstanceId: instance.id, processDefinitionId: instance.processDefinitionId, taskDefinitionKey: wait.elementId,
      attributeCandidateIds: wait.candidateUserIds,
    });
    if (assignee === undefined) throw fail(RuntimeErrors.NO_CANDIDATE);
    const taskId = randomUUID();
    const inserted = await txScope.insertInto('bpmTask', {
      id: taskId, processInstanceId: instance.id, processDefinitionId: instance.processDefinitionId, definitionKey: wait.elementId,
      executionId: wait.executionId, name: wait.name, assigneeUserId: assignee, result: RESULT.PROCESS, reason: null,
    }).onConflict((oc) => oc.columns(['processInstanceId', 'definitionKey', 'executionId']).doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await txScope.updateTable('bpmActivity').set({ taskId })
        .where('processInstanceId', '=', instance.id).where('executionId', '=', wait.executionId).where('endTime', 'is', null)
        .execute();
    }
  }
  const finished = new Set(step.trail.filter((e) => e.event === 'end' || e.event === 'discard').map((e) => e.executionId));
  for (const timer of step.timers.filter((t) => !finished.has(t.executionId))) {
    await txScope.insertInto('bpmJob', { processInstanceId: instance.id, elementId: timer.elementId, executionId: timer.executionId, dueTime: timer.dueAt })
      .onConflict((oc) => oc.columns(['processInstanceId', 'executionId']).doNothing()).execute();
  }
  const now = new Date();
  if (step.ended) {
    await txScope.updateTable('bpmActivity').set({ endTime: now }).where('processInstanceId', '=', instance.id).where('endTime', 'is', null).execute();
    await txScope.updateTable('bpmTask').set({ result: RESULT.CANCEL, endTime: now })
      .where('processInstanceId', '=', instance.id).where('result', '=', RESULT.PROCESS).execute();
    await txScope.deleteFrom('bpmJob').where('processInstanceId', '=', instance.id).execute();
  }
  await txScope.updateTable('bpmProcessInstance')
    .set((eb) => ({
      variables: JSON.stringify(step.variables),
      engineState: step.ended ? null : JSON.stringify(step.state),
      lockVersion: eb('lockVersion', '+', 1),
      ...(step.ended ? { status: STATUS.FINISHED, result: finalResult, endTime: now } : {}),
    }))
    .where('id', '=', instance.id)
    .execute();
  if (step.ended) await notifyInstanceEnded(txScope, instance.id, finalResult);
}
