import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { planStep } from './applyStep.ts';
import { definitionFacts, type DefinitionFacts } from './definitionFacts.ts';
import { keepLiveEngine, takeLiveEngineOfTask, tasksAfter } from './liveEngines.ts';
import { workflowRuntime, runtimeDefinition } from './runtime.ts';
import { DELEGATION, RESULT, STATUS } from './runtimeErrors.ts';
import { writeGuarded } from './writeTogether.ts';

/**
 * 通过 of a task whose instance's engine this server keeps live (liveEngines.ts), as one statement with no transaction
 * around it: the engine moves on in memory, and the statement writes the task's decision, the step and the new state
 * only if, when it runs, the instance is still at the kept version and running and the task still open and the
 * caller's. It locks the instance's row first, then the task's, as the locked command does (no deadlock between the
 * two), and holds them for that one statement only.
 *
 * Returns false when it does not apply (no engine kept for the task here, a caller's transaction, a process whose
 * business module writes in its steps: `applies`) or when its statement found the instance or the task moved on:
 * nothing was written, the engine it moved is dropped, and the caller runs the locked command — which decides on the
 * saved state, or says why it cannot (not pending, not the assignee, the definition's refusal).
 */
export async function approveOnLiveEngine(scope: TenantScope, userId: number, taskId: string, reason: string, variables: Record<string, unknown>, applies: (definition: DefinitionFacts) => boolean): Promise<boolean> {
  if (scope.db.isTransaction) return false;
  const kept = takeLiveEngineOfTask(scope, taskId, userId);
  if (!kept) return false;
  try {
    const definition = await definitionFacts(scope, kept.instance.processDefinitionId);
    if (!definition || !applies(definition)) {
      kept.live.stop();
      return false;
    }
    const task = kept.tasks.get(taskId)!;
    const step = await workflowRuntime.complete(runtimeDefinition(definition), { state: null, live: kept.live },
      { elementId: task.definitionKey, executionId: task.executionId }, variables);
    const { writes, state, tasks, written } = await planStep(scope, kept.instance, definition, step, { finalResult: RESULT.APPROVE, decidedTaskId: taskId });
    const instanceRow = state.where('lockVersion', '=', kept.version).where('status', '=', STATUS.RUNNING).returning('id');
    const taskRow = scope.updateTable('bpmTask').set({ result: RESULT.APPROVE, reason, endTime: new Date() })
      .where('id', '=', taskId).where('result', '=', RESULT.PROCESS).where('assigneeUserId', '=', userId)
      // a task delegated to the caller is handed back, not decided: the locked command does that
      .where((eb) => eb.or([eb('delegationState', 'is', null), eb('delegationState', '!=', DELEGATION.PENDING)]))
      // a task with signs (加签) waits for them: the locked command decides it (signTasks.ts)
      .where('signType', 'is', null)
      .where(sql<boolean>`exists (select 1 from instance_row)`).returning('id');
    await writeGuarded(scope, {
      first: [{ name: 'instance_row', write: instanceRow }, { name: 'task_row', write: taskRow }],
      holds: sql`(select count(*) from task_row) = 1`,
      refusal: 'instance or task moved on',
    }, writes);
    written();
    keepLiveEngine(scope, { version: kept.version + 1, live: step.live, instance: kept.instance, tasks: tasksAfter(kept.tasks, taskId, tasks) });
    return true;
  } catch {
    // whatever failed — the statement's guard, the engine, an assign rule — the locked command does it again on the
    // saved state and answers for it; the engine this attempt moved is not the saved state any more
    kept.live.stop();
    return false;
  }
}
