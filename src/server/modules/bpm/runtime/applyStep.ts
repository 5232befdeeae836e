import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { notifyInstanceEnded } from './businessResults.ts';
import { notifyStep } from './businessTasks.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { resolveCandidates } from '../rule/resolveCandidates.ts';
import type { StepResult } from './port.ts';
import { closeEarlier, trailRows } from './trailWriter.ts';
import { RESULT, RuntimeErrors, STATUS } from './runtimeErrors.ts';

export interface InstanceRef {
  id: string;
  startUserId: number;
  businessKey: string | null;
}

export interface ApplyOptions {
  /** The instance result when the step ended it. */
  finalResult?: number;
  /** The start inserted the instance row with the step's state already: nothing to update. */
  created?: boolean;
}

/**
 * Writes what one engine step did, inside the command's transaction, in few statements (each is a round trip, and
 * they are most of a command's cost): the trail, a task per new wait, due timers, and the instance's state.
 */
export async function applyStep(txScope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult, options: ApplyOptions = {}): Promise<void> {
  const { finalResult = RESULT.APPROVE, created = false } = options;
  const { rows, earlier } = trailRows(instance.id, step.trail);
  // ending the instance closes all it has below, which covers what `earlier` would close one by one
  if (!step.ended) await closeEarlier(txScope, instance.id, earlier, definition.mayHaveTimers);
  const finished = new Set(step.trail.filter((e) => e.event === 'end' || e.event === 'discard').map((e) => e.executionId));
  const entered = new Set(step.trail.filter((e) => e.event === 'enter').map((e) => e.executionId));
  const tasks = [];
  for (const wait of step.waiting) {
    // the wait a resume re-emits for the task this command decides is gone again by the end of the step
    if (finished.has(wait.executionId)) continue;
    // a wait entered in this step is new; one a resume re-emits has its task already: it is not assigned again
    if (!entered.has(wait.executionId)) {
      const existing = await txScope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instance.id)
        .where('definitionKey', '=', wait.elementId).where('executionId', '=', wait.executionId).executeTakeFirst();
      if (existing) continue;
    }
    const [assignee] = await resolveCandidates(txScope, definition.rules.get(wait.elementId), instance.startUserId, wait.candidateUserIds);
    if (assignee === undefined) throw fail(RuntimeErrors.NO_CANDIDATE);
    const taskId = randomUUID();
    tasks.push({
      id: taskId, processInstanceId: instance.id, processDefinitionId: definition.id, definitionKey: wait.elementId,
      executionId: wait.executionId, name: wait.name, assigneeUserId: assignee, result: RESULT.PROCESS, reason: null,
    });
    // the wait's open activity row: entered in this step (in memory), or by an earlier one
    const row = rows.find((r) => r.executionId === wait.executionId && r.endTime === null);
    if (row) row.taskId = taskId;
    else {
      await txScope.updateTable('bpmActivity').set({ taskId })
        .where('processInstanceId', '=', instance.id).where('executionId', '=', wait.executionId).where('endTime', 'is', null)
        .execute();
    }
  }
  if (tasks.length) await txScope.insertInto('bpmTask', tasks).execute();
  if (rows.length) await txScope.insertInto('bpmActivity', rows).execute();
  const jobs = step.timers.filter((t) => !finished.has(t.executionId))
    .map((t) => ({ processInstanceId: instance.id, elementId: t.elementId, executionId: t.executionId, dueTime: t.dueAt }));
  if (jobs.length) await txScope.insertInto('bpmJob', jobs).onConflict((oc) => oc.columns(['processInstanceId', 'executionId']).doNothing()).execute();
  const now = new Date();
  if (step.ended) {
    await txScope.updateTable('bpmActivity').set({ endTime: now }).where('processInstanceId', '=', instance.id).where('endTime', 'is', null).execute();
    await txScope.updateTable('bpmTask').set({ result: RESULT.CANCEL, endTime: now })
      .where('processInstanceId', '=', instance.id).where('result', '=', RESULT.PROCESS).execute();
    if (definition.mayHaveTimers) await txScope.deleteFrom('bpmJob').where('processInstanceId', '=', instance.id).execute();
  }
  if (!created) {
    await txScope.updateTable('bpmProcessInstance')
      .set((eb) => ({
        variables: JSON.stringify(step.variables),
        engineState: step.ended ? null : JSON.stringify(step.state),
        lockVersion: eb('lockVersion', '+', 1),
        ...(step.ended ? { status: STATUS.FINISHED, result: finalResult, endTime: now } : {}),
      }))
      .where('id', '=', instance.id)
      .execute();
  }
  await notifyStep(txScope, definition.processKey, { processInstanceId: instance.id, businessKey: instance.businessKey, trail: step.trail });
  if (step.ended) await notifyInstanceEnded(txScope, { processInstanceId: instance.id, processKey: definition.processKey, businessKey: instance.businessKey }, finalResult);
}
